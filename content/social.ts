import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { buttonLabel, heading, words } from '@/content/schema'

export const socialSchema = z
  .strictObject({
    followHeading: heading(),
    feed: z.strictObject({
      heading: heading(),
      intro: words({ min: 20 }),
      profilesIntro: words({ min: 20 }).describe('While no feed is configured and only the profile links show.'),
      loadButton: buttonLabel(),
      privacyNote: words({ min: 20 }),
      failed: words({ min: 20 }),
      scriptUrl: z
        .url({ protocol: /^https$/, message: 'must be a full https:// address' })
        .describe('The provider’s script: it loads only when a visitor asks for the feed.'),
      origins: z
        .array(
          z
            .string()
            .regex(/^https:\/\/(\*\.)?[a-z0-9.-]+$/, 'must be an https origin, optionally with *. for subdomains'),
        )
        .min(1)
        .describe(
          'Every origin the feed loads from; the pages’ security policy allows them only while the feed is configured.',
        ),
    }),
  })
  .describe(
    'The social profiles’ band and the social feed on the JLDT Bonsmara page. ' +
      'The profile addresses and the feed’s id are build settings (README, ' +
      '"Configuration").',
  )

/** The social band's heading and the social feed (content/social.yaml). */
export const social = loadContent('social.yaml', socialSchema)

/** The same, in one language, as a page's sections receive it. */
export type SocialContent = Localized<typeof social>

import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'

/** The social block and the social feed; the profile addresses are site settings (content/site.ts). */
export const socialContent = parseContent(
  'content/social.ts',
  z.object({
    block: z.object({ heading: z.string().min(1), bonsmaraText: z.string().min(20), garlicText: z.string().min(20) }),
    feed: z.object({
      heading: z.string().min(1),
      intro: z.string().min(20),
      /** The intro while no feed widget is configured and only the profile links show. */
      profilesIntro: z.string().min(20),
      loadLabel: z.string().min(2),
      privacyNote: z.string().min(20),
      failedText: z.string().min(20),
      /** The widget's script; it loads only when a visitor asks for the feed. */
      scriptUrl: z.url({ protocol: /^https$/ }),
      /** Every origin the widget loads from; allowed by the pages' security policy only while it is configured. */
      origins: z.array(z.string().regex(/^https:\/\/(\*\.)?[a-z0-9.-]+$/, 'must be an https origin, optionally with *. for subdomains')).min(1),
    }),
  }),
  {
    block: {
      heading: 'Follow Us',
      bonsmaraText: 'See the herd, new calves and sale animals as they happen on our Instagram and Facebook pages.',
      garlicText: 'Follow the season from planting to curing, and hear first when seed stock is ready.',
    },
    feed: {
      heading: 'Latest from the Farm',
      intro: 'Our most recent posts from the farm, straight from our social pages.',
      profilesIntro: 'Our newest photos and updates from the farm are posted on Instagram and Facebook first.',
      loadLabel: 'Show our latest posts',
      privacyNote: 'The posts load from our social feed provider, which may set its own cookies.',
      failedText: 'The posts could not be loaded just now. You can still see them on our profiles:',
      scriptUrl: 'https://static.elfsight.com/platform/platform.js',
      origins: ['https://*.elfsight.com', 'https://elfsightcdn.com', 'https://*.elfsightcdn.com'],
    },
  },
)

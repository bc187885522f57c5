import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { heading, image, paragraphs, words } from '@/content/schema'

export const ownerSchema = z
  .strictObject({
    heading: heading(),
    portrait: image.describe('A portrait, 4:5, at least 800 px wide.'),
    bio: paragraphs({ max: 4, length: { min: 40 } }).describe('One to four paragraphs.'),
    stats: z
      .array(
        z.strictObject({
          value: z
            .string()
            .trim()
            .min(1)
            .max(8)
            .describe('The figure as it is shown, such as 25+: at most 8 characters.'),
          label: words({ max: 40 }),
        }),
      )
      .min(1)
      .max(4)
      .describe('One to four headline figures.'),
  })
  .describe(
    'Meet the Owner, on the home page. The owner’s name is a build setting ' +
      '(SITE_OWNER_NAME, README, "Configuration"); the title is in the business’s ' +
      'file. The biography is sample text until the owner supplies their own ' +
      '(README, "Content to confirm before launch").',
  )

/** Meet the Owner, on the home page (content/owner.yaml). */
export const owner = loadContent('owner.yaml', ownerSchema)

/** The same, in one language, as a page's sections receive it. */
export type OwnerContent = Localized<typeof owner>

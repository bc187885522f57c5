import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import {
  buttonLabel,
  cardTitle,
  contactIntro,
  heading,
  hero,
  image,
  list,
  pageKey,
  paragraphs,
  textLimits,
  words,
} from '@/content/schema'

export const homeSchema = z
  .strictObject({
    hero,
    operations: z.strictObject({
      heading: heading(),
      intro: words({ min: 20 }),
      cards: z
        .array(
          z.strictObject({
            tint: z.enum(['cattle', 'garlic']).describe('The operation’s colours.'),
            page: pageKey,
            title: cardTitle(),
            summary: words({ min: 40 }),
            highlightsLabel: words({ max: textLimits.tableHeading }).describe(
              'The small capitals above the highlights.',
            ),
            highlights: list({ max: textLimits.point, count: { min: 1, max: 6 } }).describe(
              'One to six short highlights.',
            ),
            linkLabel: buttonLabel(),
            image,
          }),
        )
        .min(1)
        .max(4)
        .describe(
          'One card per operation, in its colours, leading to its page: the home page ' +
            'shows them side by side, so one to four.',
        ),
    }),
    commitment: z.strictObject({
      heading: heading(),
      paragraphs: paragraphs({ max: 3 }).describe('One to three paragraphs.'),
      linkLabel: buttonLabel(),
    }),
    contact: contactIntro,
  })
  .describe(
    'The home page, section by section. Its menu label, title and description ' +
      'are with the pages; Meet the Owner, the certifications and the testimonials ' +
      'have files of their own.',
  )

/** The home page's own sections (content/home.yaml). */
export const home = loadContent('home.yaml', homeSchema)

/** The same, in one language, as a page's sections receive it. */
export type HomeContent = Localized<typeof home>

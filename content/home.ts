import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { contactIntro, hero, image, list, pageKey, paragraphs, words } from '@/content/schema'

export const homeSchema = z.strictObject({
  hero,
  operations: z.strictObject({
    heading: words(),
    intro: words({ min: 20 }),
    /** One card per operation: the home page shows them side by side, so one to four. */
    cards: z
      .array(
        z.strictObject({
          tint: z.enum(['cattle', 'garlic']),
          page: pageKey,
          title: words(),
          summary: words({ min: 40 }),
          highlightsLabel: words(),
          highlights: list({ count: { min: 1, max: 6 } }),
          linkLabel: words(),
          image,
        }),
      )
      .min(1)
      .max(4),
  }),
  commitment: z.strictObject({ heading: words(), paragraphs: paragraphs({ max: 3 }), linkLabel: words() }),
  contact: contactIntro,
})

/** The home page's own sections (content/home.yaml). */
export const home = loadContent('home.yaml', homeSchema)

/** The same, in one language, as a page's sections receive it. */
export type HomeContent = Localized<typeof home>

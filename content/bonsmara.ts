import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { contactIntro, gallery, hero, icon, list, paragraphs, template, words } from '@/content/schema'

const percentRange = z
  .strictObject({ min: z.number().positive().max(100), max: z.number().positive().max(100) })
  .refine((range) => range.min < range.max, { message: 'min must be below max', path: ['max'] })

export const bonsmaraSchema = z.strictObject({
  hero,
  services: z.strictObject({
    heading: words(),
    intro: words({ min: 20 }),
    items: z
      .array(z.strictObject({ icon, title: words(), description: words({ min: 40 }), points: list({ min: 3, count: { min: 1, max: 6 } }) }))
      .min(1),
  }),
  backgrounding: z.strictObject({
    heading: words(),
    paragraphs: paragraphs({ max: 4 }),
    months: z.int().positive().max(24),
    monthsFigure: template(['months']),
    monthsLabel: words(),
    grasses: z.array(z.strictObject({ name: words(), botanicalName: z.string().trim().min(3), note: words({ min: 10 }) })).min(1),
    grassProteinPercent: percentRange,
    proteinLabel: words(),
  }),
  grazing: z.strictObject({
    heading: words(),
    paragraphs: paragraphs({ max: 4 }),
    grazingUnitCutPercent: percentRange,
    grazingUnitCutQualifier: words(),
    grazingUnitCutLabel: words(),
    extraBiomassPercent: z.number().positive(),
    extraBiomassQualifier: words(),
    extraBiomassLabel: words(),
  }),
  gallery,
  follow: words({ min: 20 }),
  contact: contactIntro,
})

/** The JLDT Bonsmara page's sections (content/bonsmara.yaml). */
export const bonsmara = loadContent('bonsmara.yaml', bonsmaraSchema)

/** The same, in one language, as a page's sections receive it. */
export type BonsmaraContent = Localized<typeof bonsmara>

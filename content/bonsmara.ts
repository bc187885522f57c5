import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import {
  cardTitle,
  contactIntro,
  gallery,
  heading,
  hero,
  icon,
  label,
  list,
  paragraphs,
  template,
  textLimits,
  words,
} from '@/content/schema'

const percentRange = z
  .strictObject({
    min: z.number().positive().max(100).describe('From, in per cent.'),
    max: z.number().positive().max(100).describe('To, in per cent: above From.'),
  })
  .refine((range) => range.min < range.max, { message: 'min must be below max', path: ['max'] })

export const bonsmaraSchema = z
  .strictObject({
    hero,
    services: z.strictObject({
      heading: heading(),
      intro: words({ min: 20 }),
      items: z
        .array(
          z.strictObject({
            icon,
            title: cardTitle(),
            description: words({ min: 40 }),
            points: list({ min: 3, max: textLimits.point, count: { min: 1, max: 6 } }).describe(
              'One to six short points.',
            ),
          }),
        )
        .min(1)
        .describe('Any number of services, each with an icon.'),
    }),
    backgrounding: z.strictObject({
      heading: heading(),
      paragraphs: paragraphs({ max: 4 }),
      months: z.int().positive().max(24).describe('How many months the programme runs: 1 to 24.'),
      monthsFigure: template(['months'], { max: textLimits.figure, hint: 'Written large, such as "5 months".' }),
      monthsLabel: label(),
      grasses: z
        .array(
          z.strictObject({
            name: words({ max: textLimits.button }),
            botanicalName: z
              .string()
              .trim()
              .min(3)
              .max(textLimits.label)
              .describe('Shown in italics, the same in every language.'),
            note: words({ min: 10 }),
          }),
        )
        .min(1)
        .describe('The grasses, each with its botanical name.'),
      grassProteinPercent: percentRange.describe('Crude protein in the grass, in per cent: from and to.'),
      proteinLabel: label(),
    }),
    grazing: z.strictObject({
      heading: heading(),
      paragraphs: paragraphs({ max: 4 }),
      grazingUnitCutPercent: percentRange.describe('Fewer grazing units needed, in per cent: from and to.'),
      grazingUnitCutQualifier: words({ max: textLimits.figure }).describe(
        'The small word above the figure, such as About.',
      ),
      grazingUnitCutLabel: label(),
      extraBiomassPercent: z.number().positive(),
      extraBiomassQualifier: words({ max: textLimits.figure }).describe(
        'The small word above the figure, such as Up to.',
      ),
      extraBiomassLabel: label(),
    }),
    gallery,
    follow: words({ min: 20 }).describe(
      'The band inviting visitors to follow the farm (its heading is in the social profiles’ file).',
    ),
    contact: contactIntro,
  })
  .describe(
    'The JLDT Bonsmara page, section by section. Its menu label, title and ' +
      'description are with the pages; its certifications with the certifications; ' +
      'the social feed’s words with the social profiles.',
  )

/** The JLDT Bonsmara page's sections (content/bonsmara.yaml). */
export const bonsmara = loadContent('bonsmara.yaml', bonsmaraSchema)

/** The same, in one language, as a page's sections receive it. */
export type BonsmaraContent = Localized<typeof bonsmara>

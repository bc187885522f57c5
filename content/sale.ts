import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { heading, image, longestWordPattern, rand, uniqueBy, wordLimits, words } from '@/content/schema'
import { animalIdPattern, animalIdRule, animalSlug } from '@/lib/sale/animal-id'
import { sexes, statuses } from '@/lib/sale/animal'
import { ancestorKeys } from '@/lib/sale/animal'
import { figureKeys, figureProblem, figureRules, type FigureKey } from '@/lib/sale/figures'
import { ebvKeys, ebvRules } from '@/lib/sale/breeding-values'
import {
  animalIndexesSchema,
  checksSchema,
  conditionsSchema,
  ebvsSchema,
  evaluationSchema,
  performanceTestSchema,
} from '@/content/sale-evaluation'

/**
 * The sale: the animals JLDT Bonsmara has on offer and the sale itself (a private sale, or an
 * auction with its day, place and bidding). The catalogue's pages (/bonsmara/catalogue and one page
 * per animal) read it; `npm run sale:import` fills `animals` from the breed society's or the herd
 * software's spreadsheet export (README, "The sale catalogue").
 */

const isoDate = z.iso.date('must be a date written 2026-11-25 (year, month, day)')
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written 11:00 (24-hour clock)')
const name = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(
    longestWordPattern(wordLimits.pageTitle),
    `has a word longer than ${wordLimits.pageTitle} letters, which a phone’s screen cannot fit in the animal’s heading`,
  )
  .meta({
    maxWordLength: wordLimits.pageTitle,
    description:
      'As the herd book writes it, the same in every language: at most 60 characters, no word longer than 16.',
  })
const animalId = z
  .string()
  .trim()
  .regex(animalIdPattern, animalIdRule)
  .describe('The tattoo or registration number, as the herd book writes it, such as JLDT 21-045.')

const ancestor = z.strictObject({ name, id: animalId })

/** What each figure is, for the editor's fields and the JSON Schema. */
const figureHints: Record<FigureKey, string> = {
  birthWeight: 'Birth weight, in kg.',
  weaning205: '205-day (weaning) weight, in kg.',
  weight365: '365-day (yearling) weight, in kg.',
  weight540: '540-day (final) weight, in kg.',
  adg: 'Average daily gain on the growth test, in grams a day (1850).',
  fcr: 'Feed conversion ratio on the test: kg of feed for each kg of gain (5.8). Only where the test measured intake.',
  scrotal: 'Scrotal circumference, in cm. Bulls only.',
  damIcp: 'The dam’s inter-calving period, in days.',
}

function figure(key: FigureKey) {
  const rule = figureRules[key]
  return z
    .number()
    .superRefine((value, context) => {
      const problem = figureProblem(key, value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .optional()
    .describe(`${figureHints[key]} From ${rule.min} to ${rule.max}; leave it out where it was not measured.`)
}

const figures = z
  .strictObject(
    Object.fromEntries(figureKeys.map((key) => [key, figure(key)])) as Record<FigureKey, ReturnType<typeof figure>>,
  )
  .describe('The performance figures as the breed society published them. Leave out what was not measured.')

/** The herd's average of a figure may carry one decimal more than the figure itself. */
const herdFigures = z.strictObject(
  Object.fromEntries(
    figureKeys.map((key) => [
      key,
      z
        .number()
        .min(figureRules[key].min)
        .max(figureRules[key].max)
        .multipleOf(1 / 10 ** (figureRules[key].decimals + 1))
        .optional()
        .describe(`The herd’s average ${figureHints[key].charAt(0).toLowerCase()}${figureHints[key].slice(1)}`),
    ]),
  ) as Record<FigureKey, z.ZodOptional<z.ZodNumber>>,
)
const herdAverages = z
  .strictObject({
    bull: herdFigures.optional().describe('The herd’s bulls.'),
    heifer: herdFigures.optional().describe('The herd’s heifers.'),
  })
  .describe(
    'The herd’s averages for bulls and for heifers, where the breed society ' +
      'gives them: a figure left out is compared with the average of the same sex ' +
      'in this sale.',
  )

const animal = z
  .strictObject({
    id: animalId,
    name: name.optional().describe('The animal’s name, if it has one: at most 60 characters.'),
    example: z
      .boolean()
      .optional()
      .describe('A sample animal, shown marked as an example until replaced: remove it, or this line, for a real one.'),
    sex: z.enum(sexes).describe('bull or heifer.'),
    born: isoDate.describe('Birth date, written 2024-09-14.'),
    status: z
      .enum(statuses)
      .describe(
        'available (for sale at its price), reserved, sold, or auction (a lot of the auction: give its lot number).',
      ),
    lot: z.int().min(1).max(999).optional().describe('Its lot number at the auction: 1 to 999.'),
    price: rand
      .optional()
      .describe('Its price in rand, for a private sale. Leave it out for an auction lot or a price on request.'),
    photos: z
      .array(image)
      .max(8)
      .default([])
      .describe('Up to eight photos, the first on the catalogue’s card. Landscape 3:2 suits best.'),
    video: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe('A link to a video of the animal (YouTube, Vimeo, a Facebook video): https only.'),
    note: words({ min: 10, max: 300 })
      .optional()
      .describe('A few words about the animal, in every language: 10 to 300 characters.'),
    pedigree: z
      .strictObject(
        Object.fromEntries(ancestorKeys.map((key) => [key, ancestor])) as Record<
          (typeof ancestorKeys)[number],
          typeof ancestor
        >,
      )
      .describe(
        'Two generations: sire and dam, and their sires and dams (sireSire is the sire’s sire), each with name and ID.',
      ),
    figures,
    ebvs: ebvsSchema.optional(),
    indexes: uniqueBy(animalIndexesSchema, 'key').default([]),
    test: performanceTestSchema.optional(),
    checks: checksSchema.optional(),
  })
  .superRefine((entry, context) => {
    if (entry.status === 'auction' && entry.lot === undefined)
      context.addIssue({ code: 'custom', path: ['lot'], message: 'is needed: an animal on auction has a lot number' })
    if (entry.sex === 'heifer' && entry.figures.scrotal !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['figures', 'scrotal'],
        message: 'is measured on bulls only: leave it out for a heifer',
      })
    for (const trait of ebvKeys) {
      if (ebvRules[trait].bullsOnly && entry.sex === 'heifer' && entry.ebvs?.[trait] !== undefined)
        context.addIssue({
          code: 'custom',
          path: ['ebvs', trait],
          message: 'is for bulls only: leave it out for a heifer',
        })
    }
  })

const auction = z
  .strictObject({
    date: isoDate.describe('The day of the auction, written 2027-05-14.'),
    time: time.describe('When the bidding starts, written 11:00.'),
    venue: z.strictObject({
      name: words({ min: 2, max: 80 }).describe(
        'Where it is held, such as a farm or an auction hall, in every language.',
      ),
      address: words({ min: 5, max: 160 }).describe('Its address or directions (town and road), in every language.'),
    }),
    bidding: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe('The online bidding platform’s page for this auction, if bids are taken online.'),
    viewing: z
      .strictObject({
        date: isoDate.describe('The viewing day.'),
        from: time.describe('From, written 09:00.'),
        to: time.describe('Until, written 16:00.'),
      })
      .refine((viewing) => viewing.from < viewing.to, { message: 'from must be before to', path: ['to'] })
      .optional()
      .describe('When buyers may come and see the animals before the auction.'),
  })
  .describe('The auction: its day, time, place, online bidding and viewing day.')

export const saleSchema = z
  .strictObject({
    published: z
      .boolean()
      .describe(
        'true while this sale is on: the catalogue is in the menu and linked from ' +
          'the JLDT Bonsmara page. false hides the link; the catalogue then says no ' +
          'animals are on offer.',
      ),
    title: heading().describe('The sale’s name, such as JLDT Bonsmara production auction 2027.'),
    intro: words({ min: 20, max: 400 }).describe('A few sentences about the sale, under its name.'),
    kind: z.enum(['private', 'auction']).describe('private (prices on the animals) or auction.'),
    auction: auction.optional(),
    herdAverages: herdAverages.optional(),
    evaluation: evaluationSchema.optional(),
    conditions: conditionsSchema,
    animals: uniqueBy(z.array(animal).max(80), ['id', 'lot']).describe(
      'The animals on offer, in the catalogue’s order. npm run sale:import fills this list from a spreadsheet.',
    ),
  })
  .superRefine((sale, context) => {
    if (sale.kind === 'auction' && !sale.auction)
      context.addIssue({
        code: 'custom',
        path: ['auction'],
        message: 'is needed for an auction: its date, time and venue',
      })
    if (sale.kind === 'private' && sale.auction)
      context.addIssue({
        code: 'custom',
        path: ['auction'],
        message: 'is only for an auction: set kind to auction, or remove this part',
      })
    const indexKeys = sale.evaluation?.indexes.map((index) => index.key) ?? []
    const slugs = new Map<string, number>()
    sale.animals.forEach((entry, index) => {
      for (const trait of ebvKeys) {
        if (entry.ebvs?.[trait] === undefined) continue
        if (!sale.evaluation)
          context.addIssue({
            code: 'custom',
            path: ['animals', index, 'ebvs'],
            message: 'needs the sale’s evaluation (evaluation: its name, month and the breed’s averages)',
          })
        else if (sale.evaluation.averages[trait] === undefined)
          context.addIssue({
            code: 'custom',
            path: ['evaluation', 'averages', trait],
            message: `is needed: ${entry.id} has a ${trait} breeding value to set against the breed’s average`,
          })
      }
      entry.indexes.forEach((given, at) => {
        if (!indexKeys.includes(given.key))
          context.addIssue({
            code: 'custom',
            path: ['animals', index, 'indexes', at, 'key'],
            message: `is not one of the evaluation’s indexes (${indexKeys.join(', ') || 'it has none'})`,
          })
      })
      if (entry.status === 'auction' && sale.kind !== 'auction')
        context.addIssue({
          code: 'custom',
          path: ['animals', index, 'status'],
          message: 'is auction, but the sale is private: set kind to auction',
        })
      const slug = animalSlug(entry.id)
      const first = slugs.get(slug)
      if (first !== undefined && sale.animals[first]!.id !== entry.id)
        context.addIssue({
          code: 'custom',
          path: ['animals', index, 'id'],
          message:
            `makes the same address (${slug}) as ${sale.animals[first]!.id}: IDs must ` +
            `differ by more than spaces, dashes or case`,
        })
      slugs.set(slug, index)
    })
  })
  .describe(
    'The sale catalogue: the sale and the bulls and heifers on offer, with their ' +
      'pedigrees and performance figures. The sample animals are examples until ' +
      'replaced (README, "Content to confirm before launch").',
  )

/** The sale and its animals (content/sale.yaml). */
export const sale = loadContent('sale.yaml', saleSchema)

export type Sale = Localized<typeof sale>
export type Animal = Sale['animals'][number]

/**
 * A sale is on: published, with at least one animal. The catalogue is then in the menu and linked from the JLDT
 * Bonsmara page.
 */
export const saleIsOpen = sale.published && sale.animals.length > 0

import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import path from 'node:path'
import { lastChanged } from '@/content/changed'
import { contentDir, loadContent } from '@/content/load'
import { heading, image, longestWordPattern, paragraphs, rand, uniqueBy, wordLimits, words } from '@/content/schema'
import { animalIdPattern, animalIdRule, animalSlug } from '@/lib/sale/animal-id'
import {
  boughtStatuses,
  lotStatuses,
  privateStatuses,
  reserveKinds,
  sexes,
  statuses,
  type Status,
} from '@/lib/sale/animal'
import { ancestorKeys } from '@/lib/sale/animal'
import { phoneNumber } from '@/lib/settings'
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

const httpsAddress = z.url({ protocol: /^https$/, message: 'must be a full https:// address' }).max(2048)

const reserve = z
  .enum(reserveKinds)
  .meta({
    choiceLabels: {
      none: 'none (without reserve)',
      reservePrice: 'reservePrice (subject to a reserve price)',
      rightToBid: 'rightToBid (the owner or auctioneer may bid)',
    } satisfies Record<(typeof reserveKinds)[number], string>,
  })
  .describe(
    'none (sold to the highest bidder, without reserve), reservePrice (subject to a reserve price) or ' +
      'rightToBid (the owner or the auctioneer, or one person for them, may bid).',
  )

/** A buyer's name or town, as written in every language: its longest word fits a table's column. */
const buyerText = (max: number) =>
  z
    .string()
    .trim()
    .min(2)
    .max(max)
    .regex(longestWordPattern(wordLimits.tableWord), `has a word longer than ${wordLimits.tableWord} letters`)
    .meta({ maxWordLength: wordLimits.tableWord })
    .optional()

/** A lot's buyer, as the auctioneer's record gives them. */
const buyer = z
  .strictObject({
    name: buyerText(80).describe(
      'The buyer or their farm, as they want it written: shown only with their consent (below).',
    ),
    town: buyerText(40).describe('Their town or district, such as Bethlehem.'),
    consent: z
      .boolean()
      .default(false)
      .describe('true once the buyer agreed to be named on the site: without it, only the town is shown.'),
  })
  .describe('Who bought it, from the auctioneer’s record: shown where the sale publishes buyers.')

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
      .meta({
        choiceLabels: {
          available: 'available (for sale at its price)',
          reserved: 'reserved (held for a buyer)',
          sold: 'sold',
          auction: 'auction (a lot on offer)',
          withdrawn: 'withdrawn (a lot taken out of the sale)',
          notSold: 'notSold (a lot passed in)',
          subjectToConfirmation: 'subjectToConfirmation (sold subject to the seller’s confirmation)',
        } satisfies Record<Status, string>,
      })
      .describe(
        'In a private sale: available (for sale at its price), reserved or sold. A lot of an auction ' +
          '(give its lot number): auction (on offer), withdrawn, sold, notSold (passed in) or ' +
          'subjectToConfirmation (sold subject to the seller’s confirmation).',
      ),
    lot: z.int().min(1).max(999).optional().describe('Its lot number at the auction: 1 to 999.'),
    price: rand
      .optional()
      .describe(
        'In rand. A private sale: its asking price (leave it out for a price on request). An auction lot: ' +
          'the price it sold for, once sold; shown where the sale publishes prices.',
      ),
    reserve: reserve
      .optional()
      .describe('Only where this lot differs from the sale’s reserve (auction, reserve): its own.'),
    buyer: buyer.optional(),
    publish: z
      .strictObject({
        price: z.boolean().optional().describe('true or false: this lot’s price, whatever the sale’s switch says.'),
        buyer: z.boolean().optional().describe('true or false: this lot’s buyer, whatever the sale’s switch says.'),
      })
      .optional()
      .describe('Only where this sold lot is an exception to the sale’s publish switches (auction, publish).'),
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
    const bought = (boughtStatuses as readonly Status[]).includes(entry.status)
    if (entry.buyer !== undefined && !bought)
      context.addIssue({
        code: 'custom',
        path: ['buyer'],
        message: `is for a lot that sold: this one is ${entry.status} (set its status to sold first)`,
      })
    if (entry.publish?.price === true && entry.price === undefined)
      context.addIssue({
        code: 'custom',
        path: ['publish', 'price'],
        message: 'is true, but the lot has no price to publish: give its price, or leave this out',
      })
    if (entry.publish?.buyer === true && entry.buyer === undefined)
      context.addIssue({
        code: 'custom',
        path: ['publish', 'buyer'],
        message: 'is true, but the lot has no buyer to publish: give the buyer, or leave this out',
      })
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

/** Where a place is, as a phone's map gives it: decimal degrees, south and east of Greenwich in southern Africa. */
const position = z
  .strictObject({
    latitude: z
      .number()
      .min(-35, 'must be in southern Africa: from -35 to -15 (south is written with a minus, -24.8123)')
      .max(-15, 'must be in southern Africa: from -35 to -15 (south is written with a minus, -24.8123)')
      .multipleOf(0.000001)
      .describe('Degrees south, with a minus: -24.8123 (six decimals at most).'),
    longitude: z
      .number()
      .min(11, 'must be in southern Africa: from 11 to 41 (east of Greenwich, 28.4567)')
      .max(41, 'must be in southern Africa: from 11 to 41 (east of Greenwich, 28.4567)')
      .multipleOf(0.000001)
      .describe('Degrees east: 28.4567 (six decimals at most).'),
  })
  .describe(
    'The venue’s position, for “Directions” and the calendar: in a map app, press and hold on the gate, ' +
      'and copy the two numbers it shows.',
  )

const auctioneer = z
  .strictObject({
    example: z
      .boolean()
      .optional()
      .describe('The sample auctioneer, listed by the build until replaced: remove this line for the real one.'),
    name: z.string().trim().min(2).max(80).describe('The auctioneer who conducts the sale.'),
    house: z.string().trim().min(2).max(100).describe('The auction house, as registered: Example Auctions (Pty) Ltd.'),
    licence: z
      .string()
      .trim()
      .min(2)
      .max(40)
      .optional()
      .describe('Its registration or licence number, where the law or a body issues one.'),
    phone: phoneNumber.describe('The number buyers call to register and to bid by phone.'),
    email: z.email('must be an e-mail address').optional().describe('Where buyers write to register.'),
    website: httpsAddress.optional().describe('The auction house’s website.'),
  })
  .describe('Who conducts the auction: the law asks the advertisement to name the auctioneer and the auction house.')

const auctionRules = z
  .strictObject({
    link: httpsAddress.optional().describe('The page or document where the rules of auction can be read.'),
    text: paragraphs({ max: 20, length: { min: 20, max: 600 } })
      .optional()
      .describe('Or the rules themselves, up to 20, a paragraph each, shown at the end of the catalogue.'),
  })
  .refine((rules) => (rules.link === undefined) !== (rules.text === undefined), {
    message: 'needs either link or text: where the rules of auction can be read, or the rules themselves',
  })
  .describe('Where the rules of auction can be obtained: a link, or their text.')

const auction = z
  .strictObject({
    date: isoDate.describe('The day of the auction, written 2027-05-14.'),
    time: time.describe('When the bidding starts, written 11:00.'),
    ends: time.optional().describe('When the sale is expected to end, written 15:00, for the calendar.'),
    venue: z.strictObject({
      name: words({ min: 2, max: 80 }).describe(
        'Where it is held, such as a farm or an auction hall, in every language.',
      ),
      address: words({ min: 5, max: 160 }).describe('Its address or directions (town and road), in every language.'),
      position: position.optional(),
    }),
    bidding: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe('The online bidding platform’s page for this auction, if bids are taken online.'),
    auctioneer: auctioneer.optional(),
    registration: httpsAddress
      .optional()
      .describe('Where buyers register before the sale, online (the auctioneer’s or the bidding platform’s page).'),
    rules: auctionRules.optional(),
    reserve: reserve.optional(),
    deposit: words({ min: 10, max: 200 })
      .optional()
      .describe('Where the auctioneer asks a deposit (to bid online, say): how much, and how it is paid back.'),
    publish: z
      .strictObject({
        prices: z.boolean().default(false).describe('true: every sold lot shows its price, and the results use them.'),
        buyers: z
          .boolean()
          .default(false)
          .describe('true: every sold lot shows its buyer’s town, and their name where they agreed to it.'),
      })
      .default({ prices: false, buyers: false })
      .describe('What the catalogue shows of the lots that sold; a lot may be an exception (its publish).'),
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
  .refine((auction) => auction.ends === undefined || auction.time < auction.ends, {
    message: 'must be after the time bidding starts',
    path: ['ends'],
  })
  .describe(
    'The auction: its day, time, place, online bidding and viewing day; the auctioneer, the rules and ' +
      'the reserve its advertisement must state; and what the catalogue publishes once lots sell.',
  )

/**
 * What the Consumer Protection Act's regulations (GN R293 of 2011, regulation 20(2)) ask an
 * auction's advertisement to state beyond its day, time and place, each a part of the auction that
 * a published auction must have (docs/sale-catalogue.md, "The auction and the law").
 */
const legalParts = [
  ['auctioneer', 'the auctioneer and the auction house (with phone)'],
  ['rules', 'where the rules of auction can be obtained (a link or their text)'],
  ['reserve', 'whether the sale is without reserve, subject to a reserve price or to a right to bid'],
] as const

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
    animals: uniqueBy(z.array(animal).max(80), ['id', 'lot'])
      // Each animal's line in the editor's list: marking thirty lots from a phone, each is found by its lot and ID.
      .meta({
        editorSummary: "Lot {{fields.lot | default('–')}} · {{fields.id}} · {{fields.name}} · {{fields.status}}",
      })
      .describe(
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
    if (sale.published && sale.kind === 'auction' && sale.auction) {
      for (const [part, what] of legalParts) {
        if (sale.auction[part] === undefined)
          context.addIssue({
            code: 'custom',
            path: ['auction', part],
            message:
              `is needed while the auction is published: the law asks its advertisement to state ${what} ` +
              '(Consumer Protection Act regulations, regulation 20(2))',
          })
      }
    }
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
      const onlyALot = !(privateStatuses as readonly Status[]).includes(entry.status)
      if (sale.kind === 'auction' && onlyALot && entry.lot === undefined)
        context.addIssue({
          code: 'custom',
          path: ['animals', index, 'lot'],
          message: `is needed: an animal whose status is ${entry.status} is a lot of the auction, with a lot number`,
        })
      if (sale.kind !== 'auction' && onlyALot)
        context.addIssue({
          code: 'custom',
          path: ['animals', index, 'status'],
          message:
            `is ${entry.status}, which only a lot of an auction can be: set kind to auction, or choose ` +
            `${privateStatuses.join(', ')}`,
        })
      if (
        sale.kind === 'auction' &&
        entry.lot !== undefined &&
        !(lotStatuses as readonly Status[]).includes(entry.status)
      )
        context.addIssue({
          code: 'custom',
          path: ['animals', index, 'status'],
          message: `is ${entry.status}, which a lot of the auction cannot be: choose ${lotStatuses.join(', ')}`,
        })
      if (sale.kind === 'auction' && entry.lot !== undefined && entry.price !== undefined)
        if (!(boughtStatuses as readonly Status[]).includes(entry.status))
          context.addIssue({
            code: 'custom',
            path: ['animals', index, 'price'],
            message:
              'is the price a lot sold for: leave it out while the lot is ' +
              `${entry.status} (give it once the lot is sold)`,
          })
      for (const part of ['reserve', 'publish'] as const)
        if (entry[part] !== undefined && (sale.kind !== 'auction' || entry.lot === undefined))
          context.addIssue({
            code: 'custom',
            path: ['animals', index, part],
            message: 'is only for a lot of an auction: leave it out here',
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

/**
 * When the sale's file last changed (an ISO moment): the catalogue's "as at" line, so a buyer on the
 * sale's day knows how current the statuses are; the calendar file's time stamp.
 */
export function saleAsAt(): string {
  asAt ??= lastChanged(path.dirname(contentDir), ['content/sale.yaml']).get('content/sale.yaml')!
  return asAt
}
let asAt: string | undefined

export type Sale = Localized<typeof sale>
export type Animal = Sale['animals'][number]

/**
 * A sale is on: published, with at least one animal. The catalogue is then in the menu and linked from the JLDT
 * Bonsmara page.
 */
export const saleIsOpen = sale.published && sale.animals.length > 0

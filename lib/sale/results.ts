import { boughtStatuses, resultStatuses, sexes, type Sex, type Status } from './animal'

/**
 * An auction from its advertisement to its results, as rules: what a lot shows of its price and its
 * buyer, where the sale stands (announced, selling, over), and the figures the farm press and the
 * studs publish afterwards, each from the prices the owner publishes and nothing else.
 */

/** What the owner publishes of the lots that sold: a switch per sale. */
export type Publish = { prices: boolean; buyers: boolean }

/** A lot's own exception to the sale's switches, where the owner gives one. */
export type LotPublish = { price?: boolean; buyer?: boolean }

/** Who bought a lot, as the auctioneer's record gives it: their name only with their consent. */
export type Buyer = { name?: string; town?: string; consent?: boolean }

const isBought = (status: Status) => (boughtStatuses as readonly Status[]).includes(status)

/**
 * The price a buyer reads for an animal: a private sale's asking price as given; a lot of an
 * auction's only once it sold (or sold subject to confirmation), and only where the sale publishes
 * prices or the lot is an exception.
 */
export function publishedPrice(
  sale: { kind: 'private' | 'auction'; publish?: Publish },
  animal: { status: Status; price?: number; publish?: LotPublish },
): number | undefined {
  if (sale.kind === 'private') return animal.price
  if (!isBought(animal.status) || animal.price === undefined) return undefined
  return (animal.publish?.price ?? sale.publish?.prices ?? false) ? animal.price : undefined
}

/**
 * What a reader is told of a lot's buyer: the town where the sale publishes buyers (or the lot is an
 * exception), the name only where the buyer also agreed to be named; nothing before the lot sold.
 */
export function publishedBuyer(
  sale: { kind: 'private' | 'auction'; publish?: Publish },
  animal: { status: Status; buyer?: Buyer; publish?: LotPublish },
): { name?: string; town?: string } | undefined {
  const { buyer } = animal
  if (sale.kind !== 'auction' || !buyer || !isBought(animal.status)) return undefined
  if (!(animal.publish?.buyer ?? sale.publish?.buyers ?? false)) return undefined
  const name = buyer.consent === true ? buyer.name : undefined
  if (name === undefined && buyer.town === undefined) return undefined
  return { ...(name !== undefined ? { name } : {}), ...(buyer.town !== undefined ? { town: buyer.town } : {}) }
}

/** An ISO moment with its offset or Z, as git and `Date.toISOString` write one: 2027-05-14T09:42:00Z. */
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/

/** A moment in South Africa's time, which keeps one zone (UTC+2) all year, as `2027-05-14T11:42`. */
function southAfrican(moment: string): string {
  const time = isoMoment.test(moment) ? Date.parse(moment) : NaN
  if (Number.isNaN(time)) throw new RangeError(`Not a moment written as ISO 8601: ${moment}`)
  return new Date(time + 2 * 60 * 60 * 1000).toISOString().slice(0, 16)
}

/** The day a moment falls on in South Africa: `2027-05-14`. */
export const southAfricanDay = (moment: string) => southAfrican(moment).slice(0, 10)

/** The time of day a moment falls on in South Africa: `11:42`. */
export const southAfricanTime = (moment: string) => southAfrican(moment).slice(11, 16)

/**
 * Where an auction stands by its lots and by when its catalogue last changed (`asAt`, an ISO
 * moment): `before` while no lot has been called; `selling` while some have and the catalogue was
 * last changed on (or before) the sale's day with a lot still on offer; `over` once a lot has a
 * result and either every lot's fate is known or the catalogue changed after the sale's day. Worked
 * out from the content alone, so the same catalogue always builds the same page.
 */
export type SaleStage = 'before' | 'selling' | 'over'

export function saleStage(saleDate: string, asAt: string, lots: readonly { status: Status }[]): SaleStage {
  const called = lots.some((lot) => (resultStatuses as readonly Status[]).includes(lot.status))
  if (!called) return 'before'
  const onOffer = lots.some((lot) => lot.status === 'auction')
  return !onOffer || southAfricanDay(asAt) > saleDate ? 'over' : 'selling'
}

/** A lot as the results count it: its category, its fate and the price it shows (none where unpublished). */
export type LotOutcome = { slug: string; lot: number; sex: Sex; status: Status; shownPrice?: number }

/** The figures of one category (bulls, heifers) or of the whole sale. Amounts in cents, averages in whole rand. */
export type ResultFigures = {
  /** Lots put up: every lot but those withdrawn. */
  offered: number
  sold: number
  notSold: number
  /** Sold subject to the seller's confirmation: counted apart until confirmed. */
  toConfirm: number
  withdrawn: number
  /** The share of the lots offered that sold, in whole per cent; none while no lot was offered. */
  clearance?: number
  /** How many of the sold lots' prices are published: the figures below are of these alone. */
  prices: number
  /** The mean of the published prices, rounded to the rand (half up), in cents. */
  averageCents?: number
  topCents?: number
  turnoverCents?: number
  /** The lot with the highest published price (the lower lot number of a tie). */
  topLot?: string
}

export type SaleResults = { categories: (ResultFigures & { sex: Sex })[]; all: ResultFigures }

const cents = (rand: number) => Math.round(rand * 100)

function figuresOf(lots: readonly LotOutcome[]): ResultFigures {
  const count = (status: Status) => lots.filter((lot) => lot.status === status).length
  const withdrawn = count('withdrawn')
  const offered = lots.length - withdrawn
  const sold = count('sold')
  const priced = lots
    .filter((lot) => lot.status === 'sold' && lot.shownPrice !== undefined)
    .map((lot) => ({ lot, cents: cents(lot.shownPrice!) }))
  const figures: ResultFigures = {
    offered,
    sold,
    notSold: count('notSold'),
    toConfirm: count('subjectToConfirmation'),
    withdrawn,
    prices: priced.length,
  }
  // (sold × 100) / offered is exact where it ends in ,5, so rounding it is half up.
  if (offered > 0) figures.clearance = Math.round((sold * 100) / offered)
  if (priced.length === 0) return figures
  const turnover = priced.reduce((sum, entry) => sum + entry.cents, 0)
  // The mean to the rand, half up, in whole numbers: ⌊(2·total + n·100) / (2·n·100)⌋ rand.
  const averageRand = Math.floor((2 * turnover + priced.length * 100) / (2 * priced.length * 100))
  const top = [...priced].sort((a, b) => b.cents - a.cents || a.lot.lot - b.lot.lot)[0]!
  return {
    ...figures,
    averageCents: averageRand * 100,
    topCents: top.cents,
    turnoverCents: turnover,
    topLot: top.lot.slug,
  }
}

/**
 * The sale's results: each category's (bulls, then heifers, those the sale offered) and the whole
 * sale's. Every price figure is of the published prices of lots sold; a lot sold subject to
 * confirmation is counted apart and not in them.
 */
export function saleResults(lots: readonly LotOutcome[]): SaleResults {
  return {
    categories: sexes
      .filter((sex) => lots.some((lot) => lot.sex === sex))
      .map((sex) => ({ sex, ...figuresOf(lots.filter((lot) => lot.sex === sex)) })),
    all: figuresOf(lots),
  }
}

/**
 * Seed garlic as it is ordered: by the kilogram, or in bags of a stated mass. Cloves become
 * kilograms at the variety's average cloves per kilogram, rounded up once, to a whole kilogram or to
 * whole bags; never below the minimum order. The amount is the kilograms ordered × the price per
 * kilogram, in whole cents. Every figure is a whole number worked in whole numbers (a remainder,
 * never a fraction), so each is exact.
 */

export const seedAvailabilities = ['in-stock', 'limited', 'sold-out'] as const
export type SeedAvailability = (typeof seedAvailabilities)[number]

/** How a variety's seed is sold (content/garlic.yaml, each variety's seed; its schema holds the bounds). */
export type SeedSale = {
  /** Average cloves in a kilogram of seed. */
  clovesPerKg: number
  /** Sold in bags of this many kilograms; undefined: by the kilogram. */
  bagKg?: number | undefined
  /** Rand per kilogram, to the cent; undefined: price on request. */
  pricePerKg?: number | undefined
  availability: SeedAvailability
  /** Kilograms left, where the owner gives it. */
  kgLeft?: number | undefined
  /** The smallest order, in kilograms; undefined: none. */
  minimumKg?: number | undefined
}

export type SeedOrder = {
  /** The cloves the order is for. */
  cloves: number
  /** The kilograms to order: whole kilograms, or whole bags of kilograms; at least the minimum. */
  kilograms: number
  /** The bags, where seed is sold in bags; null by the kilogram. */
  bags: number | null
  /** True when the order is the minimum rather than what the cloves weigh (rounded up). */
  minimumApplies: boolean
  /**
   * Kilograms × the price, in cents; null when the price is on request, or when the amount is past
   * what a number holds exactly (more than R 90 trillion: only the calculator's largest lands reach it).
   */
  amountCents: number | null
  /** The price per kilogram in cents; null on request. */
  priceCents: number | null
  /** True when the owner says how much is left and the order is more than that. */
  moreThanLeft: boolean
}

/**
 * The smallest whole number not below a ÷ b, for whole numbers a ≥ 0 and b ≥ 1: the quotient of
 * what is left once the remainder is taken off, and one more for a remainder.
 */
export function ceilingDivision(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || a < 0 || !Number.isSafeInteger(b) || b < 1)
    throw new RangeError(`Not a whole number over a whole divisor: ${a} ÷ ${b}`)
  const remainder = a % b
  return (a - remainder) / b + (remainder > 0 ? 1 : 0)
}

/** The seed to order for a number of whole cloves (0 or more). */
export function seedOrder(cloves: number, sale: SeedSale): SeedOrder {
  if (!Number.isSafeInteger(cloves) || cloves < 0) throw new RangeError(`Not a number of cloves: ${cloves}`)
  const { clovesPerKg, bagKg, pricePerKg } = sale
  if (!Number.isInteger(clovesPerKg) || clovesPerKg < 1) throw new RangeError(`Not cloves per kilogram: ${clovesPerKg}`)
  // The minimum sets the order when the cloves weigh less than it (exactly: minimum × cloves per kg > cloves).
  const minimumApplies = (sale.minimumKg ?? 0) * clovesPerKg > cloves
  const wanted = minimumApplies ? sale.minimumKg! : ceilingDivision(cloves, clovesPerKg)
  // Whole bags of the whole kilograms wanted: the same as whole bags of the exact mass.
  const bags = bagKg ? ceilingDivision(wanted, bagKg) : null
  const kilograms = bags === null ? wanted : bags * bagKg!
  // A price to the cent (the schema's rule) is the nearest number to it, so × 100 rounds to its cents exactly.
  const priceCents = pricePerKg === undefined ? null : Math.round(pricePerKg * 100)
  // A product of whole numbers is exact while it is a safe integer, and not one once it is past them.
  const amount = priceCents === null ? null : kilograms * priceCents
  return {
    cloves,
    kilograms,
    bags,
    minimumApplies,
    amountCents: amount !== null && Number.isSafeInteger(amount) ? amount : null,
    priceCents,
    moreThanLeft: sale.availability !== 'sold-out' && sale.kgLeft !== undefined && kilograms > sale.kgLeft,
  }
}

/** The kilograms of seed a hectare takes, rounded up to a whole kilogram (no minimum, no bags). */
export function kilogramsPerHectare(seedsPerHectare: number, clovesPerKg: number): number {
  return ceilingDivision(seedsPerHectare, clovesPerKg)
}

/** The months seed is ordered in, 1 to 12, from and to inclusive; from after to runs over the new year. */
export type OrderWindow = { from: number; to: number }

/** Whether seed is ordered in a month (1 to 12). */
export function windowHolds(window: OrderWindow, month: number): boolean {
  return window.from <= window.to
    ? month >= window.from && month <= window.to
    : month >= window.from || month <= window.to
}

/** Whether seed is ordered on a day: its month in South Africa's time (UTC+2 all year). */
export function windowOpenOn(window: OrderWindow, day: Date): boolean {
  return windowHolds(window, new Date(day.getTime() + 2 * 60 * 60 * 1000).getUTCMonth() + 1)
}

/** The varieties still to be had (in stock or limited), in their order: named where one is sold out. */
export function varietiesInStock<V extends { availability: SeedAvailability }>(varieties: readonly V[]): V[] {
  return varieties.filter((variety) => variety.availability !== 'sold-out')
}

import { compare, divide, fraction } from '@/lib/exact-decimal'
import type { Fraction } from '@/lib/exact-decimal'
import { randToCents } from '@/lib/prices'

/**
 * Seed garlic as it is ordered: by the kilogram, or in bags of a stated mass. Cloves become
 * kilograms at the variety's average cloves per kilogram, worked exactly and rounded up once, to a
 * whole kilogram, or to whole bags; never below the minimum order. The amount is the kilograms
 * ordered × the price per kilogram, in whole cents, so it is exact to the cent.
 */

export const seedAvailabilities = ['in-stock', 'limited', 'sold-out'] as const
export type SeedAvailability = (typeof seedAvailabilities)[number]

/** How a variety's seed is sold (content/garlic.yaml, each variety's seed). */
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

/** The smallest whole number not below a value of zero or more. */
export function ceilingOf(value: Fraction): number {
  if (value.numerator < 0n) throw new RangeError('ceilingOf expects a value of zero or more')
  const whole = value.numerator / value.denominator
  return Number(value.numerator % value.denominator === 0n ? whole : whole + 1n)
}

/** The exact mass of a number of cloves, in kilograms. */
export function cloveMass(cloves: number | bigint, clovesPerKg: number): Fraction {
  if (!Number.isInteger(clovesPerKg) || clovesPerKg < 1) throw new RangeError(`Not cloves per kilogram: ${clovesPerKg}`)
  return divide(fraction(cloves), fraction(clovesPerKg))
}

/** The seed to order for a number of whole cloves (0 or more). */
export function seedOrder(cloves: number, sale: SeedSale): SeedOrder {
  if (!Number.isSafeInteger(cloves) || cloves < 0) throw new RangeError(`Not a number of cloves: ${cloves}`)
  const mass = cloveMass(cloves, sale.clovesPerKg)
  const minimum = fraction(sale.minimumKg ?? 0)
  const minimumApplies = compare(minimum, mass) > 0
  const wanted = minimumApplies ? minimum : mass
  const bags = sale.bagKg ? ceilingOf(divide(wanted, fraction(sale.bagKg))) : null
  const kilograms = bags !== null ? bags * sale.bagKg! : ceilingOf(wanted)
  const priceCents = sale.pricePerKg === undefined ? null : randToCents(sale.pricePerKg)
  const amount = priceCents === null ? null : BigInt(kilograms) * BigInt(priceCents)
  return {
    cloves,
    kilograms,
    bags,
    minimumApplies,
    amountCents: amount === null || amount > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(amount),
    priceCents,
    moreThanLeft: sale.availability !== 'sold-out' && sale.kgLeft !== undefined && kilograms > sale.kgLeft,
  }
}

/** The kilograms of seed a hectare takes, rounded up to a whole kilogram (no minimum, no bags). */
export function kilogramsPerHectare(seedsPerHectare: number, clovesPerKg: number): number {
  return ceilingOf(cloveMass(seedsPerHectare, clovesPerKg))
}

/** The months seed is ordered in, 1 to 12, from and to inclusive; from after to runs over the new year. */
export type OrderWindow = { from: number; to: number }

/** Whether seed is ordered in a month (1 to 12). */
export function windowHolds(window: OrderWindow, month: number): boolean {
  return window.from <= window.to
    ? month >= window.from && month <= window.to
    : month >= window.from || month <= window.to
}

/**
 * Whether the window is open on a day (its month in South Africa's time, UTC+2 all year), and when
 * closed, the first day of the month it opens: the same year, or the next.
 */
export function orderWindowOn(
  window: OrderWindow,
  day: Date,
): { open: true } | { open: false; opens: { year: number; month: number } } {
  const local = new Date(day.getTime() + 2 * 60 * 60 * 1000)
  const month = local.getUTCMonth() + 1
  if (windowHolds(window, month)) return { open: true }
  const year = local.getUTCFullYear() + (window.from < month ? 1 : 0)
  return { open: false, opens: { year, month: window.from } }
}

/** The varieties still to be had (in stock or limited), in their order: named where one is sold out. */
export function varietiesInStock<V extends { availability: SeedAvailability }>(varieties: readonly V[]): V[] {
  return varieties.filter((variety) => variety.availability !== 'sold-out')
}

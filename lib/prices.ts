import { fraction, multiply, parseDecimal } from '@/lib/exact-decimal'
import { formatRand } from '@/lib/format'

/** What a price is charged per; kept as data so structured data can state the unit too. */
export const priceUnits = ['hectare', 'ton', 'kilometre', 'kilogram'] as const
export type PriceUnit = (typeof priceUnits)[number]

/** A price in rand (to the cent) per unit. */
export type Price = { amount: number; unit: PriceUnit }

/** The words for "per hectare" and the others, in the page's language. */
export type PerUnitWords = Record<PriceUnit, string>

/** A price as the page writes it: "R 1 000 per hectare", "R 5,50 per kilometre". */
export function formatPrice(price: Price, per: PerUnitWords): string {
  return `${formatRand(price.amount)} ${per[price.unit]}`
}

/** A price in rand to the cent (1000, 5.5) as whole cents; anything finer is a mistake in the data. */
export function randToCents(rand: number): number {
  const value = Number.isFinite(rand) ? parseDecimal(String(rand)) : null
  const cents = value && multiply(value, fraction(100))
  if (!cents || cents.numerator % cents.denominator !== 0n)
    throw new RangeError(`Not an amount in rand to the cent: ${rand}`)
  return Number(cents.numerator / cents.denominator)
}

import { z } from 'zod'
import { formatRand } from '@/lib/format'

/** What a price is charged per; kept as data so structured data can state the unit too. */
export const priceUnits = ['hectare', 'ton', 'kilometre'] as const
export type PriceUnit = (typeof priceUnits)[number]

export const priceSchema = z.object({
  /** In rand, to the cent. */
  amount: z.number().positive().multipleOf(0.01),
  unit: z.enum(priceUnits),
})

export type Price = z.infer<typeof priceSchema>

/** A price as the page writes it: "R 1 000 per hectare", "R 5,50 per kilometre". */
export function formatPrice(price: Price): string {
  return `${formatRand(price.amount)} per ${price.unit}`
}

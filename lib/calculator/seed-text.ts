import type { SeedOrder } from '@/lib/calculator/seed-order'
import { formatNumber } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

/**
 * Seed to order as the site writes it, wherever it is shown: the calculator, the table of
 * varieties, the season planner, paper and the message.
 */

// Keeps a figure and its unit on one line.
const nb = '\u00a0'

/** Whole kilograms: '910 kg'. */
export const kilograms = (kg: number) => `${formatNumber(kg)}${nb}kg`

/** The words for bags: '{bags} bags of {bagKg}', and '1 bag of {bagKg}' for one. */
export type BagWords = { bags: string; oneBag: string }

/** The seed to order: '910 kg (91 bags of 10 kg)', '10 kg (1 bag of 10 kg)', or '910 kg' by the kilogram. */
export function seedQuantity(order: SeedOrder, words: BagWords): string {
  if (order.bags === null || order.bags === 0) return kilograms(order.kilograms)
  const bagKg = kilograms(order.kilograms / order.bags)
  const bags =
    order.bags === 1
      ? fillTemplate(words.oneBag, { bagKg })
      : fillTemplate(words.bags, { bags: formatNumber(order.bags), bagKg })
  return `${kilograms(order.kilograms)} (${bags})`
}

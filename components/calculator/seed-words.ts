import type { ShownFigure } from '@/components/calculator/labels'
import type { CalculatorWords } from '@/content/calculator'
import { seedOrder, windowOpenOn, type OrderWindow, type SeedOrder, type SeedSale } from '@/lib/calculator/seed-order'
import { askField, seedAskId } from '@/lib/contact/ask'
import { kilograms, seedQuantity } from '@/lib/calculator/seed-text'
import { formatAsIs, formatCents, formatNumber } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

/**
 * Seed garlic to order in words: the kilograms (and bags), how they were worked out, the price and
 * the stock, and the request the contact form receives. Written once for the calculator's panel, its
 * printed and sent plan, the table of varieties and the season planner, so they all read alike.
 */

export type SeedWords = CalculatorWords['order']

/** A variety whose seed is sold, in the page's language. */
export type SaleVariety = SeedSale & { key: string; name: string }

// Keeps a figure and its unit on one line.
const nb = '\u00a0'

/** How the kilograms were worked out: '200 000 cloves at about 220 per kg'. */
export function seedWorking(
  order: SeedOrder,
  sale: Pick<SeedSale, 'clovesPerKg'>,
  words: Pick<SeedWords, 'working'>,
): string {
  return fillTemplate(words.working, { cloves: formatNumber(order.cloves), perKg: formatNumber(sale.clovesPerKg) })
}

/**
 * What a variety's stock allows: in stock or limited (with the kilograms left where given), or sold
 * out and the varieties still to be had; and a word when the order is more than is left.
 */
export function stockText(
  variety: SaleVariety,
  order: SeedOrder | null,
  words: SeedWords['availability'],
  stillToBeHad: readonly string[],
): string {
  if (variety.availability === 'sold-out')
    return stillToBeHad.length > 0
      ? `${words.soldOut} ${fillTemplate(words.stillToBeHad, { varieties: stillToBeHad.join(', ') })}`
      : words.soldOut
  const state = variety.availability === 'limited' ? words.limited : words.inStock
  const left =
    variety.kgLeft === undefined ? state : `${state}: ${fillTemplate(words.left, { kg: kilograms(variety.kgLeft) })}`
  return order?.moreThanLeft && variety.kgLeft !== undefined
    ? `${left}. ${fillTemplate(words.moreThanLeft, { kg: kilograms(variety.kgLeft) })}`
    : left
}

/** The name of a month (1 to 12) in a language: 'October', 'Oktober'. */
export function monthName(lang: string, month: number): string {
  return new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 15))
}

/** The order window as the table writes it: 'from October to March'. */
export function windowMonths(lang: string, window: OrderWindow): { from: string; to: string } {
  return { from: monthName(lang, window.from), to: monthName(lang, window.to) }
}

/**
 * The seed's words for a page, written on the server: outside the order window the request gives way
 * to when ordering opens, and that is always the window's first month, so it is named here once and
 * the tools need no names of months.
 */
export function seedWordsOn(words: SeedWords, window: OrderWindow, lang: string): SeedWords {
  return { ...words, closed: fillTemplate(words.closed, { month: monthName(lang, window.from) }) }
}

/** A land as a grower says it: square metres under a hectare, hectares (no trailing zeros) from one. */
export function landText(squareMetres: number, hectares: number): string {
  return hectares < 1 ? `${formatNumber(squareMetres)}${nb}m²` : `${formatAsIs(hectares)}${nb}ha`
}

/** The seed to order for a number of cloves, in words, and the request that names it. */
export type SeedFigures = {
  order: SeedOrder
  /** 'Seed to order: 910 kg (91 bags of 10 kg)'. */
  headline: ShownFigure
  /** '200 000 cloves at about 220 per kg'. */
  working: string
  /** 'The smallest order is 10 kg.', where the minimum sets the order; else null. */
  minimum: string | null
  /** The price per kilogram and the cost, or the price on request. */
  figures: ShownFigure[]
  stock: string
  soldOut: boolean
  /** The words "Ask for this seed" writes into the contact form's message. */
  message: string
}

export function seedFigures(
  variety: SaleVariety,
  cloves: number,
  land: string,
  words: SeedWords,
  stillToBeHad: readonly string[],
): SeedFigures {
  const order = seedOrder(cloves, variety)
  const quantity = seedQuantity(order, words)
  const working = seedWorking(order, variety, words)
  return {
    order,
    headline: { label: words.seedToOrder, value: quantity },
    working,
    minimum: order.minimumApplies ? fillTemplate(words.minimum, { minimum: kilograms(variety.minimumKg ?? 0) }) : null,
    // The cost only where it can be written to the cent (seedOrder); the price per kilogram always.
    figures: [
      {
        label: words.pricePerKg,
        value: order.priceCents === null ? words.priceOnRequest : formatCents(order.priceCents),
      },
      ...(order.amountCents === null ? [] : [{ label: words.cost, value: formatCents(order.amountCents) }]),
    ],
    stock: stockText(variety, order, words.availability, stillToBeHad),
    soldOut: variety.availability === 'sold-out',
    message: fillTemplate(words.message, { variety: variety.name, seed: quantity, land: `${land}, ${working}` }),
  }
}

/** "Ask for this seed": its link's address and words, or, outside the order window, when ordering opens. */
export type SeedAsk = { href: string; label: string; note: string } | { closed: string }

/**
 * "Ask for this seed" on a day: a link to the page's contact form that keeps the tools' part of the
 * address (`query`, without '?') and asks for seed, so a link opened in a new tab asks too; outside
 * the order window, when ordering opens instead (`words.closed`, as seedWordsOn writes it).
 */
export function seedAsk(
  query: string,
  window: OrderWindow,
  words: Pick<SeedWords, 'ask' | 'askNote' | 'closed'>,
  day: Date = new Date(),
): SeedAsk {
  if (!windowOpenOn(window, day)) return { closed: words.closed }
  const params = new URLSearchParams(query)
  params.set(askField, seedAskId)
  return { href: `?${params.toString()}#contact`, label: words.ask, note: words.askNote }
}

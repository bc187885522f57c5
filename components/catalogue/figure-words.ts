import type { CatalogueWords } from '@/content/catalogue'
import { formatNumber, formatRand } from '@/lib/format'
import type { Sex, Status } from '@/lib/sale/animal'
import { averageDecimals, compareFigure, decimalsOf, figureKeys, figureRules, type FigureKey } from '@/lib/sale/figures'
import { fillTemplate } from '@/lib/template'

/**
 * How the catalogue writes its figures, prices and dates, in the words of content/catalogue.yaml:
 * the pages' own (server) and the buyer's tools' (an island), so both write a figure the same way.
 */

/** The words these need: the figures' names and units, the standing words, the price words. */
export type FigureWords = {
  figures: CatalogueWords['figures']
  list: Pick<CatalogueWords['list'], 'onAuction' | 'onRequest' | 'notPublished' | 'status' | 'buyerFrom'>
}

/** A figure as the tables write it, as recorded, with its unit: "252 kg", "35,5 kg", "5,8 kg feed per kg gain". */
export function figureText(
  words: FigureWords,
  key: FigureKey,
  value: number,
  decimals: number = decimalsOf(value, figureRules[key].decimals),
): string {
  return `${formatNumber(value, decimals)}\u00a0${words.figures.names[key].unit}`
}

/** An average as the tables write it: one decimal more than the figure. */
export function averageText(words: FigureWords, key: FigureKey, value: number): string {
  return figureText(words, key, value, averageDecimals(key))
}

/** How a figure stands against its average, in words: "9,7 kg above · better". */
export function standingText(
  words: FigureWords,
  key: FigureKey,
  value: number,
  average: number,
): { text: string; better: boolean } {
  const { standing, difference, better } = compareFigure(key, value, average)
  if (standing === 'at') return { text: words.figures.at, better: false }
  const amount = figureText(words, key, difference, averageDecimals(key))
  const text = fillTemplate(standing === 'above' ? words.figures.above : words.figures.below, { difference: amount })
  return { text: better ? `${text} · ${words.figures.better}` : text, better }
}

/** The figures shown for an animal: those measured on its sex (no scrotal circumference for a heifer). */
export function figuresFor(animal: { sex: Sex }): FigureKey[] {
  return figureKeys.filter((key) => !(figureRules[key].bullsOnly && animal.sex === 'heifer'))
}

/**
 * The price line, from the price a reader may see: the price; "On auction" for a lot on offer; "Not
 * published" for one that sold without a published price; the status itself for a lot withdrawn or
 * not sold; "Price on request" for an animal for sale without a price.
 */
export function priceText(words: FigureWords, animal: { price?: number; status: Status }): string {
  if (animal.price !== undefined) return formatRand(animal.price)
  switch (animal.status) {
    case 'auction':
      return words.list.onAuction
    case 'sold':
    case 'subjectToConfirmation':
      return words.list.notPublished
    case 'withdrawn':
    case 'notSold':
      return words.list.status[animal.status]
    default:
      return words.list.onRequest
  }
}

/** A date written in the page's language: 14 September 2024. */
export function dateText(lang: string, isoDate: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** Who bought a lot, as far as it is published: "Mooiplaas Boerdery, Bethlehem", or "A buyer from Bethlehem". */
export function buyerText(words: Pick<FigureWords, 'list'>, buyer: { name?: string; town?: string }): string {
  if (buyer.name) return buyer.town ? `${buyer.name}, ${buyer.town}` : buyer.name
  return fillTemplate(words.list.buyerFrom, { town: buyer.town ?? '' })
}

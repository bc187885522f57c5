import type { CatalogueWords } from '@/content/catalogue'
import { formatNumber } from '@/lib/format'
import { decimalsOf } from '@/lib/sale/figures'
import type { EbvRule, EbvStanding } from '@/lib/sale/breeding-values'
import { fillTemplate } from '@/lib/template'

/**
 * How the catalogue writes breeding values, in the words of content/catalogue.yaml: the pages'
 * own (server) and the comparison's (written on the server for the buyer's tools), alike.
 */

export type EbvWords = CatalogueWords['ebvs']

/**
 * A breeding value with its sign, as evaluations print it, and its unit: "+21,5 kg", "−0,9 kg",
 * "0 kg". An index is a score (its average often 100): it has no plus.
 */
export function ebvText(words: Pick<EbvWords, 'units'>, rule: EbvRule, value: number): string {
  const sign = value < 0 ? '\u2212' : value > 0 && rule.unit !== 'points' ? '+' : ''
  return `${sign}${formatNumber(Math.abs(value), decimalsOf(value, rule.decimals))}\u00a0${words.units[rule.unit]}`
}

/** An accuracy: "72 %". */
export const accuracyText = (accuracy: number) => `${formatNumber(accuracy)}\u00a0%`

/**
 * Where an animal stands in the breed, in words: "Top 10 % for weaning weight"; "Below breed
 * average, better for calving ease"; "Above breed average".
 */
export function standingWords(
  words: Pick<EbvWords, 'top' | 'above' | 'below' | 'at'>,
  trait: { trait: string; betterFor?: string },
  standing: EbvStanding,
): string {
  if (standing.kind === 'top') return fillTemplate(words.top, { percent: standing.percent, trait: trait.trait })
  const said = words[standing.kind]
  return standing.better && trait.betterFor ? `${said}, ${trait.betterFor}` : said
}

/** A month as the page's language writes it: "March 2027", "Maart 2027". */
export function monthText(lang: string, month: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )
}

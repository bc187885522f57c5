import { fixedDigits, fraction, parseDecimal } from '@/lib/exact-decimal'
import type { FixedDigits } from '@/lib/exact-decimal'

/**
 * The one way the site writes numbers and money, South African style: a no-break space between
 * thousands and a decimal comma: 10 117, 1,0117, R 1 000, R 5,50.
 *
 * The separators are written here rather than by `Intl.NumberFormat('en-ZA')`, whose output comes
 * from each browser's own locale data and has changed between versions (CLDR 44 and 45 wrote
 * en-ZA as 1,234.56; CLDR 46 went back to 1 234,56), so a figure reads the same on every phone.
 * Rounding follows the browsers' formatter: the shortest decimal that reads back as the number
 * (what `String()` writes), rounded half away from zero.
 */
export const groupSeparator = '\u00a0'
export const decimalSeparator = ','

function assertFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value} as a number`)
}

/** Plain digits with the thousands grouped and the decimal comma, and the sign apart. */
function written({ negative, whole, fraction: decimals }: FixedDigits): { sign: string; number: string } {
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, groupSeparator)
  return { sign: negative ? '-' : '', number: decimals ? `${grouped}${decimalSeparator}${decimals}` : grouped }
}

/** The digits of a number rounded to `decimals` places, with the sign only when it is not zero. */
function digitsOf(value: number, decimals: number): { sign: string; number: string } {
  assertFinite(value)
  // String() of a finite number is always a decimal parseDecimal reads (1e+21 and 5e-7 included).
  return written(fixedDigits(parseDecimal(String(value))!, decimals))
}

/** A number rounded to exactly `decimals` places (0 by default): 10 117; 1,0117 with 4. */
export function formatNumber(value: number, decimals = 0): string {
  const { sign, number } = digitsOf(value, decimals)
  return `${sign}${number}`
}

/** A number with the decimals it has, up to `most` (4 by default), none added: 2; 2,5; 1,2346 for 1.23456. */
export function formatAsIs(value: number, most = 4): string {
  return formatNumber(value, Math.min(most, String(value).split('.')[1]?.length ?? 0))
}

/** An amount in rand: whole amounts without cents (R 1 000), others with two decimals (R 5,50). */
export function formatRand(amount: number): string {
  const { sign, number } = digitsOf(amount, Number.isInteger(amount) ? 0 : 2)
  return `${sign}R${groupSeparator}${number}`
}

/**
 * An amount held in whole cents, written in rand exactly as formatRand writes rand: R 2 000,
 * R 5,50. Worked on the integer, so no amount of cents is ever off by one through a float.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
  const { sign, number } = written(fixedDigits(fraction(cents, 100), cents % 100 === 0 ? 0 : 2))
  return `${sign}R${groupSeparator}${number}`
}

/** A percentage written the same way: 65%. */
export function formatPercent(value: number, decimals = 0): string {
  return `${formatNumber(value, decimals)}%`
}

/** A range of percentages with an en dash, the sign written once: 8–12%. */
export function formatPercentRange(min: number, max: number, decimals = 0): string {
  return `${formatNumber(min, decimals)}–${formatPercent(max, decimals)}`
}

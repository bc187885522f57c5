/**
 * The one way the site writes numbers and money: South African style (en-ZA), with a
 * non-breaking space between thousands and a decimal comma: 10 117, 1,0117, R 1 000, R 5,50.
 */
const locale = 'en-ZA'
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options)
    formatters.set(key, cached)
  }
  return cached
}

function assertFinite(value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value} as a number`)
}

/** A number rounded to exactly `decimals` places (0 by default): 10 117; 1,0117 with 4. */
export function formatNumber(value: number, decimals = 0): string {
  assertFinite(value)
  const text = formatter(`n${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value)
  // Rounding a tiny negative number must not show "-0".
  return /^-0(?:[,.]0*)?$/.test(text) ? text.slice(1) : text
}

/** An amount in rand: whole amounts without cents (R 1 000), others with two decimals (R 5,50). */
export function formatRand(amount: number): string {
  assertFinite(amount)
  const whole = Number.isInteger(amount)
  return formatter(whole ? 'zar0' : 'zar2', {
    style: 'currency',
    currency: 'ZAR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount)
}

/** A percentage written the same way: 65%. */
export function formatPercent(value: number, decimals = 0): string {
  return `${formatNumber(value, decimals)}%`
}

/** A range of percentages with an en dash, the sign written once: 8–12%. */
export function formatPercentRange(min: number, max: number, decimals = 0): string {
  return `${formatNumber(min, decimals)}–${formatPercent(max, decimals)}`
}

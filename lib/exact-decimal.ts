/**
 * Exact arithmetic on decimal numbers as fractions of big integers, so a figure like
 * 0.15 m × 0.30 m × 1.1 is 0.0495 m² exactly, not the binary float 0.049500000000000002, and every
 * rounding happens once, half up, at the end, the way a person works it out on paper.
 */
export type Fraction = { readonly numerator: bigint; readonly denominator: bigint }

// The HTML grammar of a valid floating-point number (what an <input type="number"> reports): 12, -3.5, .5, 1e3.
const decimalPattern = /^(-?)(\d*)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/
// Longer text is not a number anyone types; refusing it keeps the work bounded.
const maxTextLength = 64
// Beyond this an exponent changes nothing a caller can see: the value is far past any limit either way.
const maxExponent = 400

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent)
}

/** An integer or a ratio of integers as a fraction: `fraction(404686, 100)` is 4046.86 exactly. */
export function fraction(numerator: number | bigint, denominator: number | bigint = 1): Fraction {
  const den = BigInt(denominator)
  if (den === 0n) throw new RangeError('A fraction cannot have a zero denominator')
  return den < 0n
    ? { numerator: -BigInt(numerator), denominator: -den }
    : { numerator: BigInt(numerator), denominator: den }
}

/** Reads a decimal as written in an <input type="number"> or a URL; null when the text is not one. */
export function parseDecimal(text: string): Fraction | null {
  if (text.length > maxTextLength) return null
  const match = decimalPattern.exec(text)
  if (!match) return null
  const [, sign, whole, fractionDigits = '', exponentText] = match
  if (whole === '' && fractionDigits === '') return null
  const digits = BigInt(`${whole}${fractionDigits}` || '0')
  const exponent = Math.max(-maxExponent, Math.min(maxExponent, Number(exponentText ?? 0))) - fractionDigits.length
  const magnitude = exponent >= 0 ? fraction(digits * pow10(exponent)) : fraction(digits, pow10(-exponent))
  return sign === '-' ? fraction(-magnitude.numerator, magnitude.denominator) : magnitude
}

export function multiply(...factors: Fraction[]): Fraction {
  return factors.reduce(
    (product, factor) => fraction(product.numerator * factor.numerator, product.denominator * factor.denominator),
    fraction(1),
  )
}

export function divide(dividend: Fraction, divisor: Fraction): Fraction {
  return fraction(dividend.numerator * divisor.denominator, dividend.denominator * divisor.numerator)
}

/** Negative, zero or positive as `a` is less than, equal to or greater than `b`. */
export function compare(a: Fraction, b: Fraction): number {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

export function isWhole(value: Fraction): boolean {
  return value.numerator % value.denominator === 0n
}

/** The largest whole number not above a value that is zero or more: 199 999,99 seeds are 199 999 seeds. */
export function floorOf(value: Fraction): number {
  if (value.numerator < 0n) throw new RangeError('floorOf expects a value of zero or more')
  return Number(value.numerator / value.denominator)
}

/** A decimal written out in plain digits: its sign, the whole part and exactly `decimals` fraction digits. */
export type FixedDigits = { readonly negative: boolean; readonly whole: string; readonly fraction: string }

/**
 * A value rounded half away from zero to `decimals` places, in plain digits with no separators:
 * 2.675 to 2 places is { whole: '2', fraction: '68' }. A value that rounds to zero has no sign.
 */
export function fixedDigits(value: Fraction, decimals: number): FixedDigits {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Not a number of decimal places: ${decimals}`)
  const magnitude = value.numerator < 0n ? -value.numerator : value.numerator
  const scaled = (2n * magnitude * pow10(decimals) + value.denominator) / (2n * value.denominator)
  const digits = scaled.toString().padStart(decimals + 1, '0')
  return {
    negative: value.numerator < 0n && scaled !== 0n,
    whole: digits.slice(0, digits.length - decimals),
    fraction: decimals === 0 ? '' : digits.slice(-decimals),
  }
}

/**
 * A value of zero or more rounded half up to `decimals` places, as the number closest to that
 * decimal: 0.00495 to 4 places is 0.005 (0,0050 when formatted), where rounding the float 0.00495
 * would depend on its binary error. Exact when the result has at most 15 significant digits.
 */
export function roundHalfUp(value: Fraction, decimals: number): number {
  if (value.numerator < 0n) throw new RangeError('roundHalfUp expects a value of zero or more')
  const scaled = value.numerator * pow10(decimals)
  const rounded = (2n * scaled + value.denominator) / (2n * value.denominator)
  if (decimals === 0) return Number(rounded)
  const digits = rounded.toString().padStart(decimals + 1, '0')
  return Number(`${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`)
}

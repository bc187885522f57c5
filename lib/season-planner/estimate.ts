import { compare, divide, fraction, multiply, parseDecimal, roundHalfUp } from '@/lib/exact-decimal'
import type { Fraction } from '@/lib/exact-decimal'
import type {
  EstimateLine,
  PlannerOutcome,
  PlannerProblems,
  PlannerQuantity,
  ProcessingTime,
  QuantityProblem,
  SeasonEntries,
  SeasonPrices,
  ServiceGroup,
} from '@/lib/season-planner/types'
import { plannerLimits } from '@/lib/season-planner/types'

/**
 * The season planner's rules: a grower's hectares, tons and distance, and the services they want, priced
 * with the published prices into an itemised estimate. Money is counted in whole cents: each line
 * is its quantity × its unit price, worked exactly and rounded once, half up, to the cent; the
 * total is the sum of the lines as shown, so the lines always add up to it.
 */

// Longer text is not a quantity anyone types; refusing it keeps the work bounded.
const maxTextLength = 32
// Digits with one decimal comma or point; a leading minus is read so it can be answered precisely.
const quantityPattern = /^(-?)(\d*)(?:[.,](\d*))?$/
// Spaces group thousands (1 000, as the site writes them), ordinary or no-break.
const groupSpaces = /[\s\u00a0\u202f]/g

type Read = { ok: true; value: Fraction; decimals: number } | { ok: false; problem: QuantityProblem }

/**
 * A quantity as a grower types it: 2,5 or 2.5 (a decimal comma or point), 1 000 (spaces between
 * thousands), at most one separator. Only the decimals that are not trailing zeros count.
 */
export function readQuantity(text: string, { max, decimals }: { max: number; decimals: number }): Read {
  const trimmed = text.trim().replace(/^\u2212/, '-')
  if (trimmed === '') return { ok: false, problem: 'empty' }
  const compact = trimmed.replace(groupSpaces, '')
  const match = compact.length <= maxTextLength ? quantityPattern.exec(compact) : null
  if (!match) return { ok: false, problem: 'notANumber' }
  const [, sign, whole = '', fractionDigits = ''] = match
  if (whole === '' && fractionDigits === '') return { ok: false, problem: 'notANumber' }
  const significant = fractionDigits.replace(/0+$/, '')
  const magnitude = fraction(BigInt(`${whole}${significant}` || '0'), 10n ** BigInt(significant.length))
  if (sign === '-' || magnitude.numerator === 0n) return { ok: false, problem: 'notPositive' }
  if (compare(magnitude, fraction(max)) > 0) return { ok: false, problem: 'tooLarge' }
  if (significant.length > decimals) return { ok: false, problem: 'tooPrecise' }
  return { ok: true, value: magnitude, decimals: significant.length }
}

/** A price in rand to the cent (1000, 5.5) as whole cents; anything finer is a mistake in the data. */
export function randToCents(rand: number): number {
  const value = Number.isFinite(rand) ? parseDecimal(String(rand)) : null
  const cents = value && multiply(value, fraction(100))
  if (!cents || cents.numerator % cents.denominator !== 0n)
    throw new RangeError(`Not an amount in rand to the cent: ${rand}`)
  return Number(cents.numerator / cents.denominator)
}

function line(
  kind: EstimateLine['kind'],
  key: string,
  quantity: { value: Fraction; decimals: number },
  price: number,
): EstimateLine {
  const unitCents = randToCents(price)
  return {
    kind,
    key,
    quantity: roundHalfUp(quantity.value, quantity.decimals),
    quantityDecimals: quantity.decimals,
    unitCents,
    amountCents: roundHalfUp(multiply(quantity.value, fraction(unitCents)), 0),
  }
}

/** Tons ÷ tons per hour: under an hour in whole minutes (at least 1), else in hours to one decimal. */
export function processingTime(tons: Fraction, tonsPerHour: number): ProcessingTime {
  const rate = parseDecimal(String(tonsPerHour))
  if (!rate || rate.numerator <= 0n) throw new RangeError(`Not a number of tons per hour: ${tonsPerHour}`)
  const hours = divide(tons, rate)
  const minutes = roundHalfUp(multiply(hours, fraction(60)), 0)
  if (compare(hours, fraction(1)) < 0 && minutes < 60) return { unit: 'minutes', value: Math.max(1, minutes) }
  return { unit: 'hours', value: roundHalfUp(hours, 1) }
}

/** Services chosen from a group, in the price list's order; keys it does not have are left out. */
function chosen(prices: SeasonPrices[ServiceGroup], keys: readonly string[]) {
  return prices.filter((service) => keys.includes(service.key))
}

/**
 * The estimate for what was entered. A group counts once anything of it is entered: the field
 * services with their hectares and the distance (the team travels to the land), processing with
 * its tons. Every entry of a group that counts must be right and at least one of its services
 * chosen; otherwise the problems say what to fix, and there is no total that leaves a part out.
 */
export function seasonEstimate(entries: SeasonEntries, prices: SeasonPrices): PlannerOutcome {
  const field = chosen(prices.field, entries.field)
  const processing = chosen(prices.processing, entries.processing)
  const fieldCounts = field.length > 0 || entries.hectares.trim() !== '' || entries.kilometres.trim() !== ''
  const processingCounts = processing.length > 0 || entries.tons.trim() !== ''
  if (!fieldCounts && !processingCounts) return { status: 'empty' }

  const problems: PlannerProblems = {}
  const read = (quantity: PlannerQuantity) => {
    const result = readQuantity(entries[quantity], plannerLimits[quantity])
    if (!result.ok) problems[quantity] = result.problem
    return result
  }
  const lines: EstimateLine[] = []
  let tons: Fraction | null = null
  if (fieldCounts) {
    if (field.length === 0) problems.field = 'noService'
    const hectares = read('hectares')
    const kilometres = read('kilometres')
    if (hectares.ok && kilometres.ok) {
      lines.push(...field.map((service) => line('field', service.key, hectares, service.price)))
      if (field.length > 0) lines.push(line('travel', 'travel', kilometres, prices.travelPerKilometre))
    }
  }
  if (processingCounts) {
    if (processing.length === 0) problems.processing = 'noService'
    const weight = read('tons')
    if (weight.ok) {
      tons = weight.value
      lines.push(...processing.map((service) => line('processing', service.key, weight, service.price)))
    }
  }
  if (Object.keys(problems).length > 0) return { status: 'incomplete', problems }
  return {
    status: 'estimate',
    estimate: {
      lines,
      totalCents: lines.reduce((sum, each) => sum + each.amountCents, 0),
      processingTime: tons ? processingTime(tons, prices.tonsPerHour) : null,
    },
  }
}

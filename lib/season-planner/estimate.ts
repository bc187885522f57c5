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
import { randToCents } from '@/lib/prices'
import { seedsForLand } from '@/lib/calculator/garlic-calculator'
import { seedOrder } from '@/lib/calculator/seed-order'

const squareMetresPerHectare = fraction(10_000)

export { randToCents } from '@/lib/prices'

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
  const sale = prices.seeds.find((seed) => seed.key === entries.seed)
  // Hectares alone ask for field services, unless they are the seed's land.
  const fieldCounts = field.length > 0 || entries.kilometres.trim() !== '' || (entries.hectares.trim() !== '' && !sale)
  const processingCounts = processing.length > 0 || entries.tons.trim() !== ''
  if (!fieldCounts && !processingCounts && !sale) return { status: 'empty' }

  const problems: PlannerProblems = {}
  const read = (quantity: PlannerQuantity) => {
    const result = readQuantity(entries[quantity], plannerLimits[quantity])
    if (!result.ok) problems[quantity] = result.problem
    return result
  }
  const lines: EstimateLine[] = []
  let tons: Fraction | null = null
  const hectares = fieldCounts || sale ? read('hectares') : null
  if (fieldCounts) {
    if (field.length === 0) problems.field = 'noService'
    const kilometres = read('kilometres')
    if (hectares?.ok && kilometres.ok) {
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
  // The seed for the land, as the calculator works it out for the same hectares.
  const seed =
    sale && hectares?.ok
      ? {
          key: sale.key,
          hectares: roundHalfUp(hectares.value, hectares.decimals),
          hectaresDecimals: hectares.decimals,
          clovesPerKg: sale.clovesPerKg,
          order: seedOrder(seedsForLand(multiply(hectares.value, squareMetresPerHectare), sale), sale),
        }
      : null
  return {
    status: 'estimate',
    estimate: {
      lines,
      seed,
      totalCents: lines.reduce((sum, each) => sum + each.amountCents, 0) + (seed?.order.amountCents ?? 0),
      processingTime: tons ? processingTime(tons, prices.tonsPerHour) : null,
    },
  }
}

import { decimalsOf, roundTo } from './figures'

/**
 * The breed society's genetic evaluation of an animal, as buyers of stud cattle choose by it (for
 * Bonsmara, SA Stud Book's Logix Beef): an estimated breeding value (EBV) for each trait, with its
 * accuracy, against the breed's average, and where the owner has them the breed's percentile bands.
 * The content schema, the import and the pages read these rules; every word is content's.
 */

/** The traits the society publishes breeding values for, in the order a buyer reads them. */
export const ebvKeys = [
  'birth',
  'weaning',
  'milk',
  'yearling',
  'final',
  'matureCow',
  'firstCalving',
  'calvingInterval',
  'scrotum',
] as const
export type EbvKey = (typeof ebvKeys)[number]

export type EbvRule = {
  /** The unit, as the tables print it after the number (the words of content/catalogue.yaml). */
  unit: 'kg' | 'days' | 'cm' | 'points'
  /** The most decimals an evaluation gives (two for the small traits: a birth EBV of +0,25 kg). */
  decimals: 1 | 2
  /** Which way is better for a buyer: a lighter calf at birth, a heavier one at weaning. */
  better: 'higher' | 'lower'
  /** The range a real breeding value falls in: one outside it is a typing or export mistake. */
  min: number
  max: number
  /** Measured on bulls only. */
  bullsOnly?: true
}

export const ebvRules: Readonly<Record<EbvKey, EbvRule>> = {
  // Birth, direct: lighter at birth means easier calving.
  birth: { unit: 'kg', decimals: 2, better: 'lower', min: -10, max: 15 },
  weaning: { unit: 'kg', decimals: 1, better: 'higher', min: -50, max: 80 },
  // Weaning, maternal: the dam's milk, as her calves' weaning weight shows it.
  milk: { unit: 'kg', decimals: 1, better: 'higher', min: -40, max: 50 },
  yearling: { unit: 'kg', decimals: 1, better: 'higher', min: -80, max: 130 },
  // 18 months (540 or 600 days), the final weight.
  final: { unit: 'kg', decimals: 1, better: 'higher', min: -100, max: 160 },
  // A lighter mature cow eats less to raise the same calf.
  matureCow: { unit: 'kg', decimals: 1, better: 'lower', min: -100, max: 150 },
  firstCalving: { unit: 'days', decimals: 1, better: 'lower', min: -100, max: 100 },
  calvingInterval: { unit: 'days', decimals: 1, better: 'lower', min: -60, max: 60 },
  scrotum: { unit: 'cm', decimals: 2, better: 'higher', min: -8, max: 10, bullsOnly: true },
}

/** A selection index the society publishes (its key is the sale's own): more is better, in points. */
export const indexRule: EbvRule = { unit: 'points', decimals: 1, better: 'higher', min: -1000, max: 1000 }

/** An accuracy is a whole per cent, from 1 to 99 (no evaluation is certain). */
export const accuracyLimits = { min: 1, max: 99 } as const

/** A ratio against the animal's contemporaries, 100 their average: 40 to 200. */
export const ratioLimits = { min: 40, max: 200 } as const

/** One trait's breeding value: the EBV, its accuracy (%), and the ratio (100 = contemporaries) where given. */
export type BreedingValue = { value: number; accuracy?: number; ratio?: number }

/** What is wrong with a breeding value under `rule`, or undefined. */
export function breedingValueProblem(rule: EbvRule, value: number): string | undefined {
  if (!Number.isFinite(value)) return 'is not a number'
  if (value < rule.min || value > rule.max) return `must be from ${rule.min} to ${rule.max}`
  if (roundTo(value, rule.decimals) !== value) {
    return `must have at most ${rule.decimals} decimal${rule.decimals === 1 ? '' : 's'}`
  }
  return undefined
}

/** What is wrong with an accuracy, or undefined. */
export function accuracyProblem(accuracy: number): string | undefined {
  if (!Number.isInteger(accuracy)) return 'must be a whole per cent'
  if (accuracy < accuracyLimits.min || accuracy > accuracyLimits.max) {
    return `must be from ${accuracyLimits.min} to ${accuracyLimits.max} %`
  }
  return undefined
}

/**
 * The percentile bands of one trait across the breed: for "the best N %", the value that marks
 * them (for a trait where less is better, the highest value still among them).
 */
export const bandPercents = [1, 2, 5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 98, 99] as const
export type BandPercent = (typeof bandPercents)[number]
export type Bands = Partial<Record<BandPercent, number>>

/** Whether `value` is at least as good as `mark` for a trait that is better `rule.better`. */
const reaches = (better: EbvRule['better'], value: number, mark: number) =>
  better === 'higher' ? value >= mark : value <= mark

/** What is wrong with a trait's bands: each wider band's mark may not be better than a narrower's. */
export function bandsProblem(better: EbvRule['better'], bands: Bands): string | undefined {
  const given = bandPercents.filter((percent) => bands[percent] !== undefined)
  for (let at = 1; at < given.length; at++) {
    const [narrower, wider] = [given[at - 1]!, given[at]!]
    if (!reaches(better, bands[narrower]!, bands[wider]!)) {
      return (
        `the top ${wider} % band (${bands[wider]}) is better than the top ${narrower} % band ` +
        `(${bands[narrower]}): the bands widen towards the breed's average`
      )
    }
  }
  return undefined
}

/**
 * Where an animal stands in the breed for one trait: among the best N % (the narrowest band it
 * reaches, of the half of the breed that is better than its middle), or else above, below or at
 * the breed's average, and whether that is better for a buyer.
 */
export type EbvStanding = { kind: 'top'; percent: BandPercent } | { kind: 'above' | 'below' | 'at'; better: boolean }

export function ebvStanding(rule: EbvRule, value: number, average: number, bands: Bands = {}): EbvStanding {
  const top = bandPercents.find(
    (percent) => percent <= 50 && bands[percent] !== undefined && reaches(rule.better, value, bands[percent]!),
  )
  if (top !== undefined) return { kind: 'top', percent: top }
  const decimals = Math.max(rule.decimals, decimalsOf(average, 3))
  const difference = roundTo(value - average, decimals)
  if (difference === 0) return { kind: 'at', better: false }
  const kind = difference > 0 ? 'above' : 'below'
  return { kind, better: (kind === 'above') === (rule.better === 'higher') }
}

/**
 * The scale a trait's bars are drawn on, the same for every animal of the sale: from the breed's
 * worst band to its best where the bands are given, and wide enough for every animal's value and
 * the breed's average, with the average in the middle.
 */
export function ebvScale(average: number, values: readonly number[], bands: Bands = {}): { from: number; to: number } {
  const marks = [...values, ...Object.values(bands)]
  const reach = Math.max(...marks.map((mark) => Math.abs(mark - average)), 0)
  const half = reach > 0 ? reach * 1.15 : 1
  return { from: average - half, to: average + half }
}

/**
 * Where a value falls on a scale, from 0 (its start) to 1 (its end), kept within it; and the half
 * width of the band drawn around it for its accuracy: the less certain, the wider (a quarter of the
 * scale at an accuracy of 1 %, none at 100 %).
 */
export function barPlacement(
  scale: { from: number; to: number },
  value: number,
  accuracy: number | undefined,
): { at: number; spread: number } {
  const at = Math.min(1, Math.max(0, (value - scale.from) / (scale.to - scale.from)))
  const spread = accuracy === undefined ? 0 : ((100 - accuracy) / 100) * 0.25
  return { at, spread }
}

/** The minimum accuracies a buyer may ask for, in the catalogue's filter. */
export const accuracySteps = [50, 60, 70, 80, 90] as const

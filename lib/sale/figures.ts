/**
 * The performance figures a Bonsmara sale catalogue publishes, as the breed society reports them:
 * each with its unit, how many decimals it is written with, which way is better, and the range a
 * real animal's figure falls in (a figure outside it is a typing or export mistake). The content
 * schema, the spreadsheet import and the pages all read this one list.
 */
export const figureKeys = [
  'birthWeight',
  'weaning205',
  'weight365',
  'weight540',
  'adg',
  'fcr',
  'scrotal',
  'damIcp',
] as const
export type FigureKey = (typeof figureKeys)[number]

export type FigureRule = {
  /** The unit, as the tables print it after the number. */
  unit: 'kg' | 'g/day' | 'kg/kg' | 'cm' | 'days'
  /** Decimals the figure is written and compared with. */
  decimals: 0 | 1
  /** Which way is better for a buyer: a heavier weaner, a lighter calf at birth. */
  better: 'higher' | 'lower'
  min: number
  max: number
  /** Measured on bulls only (scrotal circumference). */
  bullsOnly?: true
}

export const figureRules: Readonly<Record<FigureKey, FigureRule>> = {
  // Lighter at birth means easier calving.
  birthWeight: { unit: 'kg', decimals: 0, better: 'lower', min: 15, max: 70 },
  weaning205: { unit: 'kg', decimals: 0, better: 'higher', min: 80, max: 450 },
  weight365: { unit: 'kg', decimals: 0, better: 'higher', min: 120, max: 750 },
  weight540: { unit: 'kg', decimals: 0, better: 'higher', min: 180, max: 950 },
  // Average daily gain on the growth test (Phase C or D), in grams a day as the test reports it.
  adg: { unit: 'g/day', decimals: 0, better: 'higher', min: 300, max: 3500 },
  // Kilograms of feed for each kilogram of gain, where the test measured intake.
  fcr: { unit: 'kg/kg', decimals: 1, better: 'lower', min: 2, max: 15 },
  scrotal: { unit: 'cm', decimals: 0, better: 'higher', min: 20, max: 55, bullsOnly: true },
  // The dam's average days between calves: shorter is more fertile.
  damIcp: { unit: 'days', decimals: 0, better: 'lower', min: 300, max: 800 },
}

export type Figures = Partial<Record<FigureKey, number>>

/**
 * `value` rounded to `decimals`, half away from zero, as a reader rounds the decimal number written:
 * 6.05 to one decimal is 6.1 (in binary, 6.05 × 10 falls a hair short of 60.5).
 */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * scale).toPrecision(12)))) / scale
}

/** A figure as written: rounded to its decimals. */
export function roundFigure(key: FigureKey, value: number): number {
  return roundTo(value, figureRules[key].decimals)
}

/** An average is written with one decimal more than the figure. */
export function averageDecimals(key: FigureKey): number {
  return figureRules[key].decimals + 1
}

/** Whether `value` is a figure an animal can have, with no more decimals than the figure is written with. */
export function figureProblem(key: FigureKey, value: number): string | undefined {
  const rule = figureRules[key]
  if (!Number.isFinite(value)) return 'is not a number'
  if (value < rule.min || value > rule.max) return `must be from ${rule.min} to ${rule.max} ${rule.unit}`
  if (roundFigure(key, value) !== value)
    return rule.decimals === 0 ? 'must be a whole number' : `must have at most ${rule.decimals} decimal`
  return undefined
}

/** Where an animal stands against the average: above, below or at it, as written. */
export type Standing = 'above' | 'below' | 'at'

export type Comparison = {
  standing: Standing
  /** The difference as written, always positive: 12 (kg above), 0.3 (kg/kg below). */
  difference: number
  /** Better than the average for a buyer: above where higher is better, below where lower is. */
  better: boolean
}

/** An animal's figure against the average, compared as both are written (the average with one decimal more). */
export function compareFigure(key: FigureKey, value: number, average: number): Comparison {
  const rule = figureRules[key]
  const decimals = averageDecimals(key)
  const difference = roundTo(roundTo(value, decimals) - roundTo(average, decimals), decimals)
  const standing: Standing = difference > 0 ? 'above' : difference < 0 ? 'below' : 'at'
  const better = (standing === 'above' && rule.better === 'higher') || (standing === 'below' && rule.better === 'lower')
  return { standing, difference: Math.abs(difference), better }
}

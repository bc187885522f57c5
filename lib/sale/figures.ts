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
  /** The most decimals a record carries (a birth weight of 35,5 kg); a figure is written as recorded. */
  decimals: 0 | 1 | 2
  /** Decimals an average is written and compared with. */
  averageDecimals: 1 | 2
  /** Which way is better for a buyer: a heavier weaner, a lighter calf at birth. */
  better: 'higher' | 'lower'
  min: number
  max: number
  /** Measured on bulls only (scrotal circumference). */
  bullsOnly?: true
}

export const figureRules: Readonly<Record<FigureKey, FigureRule>> = {
  // Lighter at birth means easier calving.
  birthWeight: { unit: 'kg', decimals: 1, averageDecimals: 1, better: 'lower', min: 15, max: 70 },
  weaning205: { unit: 'kg', decimals: 1, averageDecimals: 1, better: 'higher', min: 80, max: 450 },
  weight365: { unit: 'kg', decimals: 1, averageDecimals: 1, better: 'higher', min: 120, max: 750 },
  weight540: { unit: 'kg', decimals: 1, averageDecimals: 1, better: 'higher', min: 180, max: 950 },
  // Average daily gain on the growth test (Phase C or D), in grams a day as the test reports it.
  adg: { unit: 'g/day', decimals: 0, averageDecimals: 1, better: 'higher', min: 300, max: 3500 },
  // Kilograms of feed for each kilogram of gain, where the test measured intake.
  fcr: { unit: 'kg/kg', decimals: 2, averageDecimals: 2, better: 'lower', min: 2, max: 15 },
  scrotal: { unit: 'cm', decimals: 1, averageDecimals: 1, better: 'higher', min: 20, max: 55, bullsOnly: true },
  // The dam's average days between calves: shorter is more fertile.
  damIcp: { unit: 'days', decimals: 0, averageDecimals: 1, better: 'lower', min: 300, max: 800 },
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

/** The decimals a value is written with, as recorded: 36 has none, 35.5 one, 5.85 two (at most `most`). */
export function decimalsOf(value: number, most: number): number {
  for (let decimals = 0; decimals < most; decimals++) if (roundTo(value, decimals) === value) return decimals
  return most
}

/** An average is written with a decimal more than most records carry (242,3 kg beside 242 kg), two for FCR. */
export function averageDecimals(key: FigureKey): number {
  return figureRules[key].averageDecimals
}

/** Whether `value` is a figure an animal can have, with no more decimals than a record carries. */
export function figureProblem(key: FigureKey, value: number): string | undefined {
  const rule = figureRules[key]
  if (!Number.isFinite(value)) return 'is not a number'
  if (value < rule.min || value > rule.max) return `must be from ${rule.min} to ${rule.max} ${rule.unit}`
  if (roundFigure(key, value) !== value)
    return rule.decimals === 0
      ? 'must be a whole number'
      : `must have at most ${rule.decimals} decimal${rule.decimals === 1 ? '' : 's'}`
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

/** An animal's figure against the average, compared as both are written (the average with its decimals). */
export function compareFigure(key: FigureKey, value: number, average: number): Comparison {
  const rule = figureRules[key]
  const decimals = averageDecimals(key)
  const difference = roundTo(roundTo(value, decimals) - roundTo(average, decimals), decimals)
  const standing: Standing = difference > 0 ? 'above' : difference < 0 ? 'below' : 'at'
  const better = (standing === 'above' && rule.better === 'higher') || (standing === 'below' && rule.better === 'lower')
  return { standing, difference: Math.abs(difference), better }
}

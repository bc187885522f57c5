import { compare, divide, floorOf, fraction, isWhole, multiply, parseDecimal, roundHalfUp } from '@/lib/exact-decimal'
import type { Fraction } from '@/lib/exact-decimal'
import { landLimits, seedLimits, type LandUnit } from '@/lib/calculator/inputs'

export { calculatorModes, landLimits, landUnits, seedLimits } from '@/lib/calculator/inputs'
export type { CalculatorMode, LandUnit } from '@/lib/calculator/inputs'

/**
 * The Garlic Seed Calculator's rules. Every figure is worked out exactly (spacings as whole
 * centimetres, areas as fractions) and rounded once, half up, to the places it is shown with, so
 * the page agrees with the same sum done by hand: 1 000 Pink Egyptian seeds × 450 cm² × 1.1 =
 * 49.5 m², shown as 50 m².
 */
/** Spacings in whole centimetres (content/garlic.ts checks they are whole). */
export type PlantSpacing = { plantSpacingCm: number; rowSpacingCm: number }

/** Decimal places each kind of figure is rounded to and shown with. */
export const displayDecimals = {
  squareMetres: 0,
  hectares: 4,
  acres: 4,
  seeds: 0,
  litres: 0,
  plantsPerSquareMetre: 2,
} as const

const squareCentimetresPerSquareMetre = 10_000
const squareMetresPerUnit: Record<LandUnit, Fraction> = {
  sqm: fraction(1),
  hectare: fraction(10_000),
  acre: fraction(404_686, 100),
}
/** The rules' constants, also for the words that explain them on the page. */
export const calculatorRules = {
  /** Seeds to land adds this share for pathways; land to seeds plants the rest of the land. */
  pathwayPercent: 10,
  waterLitresPerSquareMetrePerWeek: 10,
  weeksPerSeason: 20,
} as const
const pathwayAllowance = fraction(100 + calculatorRules.pathwayPercent, 100)
const plantedShare = fraction(100 - calculatorRules.pathwayPercent, 100)
const waterLitresPerSquareMetrePerWeek = fraction(calculatorRules.waterLitresPerSquareMetrePerWeek)
const weeksPerMonth = fraction(433, 100)
const weeksPerSeason = fraction(calculatorRules.weeksPerSeason)

export type NoResultReason = 'empty' | 'notANumber' | 'belowMinimum' | 'notWhole' | 'aboveMaximum'
export type LandFigures = { squareMetres: number; hectares: number; acres: number }
export type WaterFigures = { perWeek: number; perMonth: number; perSeason: number }
type CommonFigures = PlantSpacing & { plantsPerSquareMetre: number; water: WaterFigures }
export type SeedsToLandResult = CommonFigures & { mode: 'seedsToLand'; seedsUsed: number; landNeeded: LandFigures }
export type LandToSeedsResult = CommonFigures & { mode: 'landToSeeds'; seedsNeeded: number; landProvided: LandFigures }
export type CalculatorOutcome<R> = { ok: true; result: R } | { ok: false; reason: NoResultReason }

/** Area one plant takes, in m²: plant spacing × row spacing, worked in whole cm² first (15 × 30 = 450 cm²). */
function areaPerPlant({ plantSpacingCm, rowSpacingCm }: PlantSpacing): Fraction {
  return fraction(plantSpacingCm * rowSpacingCm, squareCentimetresPerSquareMetre)
}

function landFigures(squareMetres: Fraction): LandFigures {
  return {
    squareMetres: roundHalfUp(squareMetres, displayDecimals.squareMetres),
    hectares: roundHalfUp(divide(squareMetres, squareMetresPerUnit.hectare), displayDecimals.hectares),
    acres: roundHalfUp(divide(squareMetres, squareMetresPerUnit.acre), displayDecimals.acres),
  }
}

function commonFigures(spacing: PlantSpacing, squareMetres: Fraction): CommonFigures {
  const perWeek = multiply(squareMetres, waterLitresPerSquareMetrePerWeek)
  return {
    plantSpacingCm: spacing.plantSpacingCm,
    rowSpacingCm: spacing.rowSpacingCm,
    plantsPerSquareMetre: roundHalfUp(divide(fraction(1), areaPerPlant(spacing)), displayDecimals.plantsPerSquareMetre),
    water: {
      perWeek: roundHalfUp(perWeek, displayDecimals.litres),
      perMonth: roundHalfUp(multiply(perWeek, weeksPerMonth), displayDecimals.litres),
      perSeason: roundHalfUp(multiply(perWeek, weeksPerSeason), displayDecimals.litres),
    },
  }
}

function readAmount(
  text: string,
  limits: { min: number; max: number },
  whole: boolean,
): { ok: true; value: Fraction } | { ok: false; reason: NoResultReason } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'empty' }
  const value = parseDecimal(trimmed)
  if (!value) return { ok: false, reason: 'notANumber' }
  if (compare(value, decimalFraction(limits.min)) < 0) return { ok: false, reason: 'belowMinimum' }
  if (whole && !isWhole(value)) return { ok: false, reason: 'notWhole' }
  if (compare(value, fraction(limits.max)) > 0) return { ok: false, reason: 'aboveMaximum' }
  return { ok: true, value }
}

function decimalFraction(value: number): Fraction {
  // The limits are short decimals such as 0.1, so their shortest text form is exact.
  return parseDecimal(String(value)) ?? fraction(0)
}

/** Seeds to Land Size: land needed = seeds × area per plant × 1.1, with water for that land. */
export function seedsToLand(seedsText: string, spacing: PlantSpacing): CalculatorOutcome<SeedsToLandResult> {
  const seeds = readAmount(seedsText, seedLimits, true)
  if (!seeds.ok) return seeds
  const squareMetres = multiply(seeds.value, areaPerPlant(spacing), pathwayAllowance)
  return {
    ok: true,
    result: {
      mode: 'seedsToLand',
      seedsUsed: floorOf(seeds.value),
      landNeeded: landFigures(squareMetres),
      ...commonFigures(spacing, squareMetres),
    },
  }
}

/** The seeds a land in m² takes: ⌊m² × 0.9 ÷ area per plant⌋ (the season planner's seed line uses it too). */
export function seedsForLand(squareMetres: Fraction, spacing: PlantSpacing): number {
  return floorOf(divide(multiply(squareMetres, plantedShare), areaPerPlant(spacing)))
}

/** Land Size to Seeds: seeds needed = ⌊land in m² × 0.9 ÷ area per plant⌋, with water for that land. */
export function landToSeeds(
  landText: string,
  unit: LandUnit,
  spacing: PlantSpacing,
): CalculatorOutcome<LandToSeedsResult> {
  const land = readAmount(landText, landLimits, false)
  if (!land.ok) return land
  const squareMetres = multiply(land.value, squareMetresPerUnit[unit])
  return {
    ok: true,
    result: {
      mode: 'landToSeeds',
      seedsNeeded: seedsForLand(squareMetres, spacing),
      landProvided: landFigures(squareMetres),
      ...commonFigures(spacing, squareMetres),
    },
  }
}

export type VarietyFigures = { plantsPerSquareMetre: number; seedsPerHectare: number; squareMetresPer1000Seeds: number }

/** The figures for the static table of varieties: the same rules applied to 1 hectare and 1 000 seeds. */
export function varietyFigures(spacing: PlantSpacing): VarietyFigures {
  const perHectare = landToSeeds('1', 'hectare', spacing)
  const per1000Seeds = seedsToLand('1000', spacing)
  if (!perHectare.ok || !per1000Seeds.ok) throw new Error('1 hectare and 1 000 seeds are always valid inputs')
  return {
    plantsPerSquareMetre: perHectare.result.plantsPerSquareMetre,
    seedsPerHectare: perHectare.result.seedsNeeded,
    squareMetresPer1000Seeds: per1000Seeds.result.landNeeded.squareMetres,
  }
}

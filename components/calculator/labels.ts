import type { CalculatorMode, LandUnit } from '@/lib/garlic-calculator'
import type { GarlicVariety } from '@/content/garlic-varieties'

/** The words the calculator uses for its modes and land units. */
export const modeLabels: Record<CalculatorMode, string> = {
  seedsToLand: 'Seeds to Land Size',
  landToSeeds: 'Land Size to Seeds',
}

export const unitLabels: Record<LandUnit, string> = {
  sqm: 'm²',
  hectare: 'hectare',
  acre: 'acre',
}

/** A variety's plant × row spacing, e.g. '15 × 30 cm' (the unit kept on the number's line). */
export function spacingLabel(variety: Pick<GarlicVariety, 'plantSpacingCm' | 'rowSpacingCm'>): string {
  return `${variety.plantSpacingCm} × ${variety.rowSpacingCm}\u00a0cm`
}

import type { CalculatorMode, LandUnit } from '@/lib/garlic-calculator'

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

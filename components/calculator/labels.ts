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

/** The results panel while the calculator's script is still on its way and something has been entered. */
export const figuresOnTheirWay = {
  title: 'Working out your figures…',
  text: 'The calculator is still loading on this connection. What you entered is kept, and the results appear here as soon as it is ready.',
}

/** Under the empty-state prompt: what the panel will show. */
export const resultsPreview =
  'You will see the land in m², hectares and acres, the seeds, plants per m², spacings and the water to plan for each week, month and season.'

/** A variety's plant × row spacing, e.g. '15 × 30 cm' (the unit kept on the number's line). */
export function spacingLabel(variety: Pick<GarlicVariety, 'plantSpacingCm' | 'rowSpacingCm'>): string {
  return `${variety.plantSpacingCm} × ${variety.rowSpacingCm}\u00a0cm`
}

import type { PlantSpacing } from '@/lib/calculator/garlic-calculator'

/** A variety the calculator offers, in the page's language. */
export type SeedVariety = PlantSpacing & { key: string; name: string; stock: string }

/** A variety's plant × row spacing, e.g. '15 × 30 cm' (the unit kept on the number's line). */
export function spacingLabel(variety: PlantSpacing): string {
  return `${variety.plantSpacingCm} × ${variety.rowSpacingCm}\u00a0cm`
}

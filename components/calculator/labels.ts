import type { PlantSpacing } from '@/lib/calculator/garlic-calculator'
import type { SeedSale } from '@/lib/calculator/seed-order'

/** A figure with its label, as the results panel, the printed plan and the sent plan write it. */
export type ShownFigure = { label: string; value: string }

/** A variety the calculator offers, in the page's language: its spacings and how its seed is sold. */
export type SeedVariety = PlantSpacing & SeedSale & { key: string; name: string; stock: string }

/** A variety's plant × row spacing, e.g. '15 × 30 cm' (the unit kept on the number's line). */
export function spacingLabel(variety: PlantSpacing): string {
  return `${variety.plantSpacingCm} × ${variety.rowSpacingCm}\u00a0cm`
}

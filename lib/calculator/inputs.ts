/**
 * What the Garlic Seed Calculator's form offers and accepts: its modes, its units of land and the
 * bounds of its amounts. Apart from the rules (lib/calculator/garlic-calculator.ts), so the form can come with
 * the page while the rules that work the figures out come on first use.
 */
export const calculatorModes = ['seedsToLand', 'landToSeeds'] as const
export type CalculatorMode = (typeof calculatorModes)[number]

export const landUnits = ['sqm', 'hectare', 'acre'] as const
export type LandUnit = (typeof landUnits)[number]

/** What the inputs accept. The maxima keep every result within 15 significant digits, so it is exact. */
export const seedLimits = { min: 1, step: 1, max: 1_000_000_000_000 } as const
export const landLimits = { min: 0.1, step: 0.1, max: 1_000_000_000 } as const

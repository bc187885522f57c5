/**
 * The calculator's working part, fetched on first use rather than with the page: the rules that
 * work the figures out, the figures in words and drawn, and the hints for an entry that gives none.
 * The form and its state come with the page (components/calculator/GarlicSeedCalculator.tsx).
 */
import type * as workingPart from '@/components/calculator/working-part'

export { landToSeeds, seedsToLand } from '@/lib/calculator/garlic-calculator'
export { resultFigures } from '@/components/calculator/result-figures'
export { ResultFigures } from '@/components/calculator/ResultFigures'
export { noResultMessage } from '@/components/calculator/no-result-message'

/** The working part as the calculator holds it once it is here: this module's exports. */
export type CalculatorWorkingPart = typeof workingPart

/**
 * The calculator's working part, fetched on first use rather than with the page: the rules that
 * work the figures out, the figures in words and drawn, the hints for an entry that gives none, and
 * printing and sending a plan (whose buttons show with the first result). One file, so on a slow
 * link the buttons come with the figures, and the visitor's phone makes one request, not two.
 * The form and its state come with the page (components/calculator/GarlicSeedCalculator.tsx).
 */
import type * as workingPart from '@/components/calculator/working-part'

export { landToSeeds, seedsToLand } from '@/lib/calculator/garlic-calculator'
export { calculatorSeedAsk, resultFigures, spokenAnswer } from '@/components/calculator/result-figures'
export { ResultFigures } from '@/components/calculator/ResultFigures'
export { noResultMessage } from '@/components/calculator/no-result-message'
export { PlanActions } from '@/components/calculator/PlanActions'

/** The working part as the calculator holds it once it is here: this module's exports. */
export type CalculatorWorkingPart = typeof workingPart

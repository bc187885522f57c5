import type { CalculatorWords } from '@/content/calculator'
import { formatNumber } from '@/lib/format'
import { landLimits, seedLimits } from '@/lib/calculator/inputs'
import type { CalculatorMode, LandUnit } from '@/lib/calculator/inputs'
import type { NoResultReason } from '@/lib/calculator/garlic-calculator'
import { fillTemplate } from '@/lib/template'

/** What the results panel says instead of figures, and why: a prompt when empty, else a short hint. */
export function noResultMessage(
  reason: NoResultReason | 'decimalComma',
  mode: CalculatorMode,
  unit: LandUnit,
  words: Pick<CalculatorWords, 'hints' | 'units'>,
): string {
  const seeds = mode === 'seedsToLand'
  const { hints } = words
  const unitName = words.units[unit]
  switch (reason) {
    case 'empty':
      return seeds ? hints.emptySeeds : hints.emptyLand
    case 'notANumber':
      return hints.notANumber
    case 'belowMinimum':
      return seeds
        ? fillTemplate(hints.tooFewSeeds, { min: formatNumber(seedLimits.min) })
        : fillTemplate(hints.tooLittleLand, { min: formatNumber(landLimits.min, 1), unit: unitName })
    case 'decimalComma':
      return hints.decimalComma
    case 'notWhole':
      return hints.notWhole
    case 'aboveMaximum':
      return seeds
        ? fillTemplate(hints.tooManySeeds, { max: formatNumber(seedLimits.max) })
        : fillTemplate(hints.tooMuchLand, { max: formatNumber(landLimits.max), unit: unitName })
  }
}

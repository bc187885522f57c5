import { unitLabels } from '@/components/calculator/labels'
import { formatNumber } from '@/lib/format'
import { landLimits, seedLimits } from '@/lib/garlic-calculator'
import type { CalculatorMode, LandUnit, NoResultReason } from '@/lib/garlic-calculator'

/** What the results panel says instead of figures, and why: a prompt when empty, else a short hint. */
export function noResultMessage(reason: NoResultReason | 'decimalComma', mode: CalculatorMode, unit: LandUnit): string {
  const seeds = mode === 'seedsToLand'
  const unitLabel = unitLabels[unit]
  switch (reason) {
    case 'empty':
      return seeds
        ? 'Enter the number of seeds to see how much land they need.'
        : 'Enter your land size to see how many seeds it takes.'
    case 'notANumber':
      return 'That is not a number the calculator can read: use digits, with a full stop for decimals (2.5).'
    case 'belowMinimum':
      return seeds
        ? `Enter at least ${formatNumber(seedLimits.min)} seed.`
        : `Enter a land size of at least ${formatNumber(landLimits.min, 1)} ${unitLabel}.`
    case 'decimalComma':
      return 'The box cannot take a comma: clear it and type the land size with a full stop for decimals, such as 2.5.'
    case 'notWhole':
      return 'Seeds are counted whole: enter a whole number, such as 1000.'
    case 'aboveMaximum':
      return seeds
        ? `That is more than the calculator works with: enter at most ${formatNumber(seedLimits.max)} seeds.`
        : `That is more than the calculator works with: enter at most ${formatNumber(landLimits.max)} ${unitLabel}.`
  }
}

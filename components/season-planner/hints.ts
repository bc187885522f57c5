import type { EstimateWords } from '@/components/season-planner/types'
import { formatNumber } from '@/lib/format'
import { plannerLimits } from '@/lib/season-planner/types'
import type { PlannerProblem, PlannerQuantity, ServiceGroup } from '@/lib/season-planner/types'
import { fillTemplate } from '@/lib/template'

const nb = '\u00a0'

/** Entries and groups in the form's order, for the list of what the estimate still needs. */
export const formOrder = ['field', 'hectares', 'kilometres', 'processing', 'tons'] as const

/** What to tell the visitor about an entry or a group of services that gives no estimate. */
export function hintFor(name: PlannerQuantity | ServiceGroup, problem: PlannerProblem, words: EstimateWords): string {
  const { hints, units } = words
  if (name === 'field' || name === 'processing') return name === 'field' ? hints.fieldService : hints.processingService
  const { max, decimals } = plannerLimits[name]
  switch (problem) {
    case 'empty':
      return { hectares: hints.hectaresEmpty, kilometres: hints.kilometresEmpty, tons: hints.tonsEmpty }[name]
    case 'notPositive':
      return hints.notPositive
    case 'tooLarge':
      return fillTemplate(hints.tooLarge, { max: `${formatNumber(max)}${nb}${units[name]}` })
    case 'tooPrecise':
      return fillTemplate(hints.tooPrecise, { step: `${formatNumber(10 ** -decimals, decimals)}${nb}${units[name]}` })
    default:
      return hints.notANumber
  }
}

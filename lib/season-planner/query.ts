import { maxNumberLength, queryNames } from '@/lib/page-query'
import type { SeasonEntries, ServiceGroup } from '@/lib/season-planner/types'

/**
 * The season planner's part of the page address (lib/page-query.ts), such as
 * &hectares=2&seed=shani&field=planting&km=100&tons=10&processing=cleaning: the quantities as typed,
 * the seed's variety and the chosen services' keys.
 */
export type PlannerState = SeasonEntries

const [hectares, seed, field, kilometres, tons, processing] = queryNames.planner
/** The planner's names in the address and in its form. */
export const plannerNames = { hectares, seed, field, kilometres, tons, processing } as const

// What a grower types as a quantity: digits, spaces, a decimal comma or point, a minus. Anything
// else is not kept (the box would only show it back with a hint).
const quantityText = /^[-\u2212]?[\d\s.,\u00a0\u202f]*\d[\d\s.,\u00a0\u202f]*$/

export function defaultPlannerState(): PlannerState {
  return { hectares: '', seed: '', field: [], kilometres: '', tons: '', processing: [] }
}

function quantityTextOrEmpty(value: string | null): string {
  const text = value?.trim() ?? ''
  return text.length <= maxNumberLength && quantityText.test(text) ? text : ''
}

/**
 * The planner's state a query string describes. `services` are the keys each group offers, in the
 * price list's order; chosen keys are kept in that order, once each, and unknown ones dropped. The
 * seed is one of `services.seed`'s keys, or none.
 * Read from the planner's own form (`asTyped`), quantities are kept exactly as the boxes hold
 * them, whatever they are, so the visitor's text stays in front of them with its hint.
 */
export function parsePlannerQuery(
  search: string,
  services: Record<ServiceGroup | 'seed', readonly string[]>,
  { asTyped = false } = {},
): PlannerState {
  const params = new URLSearchParams(search)
  const quantityOrEmpty = asTyped
    ? (value: string | null) => (value ?? '').slice(0, maxNumberLength)
    : quantityTextOrEmpty
  const chosen = (group: ServiceGroup) => {
    const asked = params.getAll(plannerNames[group])
    return services[group].filter((key) => asked.includes(key))
  }
  const seedKey = params.get(plannerNames.seed) ?? ''
  return {
    hectares: quantityOrEmpty(params.get(plannerNames.hectares)),
    seed: services.seed.includes(seedKey) ? seedKey : '',
    field: chosen('field'),
    kilometres: quantityOrEmpty(params.get(plannerNames.kilometres)),
    tons: quantityOrEmpty(params.get(plannerNames.tons)),
    processing: chosen('processing'),
  }
}

/** The query string for the planner's state, without '?': only what was entered or chosen. */
export function serialisePlannerQuery(state: PlannerState): string {
  const params = new URLSearchParams()
  for (const name of ['hectares', 'seed', 'field', 'kilometres', 'tons', 'processing'] as const) {
    const value = state[name]
    if (typeof value === 'string') {
      if (value !== '') params.append(plannerNames[name], value)
    } else {
      for (const key of value) params.append(plannerNames[name], key)
    }
  }
  return params.toString()
}

/** Whether an address carries anything of the planner's. */
export function hasPlannerQuery(search: string): boolean {
  const params = new URLSearchParams(search)
  return queryNames.planner.some((name) => params.has(name))
}

export function samePlannerState(a: PlannerState, b: PlannerState): boolean {
  return serialisePlannerQuery(a) === serialisePlannerQuery(b)
}

import { calculatorModes, landUnits } from '@/lib/garlic-calculator'
import type { CalculatorMode, LandUnit } from '@/lib/garlic-calculator'
import type { SeasonEntries, ServiceGroup } from '@/lib/season-estimate'

/**
 * The state of the garlic page's tools as it travels in the page address, so a result can be
 * bookmarked or sent on WhatsApp: the calculator's (?mode=landToSeeds&variety=shani&land=2&unit=hectare)
 * followed by the season planner's (&hectares=2&field=planting&km=100&tons=10&processing=cleaning).
 * Parsed by hand (no schema library in the visitor's download); anything unknown or malformed
 * falls back to the default. Each tool's form uses the same names, so a form read as a query is
 * that tool's state.
 */
export type CalculatorState = {
  mode: CalculatorMode
  variety: string
  /** The text in each mode's input, kept as typed so switching modes does not lose it. */
  seeds: string
  land: string
  unit: LandUnit
}

// What an <input type="number"> accepts as its value; anything else it would silently empty.
const numberText = /^-?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/
const maxNumberLength = 32

export function defaultCalculatorState(defaultVariety: string): CalculatorState {
  return { mode: 'seedsToLand', variety: defaultVariety, seeds: '', land: '', unit: 'sqm' }
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback
}

function numberOrEmpty(value: string | null): string {
  const text = value?.trim() ?? ''
  return text.length <= maxNumberLength && numberText.test(text) ? text : ''
}

/** Whether two states show the same thing (every field, including the other mode's amount). */
export function sameCalculatorState(a: CalculatorState, b: CalculatorState): boolean {
  return a.mode === b.mode && a.variety === b.variety && a.seeds === b.seeds && a.land === b.land && a.unit === b.unit
}

/**
 * The state a query string describes; the first of `varietyKeys` is the default variety. The
 * calculator's form uses the same names (mode, variety, seeds, land, unit), so its own fields,
 * serialised, read the same way.
 */
export function parseCalculatorQuery(search: string, varietyKeys: readonly [string, ...string[]]): CalculatorState {
  const params = new URLSearchParams(search)
  const defaults = defaultCalculatorState(varietyKeys[0])
  return {
    mode: oneOf(params.get('mode'), calculatorModes, defaults.mode),
    variety: oneOf(params.get('variety'), varietyKeys, defaults.variety),
    seeds: numberOrEmpty(params.get('seeds')),
    land: numberOrEmpty(params.get('land')),
    unit: oneOf(params.get('unit'), landUnits, defaults.unit),
  }
}

/** The query string for a state, without '?': only the current mode's input, and its unit. */
export function serialiseCalculatorQuery(state: CalculatorState): string {
  const params = new URLSearchParams({ mode: state.mode, variety: state.variety })
  if (state.mode === 'seedsToLand') {
    if (state.seeds !== '') params.set('seeds', state.seeds)
  } else {
    if (state.land !== '') params.set('land', state.land)
    params.set('unit', state.unit)
  }
  return params.toString()
}

/** The season planner's state: the quantities as typed, and the chosen services' keys. */
export type PlannerState = SeasonEntries

/** The planner's names in the address and in its form, in the order they are written. */
export const plannerNames = { hectares: 'hectares', field: 'field', kilometres: 'km', tons: 'tons', processing: 'processing' } as const
const calculatorNames = ['mode', 'variety', 'seeds', 'land', 'unit']

// What a grower types as a quantity: digits, spaces, a decimal comma or point, a minus. Anything
// else is not kept (the box would only show it back with a hint).
const quantityText = /^[-\u2212]?[\d\s.,\u00a0\u202f]*\d[\d\s.,\u00a0\u202f]*$/

export function defaultPlannerState(): PlannerState {
  return { hectares: '', field: [], kilometres: '', tons: '', processing: [] }
}

function quantityTextOrEmpty(value: string | null): string {
  const text = value?.trim() ?? ''
  return text.length <= maxNumberLength && quantityText.test(text) ? text : ''
}

/**
 * The planner's state a query string describes. `services` are the keys each group offers, in the
 * price list's order; chosen keys are kept in that order, once each, and unknown ones dropped.
 * Read from the planner's own form (`asTyped`), quantities are kept exactly as the boxes hold
 * them, whatever they are, so the visitor's text stays in front of them with its hint.
 */
export function parsePlannerQuery(search: string, services: Record<ServiceGroup, readonly string[]>, { asTyped = false } = {}): PlannerState {
  const params = new URLSearchParams(search)
  const quantityOrEmpty = asTyped ? (value: string | null) => (value ?? '').slice(0, maxNumberLength) : quantityTextOrEmpty
  const chosen = (group: ServiceGroup) => {
    const asked = params.getAll(plannerNames[group])
    return services[group].filter((key) => asked.includes(key))
  }
  return {
    hectares: quantityOrEmpty(params.get(plannerNames.hectares)),
    field: chosen('field'),
    kilometres: quantityOrEmpty(params.get(plannerNames.kilometres)),
    tons: quantityOrEmpty(params.get(plannerNames.tons)),
    processing: chosen('processing'),
  }
}

/** The query string for the planner's state, without '?': only what was entered or chosen. */
export function serialisePlannerQuery(state: PlannerState): string {
  const params = new URLSearchParams()
  for (const name of ['hectares', 'field', 'kilometres', 'tons', 'processing'] as const) {
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
  return Object.values(plannerNames).some((name) => params.has(name))
}

export function samePlannerState(a: PlannerState, b: PlannerState): boolean {
  return serialisePlannerQuery(a) === serialisePlannerQuery(b)
}

/**
 * The page's query with one tool's part rewritten and the other's kept as it is: the
 * calculator's names first, then the planner's. Names neither tool knows are dropped.
 */
export function withQueryPart(search: string, part: 'calculator' | 'planner', query: string): string {
  const params = new URLSearchParams(search)
  const kept = (names: readonly string[]) => {
    const own = new URLSearchParams()
    for (const [name, value] of params) if (names.includes(name)) own.append(name, value)
    return own.toString()
  }
  const calculator = part === 'calculator' ? query : kept(calculatorNames)
  const planner = part === 'planner' ? query : kept(Object.values(plannerNames))
  return [calculator, planner].filter(Boolean).join('&')
}

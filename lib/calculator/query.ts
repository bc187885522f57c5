import { calculatorModes, landUnits } from '@/lib/calculator/inputs'
import type { CalculatorMode, LandUnit } from '@/lib/calculator/inputs'
import { maxNumberLength } from '@/lib/page-query'

/**
 * The calculator's part of the page address (lib/page-query.ts), such as
 * ?mode=landToSeeds&variety=shani&land=2&unit=hectare; anything unknown or malformed falls back to
 * the default.
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

import { useSyncExternalStore } from 'react'

/**
 * The land the Garlic Seed Calculator last worked out, in hectares as it shows them (4 decimals),
 * for the season planner's "use the calculator's land" button: both islands are on the same page,
 * and this is the one figure they share. Null while the calculator has no result.
 */
let hectares: number | null = null
const listeners = new Set<() => void>()

export function shareCalculatorLand(value: number | null): void {
  const next = value !== null && value > 0 ? value : null
  if (next === hectares) return
  hectares = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The calculator's land in hectares, or null; null in the static HTML. */
export function useCalculatorLand(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => hectares,
    () => null,
  )
}

/**
 * Calls `listener` with the calculator's land now and at each change, without drawing anything: for
 * the season planner's wrapper, which must not render again (components/season-planner/SeasonPlannerOnIntent).
 */
export function watchCalculatorLand(listener: (hectares: number | null) => void): () => void {
  listener(hectares)
  return subscribe(() => listener(hectares))
}

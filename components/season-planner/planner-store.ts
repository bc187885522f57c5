import { useSyncExternalStore } from 'react'
import type { PlannerOutcome } from '@/lib/season-estimate'

/**
 * The planner's outcome, shared by the part that works it out and the panel's summary, which is
 * drawn elsewhere in the panel (inside its polite live region).
 */
type Shared = { outcome: PlannerOutcome | null }

let shared: Shared = { outcome: null }
const listeners = new Set<() => void>()

export function publishPlanner(next: Shared): void {
  shared = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The part of the shared state a component shows; nothing in the static HTML. */
export function usePlanner<T>(select: (state: Shared) => T, none: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(shared),
    () => none,
  )
}

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the static HTML and while React hydrates it, true from then on: whether this part of
 * the page now answers the visitor (its event handlers are attached).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

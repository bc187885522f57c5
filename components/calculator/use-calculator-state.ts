'use client'

import { useState, useSyncExternalStore } from 'react'
import { parseCalculatorQuery, serialiseCalculatorQuery } from '@/lib/calculator-query'
import type { CalculatorState } from '@/lib/calculator-query'

function subscribeToHistory(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

const readSearch = () => window.location.search
// The exported HTML has no query string; the address is read once the page is live.
const readServerSearch = () => ''

/**
 * The calculator's state, kept in the page address so a result can be bookmarked or shared:
 * restored from the query after hydration, and rewritten in place (no new history entry) as the
 * visitor changes anything.
 */
export function useCalculatorState(varieties: readonly [{ key: string }, ...{ key: string }[]]) {
  const [first, ...others] = varieties
  const varietyKeys: [string, ...string[]] = [first.key, ...others.map((variety) => variety.key)]
  const search = useSyncExternalStore(subscribeToHistory, readSearch, readServerSearch)
  const [edited, setEdited] = useState<CalculatorState | null>(null)
  const state = edited ?? parseCalculatorQuery(search, varietyKeys)

  function update(change: Partial<CalculatorState>) {
    const next = { ...state, ...change }
    setEdited(next)
    const { pathname, hash } = window.location
    window.history.replaceState(null, '', `${pathname}?${serialiseCalculatorQuery(next)}${hash}`)
  }

  return [state, update] as const
}

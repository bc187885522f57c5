'use client'

import { useEffect } from 'react'

/**
 * Marks the document `data-interactive` once React has taken the page over. The scripts load after
 * the first paint, or when a tool is near or touched (scripts/build-steps/content-first-loader.ts),
 * so for a while a page shows its controls before they answer; the attribute says they now do (the
 * stylesheet and the end-to-end tests read it). What every page does without React (the service
 * worker, the footer's year, the language link's query) is in scripts/build-steps/page-basics.ts.
 */
export function PageRuntime() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return null
}

import { withQueryPart } from '@/lib/page-query'
import type { PageTool } from '@/lib/page-query'

/**
 * Rewrites the page's address in place (no new history entry), keeping the entry's state (Next's own
 * record of the page). The browser's `replaceState`, not the wrapper Next puts over it: Next would
 * take each new address into its router and render the page's tree again, on every keystroke in a
 * tool, and React then draws anew a part still waiting to hydrate, such as the season planner
 * (components/season-planner/SeasonPlannerOnIntent.tsx), losing what it holds.
 */
export function replaceAddress(address: string): void {
  History.prototype.replaceState.call(window.history, window.history.state, '', address)
}

/** Rewrites one tool's part of the page address in place, keeping the other's. */
export function writeQueryPart(tool: PageTool, query: string): void {
  const { pathname, search, hash } = window.location
  const next = withQueryPart(search, tool, query)
  replaceAddress(`${pathname}${next ? `?${next}` : ''}${hash}`)
}

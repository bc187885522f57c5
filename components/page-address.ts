import { withQueryPart } from '@/lib/page-query'
import type { PageTool } from '@/lib/page-query'

/** Rewrites one tool's part of the page address in place (no new history entry), keeping the other's. */
export function writeQueryPart(tool: PageTool, query: string): void {
  const { pathname, search, hash } = window.location
  const next = withQueryPart(search, tool, query)
  window.history.replaceState(null, '', `${pathname}${next ? `?${next}` : ''}${hash}`)
}

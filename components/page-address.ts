import { withQueryPart } from '@/lib/page-query'
import type { PageTool } from '@/lib/page-query'

/** A form's fields as a query string: the tools' fields carry the address's names. */
export function formQuery(form: HTMLFormElement): string {
  const fields = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value)
  return fields.toString()
}

/** Rewrites one tool's part of the page address in place (no new history entry), keeping the other's. */
export function writeQueryPart(tool: PageTool, query: string): void {
  const { pathname, search, hash } = window.location
  const next = withQueryPart(search, tool, query)
  window.history.replaceState(null, '', `${pathname}${next ? `?${next}` : ''}${hash}`)
}

/**
 * How a content-first page names what it loads after its first paint (scripts/build-steps/content-first.ts
 * writes it; the byte accounting and the tests read it back): the loader's script element carries
 * the page's chunks and its React payload's address as data attributes.
 */

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')

/** The loader element's attributes for a page's plan. */
export function loaderAttributes(chunks: readonly string[], payloadUrl: string | null): string {
  const payload = payloadUrl ? ` data-payload="${escapeAttribute(payloadUrl)}"` : ''
  return `data-chunks="${escapeAttribute(chunks.join(' '))}"${payload}`
}

const loaderTag = /<script data-chunks="([^"]*)"(?: data-payload="([^"]*)")?>/

/** The chunks and payload file a content-first page loads after its first paint, read back from it. */
export function deferredLoads(html: string): { chunks: string[]; payloadUrl: string | null } | null {
  const match = loaderTag.exec(html)
  if (!match) return null
  const payload = match[2] === undefined ? null : unescapeAttribute(match[2])
  return { chunks: unescapeAttribute(match[1]!).split(' ').filter(Boolean), payloadUrl: payload }
}

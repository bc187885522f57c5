/**
 * The buyer's shortlist and the animals put side by side, as the address carries them
 * (`?shortlist=jldt-21-045.jldt-21-051`, `?compare=…`): the animals' address parts, joined by dots
 * (an address part never has one). Only animals of the catalogue are read, each once, in order.
 */
const separator = '.'

/** Where the device keeps the buyer's shortlist. */
export const shortlistStorageKey = 'jldt-sale-shortlist'

/** Compare puts two to four animals side by side. */
export const compareLimits = { min: 2, max: 4 } as const

function readList(value: string | null, known: readonly string[]): string[] {
  if (!value) return []
  const seen = new Set<string>()
  for (const part of value.split(separator)) {
    const slug = part.trim().toLowerCase()
    if (known.includes(slug)) seen.add(slug)
  }
  return [...seen]
}

/** The shortlist an address carries, of the animals in the catalogue (`known`). */
export function readShortlist(search: string, known: readonly string[]): string[] {
  return readList(new URLSearchParams(search).get('shortlist'), known)
}

/** The animals to compare an address names: none unless there are at least two; the first four. */
export function readCompare(search: string, known: readonly string[]): string[] {
  const slugs = readList(new URLSearchParams(search).get('compare'), known)
  return slugs.length < compareLimits.min ? [] : slugs.slice(0, compareLimits.max)
}

/**
 * The query part that carries a list: `shortlist=a.b` (dots are left as they are, as address parts never need
 * escaping).
 */
export function listQuery(name: 'shortlist' | 'compare', slugs: readonly string[]): string {
  return `${name}=${slugs.join(separator)}`
}

/** What the device keeps: the list read back from storage, of known animals only, whatever was stored. */
export function parseStored(text: string | null, known: readonly string[]): string[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    if (!Array.isArray(value)) return []
    return readList(value.filter((item): item is string => typeof item === 'string').join(separator), known)
  } catch {
    return []
  }
}

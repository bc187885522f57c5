/**
 * How long a browser (or a CDN) may keep each file of the site before asking the host again: the
 * one cache policy, read by every host's configuration (out/_headers, npm start's server and the
 * nginx configuration), and by the tests that hold the hosts to it.
 *
 *   hashed      /_next/static/…, /img/…, /js/…  a year, never revalidated: the name changes with the content
 *   icon        /icons/…, /icon.svg, /og/…       a day: names without a hash that rarely change
 *   revalidate  everything else                  kept, but checked (ETag) on every visit: pages, the
 *                                                React payloads, sw.js, the manifest, robots.txt
 */

export const cacheControl = {
  hashed: 'public, max-age=31536000, immutable',
  icon: 'public, max-age=86400',
  revalidate: 'no-cache',
} as const

export type CacheKind = keyof typeof cacheControl

/** A set of addresses: one address, or every address under a folder (`prefix` ends with '/'). */
export type AddressMatch = { exact: string } | { prefix: string }

export type CacheRule = { match: AddressMatch; kind: CacheKind }

/**
 * The addresses kept longer than a visit. Anything not listed is revalidated, so a file the build
 * starts writing tomorrow is never kept stale by mistake. No two rules overlap (a host that joins
 * the values of every matching rule, as Cloudflare Pages does, would send both).
 */
export const cacheRules: readonly CacheRule[] = [
  // Next's scripts, style sheets and media: each name carries a hash of the file.
  { match: { prefix: '/_next/static/' }, kind: 'hashed' },
  // The image variants: each name carries a hash of its source picture (scripts/build-steps/image-pipeline.ts).
  { match: { prefix: '/img/' }, kind: 'hashed' },
  // The file every page shares (scripts/build-steps/page-script-entry.ts): its name carries a hash of it.
  { match: { prefix: '/js/' }, kind: 'hashed' },
  // Home-screen and browser icons, and the share images: unhashed, drawn again only when they change.
  { match: { prefix: '/icons/' }, kind: 'icon' },
  { match: { exact: '/icon.svg' }, kind: 'icon' },
  { match: { exact: '/apple-icon.png' }, kind: 'icon' },
  { match: { prefix: '/og/' }, kind: 'icon' },
]

export const defaultCacheKind: CacheKind = 'revalidate'

export function addressMatches(match: AddressMatch, address: string): boolean {
  return 'exact' in match ? address === match.exact : address.startsWith(match.prefix)
}

/** The kind of caching an address (a path on the site, such as '/img/x-1a2b3c-800.avif') gets. */
export function cacheKindOf(address: string): CacheKind {
  return cacheRules.find((rule) => addressMatches(rule.match, address))?.kind ?? defaultCacheKind
}

/** The Cache-Control header an address is served with. */
export function cacheControlOf(address: string): string {
  return cacheControl[cacheKindOf(address)]
}

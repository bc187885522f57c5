/**
 * The service worker's cache names. Each carries the build's version, so one build's pages and
 * assets never share a cache with another's, and a new worker can tell which caches are outdated.
 */
export const cachePrefix = 'jldt-site'

export type CacheNames = {
  /** The pages, their scripts, styles, fonts, icons and first-view images, stored at install. */
  precache: string
  /** Images further down the pages, stored as a visitor scrolls to them. */
  images: string
}

export function cacheNamesFor(version: string): CacheNames {
  if (!/^[0-9a-f]{8,}$/.test(version)) throw new Error(`Not a build version: "${version}"`)
  return { precache: `${cachePrefix}-precache-${version}`, images: `${cachePrefix}-images-${version}` }
}

/** This site's caches that belong to another build; caches of other code on the origin are left alone. */
export function outdatedCaches(existing: readonly string[], current: CacheNames): string[] {
  const keep = new Set(Object.values(current))
  return existing.filter((name) => name.startsWith(`${cachePrefix}-`) && !keep.has(name))
}

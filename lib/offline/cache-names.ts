/**
 * The service worker's cache names. They stay the same from one build to the next, so a new
 * build's worker finds what the last one stored and downloads only the files that changed (each
 * entry is stored under its address and a hash of its content). The old build's entries stay until
 * the new worker takes over, so a page still open on the old build keeps every file it may ask for.
 */
export const cachePrefix = 'jldt-site'

export const cacheNames = {
  /** The shell: pages, their payloads, scripts, styles, icons and the manifest, stored at install. */
  precache: `${cachePrefix}-precache`,
  /** The pages under a folder kept as they are read (each animal of the sale catalogue), with their payloads. */
  pagesRead: `${cachePrefix}-pages-read`,
  /** What the light worker (a visitor saving data) keeps as it is read: pages, payloads, scripts, styles. */
  read: `${cachePrefix}-read`,
  /** Pictures, stored as a visitor sees them (lib/offline/image-cache.ts). */
  images: `${cachePrefix}-images`,
} as const

/**
 * This site's caches the current worker does not use (an earlier scheme named them after each
 * build); caches of other code on the origin are left alone.
 */
export function outdatedCaches(existing: readonly string[]): string[] {
  const keep = new Set<string>(Object.values(cacheNames))
  return existing.filter((name) => name.startsWith(`${cachePrefix}-`) && !keep.has(name))
}

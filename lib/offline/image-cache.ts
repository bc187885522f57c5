/**
 * The rules of the service worker's picture cache, kept apart from the worker so they can be
 * tested: which pictures it keeps (a cap on entries and on bytes, oldest out first) and, when the
 * visitor asks to save data, which width of a picture it fetches.
 */

/**
 * The caps. Every picture of the site at one phone width in one format comes to about 1 MB, so
 * 4 MiB holds what a visitor sees on every page with room for a second screen size, and stays a
 * small part of what a phone gives a site.
 */
export const imageCacheCaps = { maxEntries: 80, maxBytes: 4 * 1024 * 1024 } as const

export type ImageCaps = { maxEntries: number; maxBytes: number }

/** One stored picture: its address, its size in bytes and when it was stored (ms since 1970). */
export type StoredImage = { url: string; bytes: number; storedAt: number }

/** Whether a picture of this size may be stored at all: never one larger than the whole cache. */
export function mayStore(bytes: number, caps: ImageCaps = imageCacheCaps): boolean {
  return Number.isFinite(bytes) && bytes >= 0 && bytes <= caps.maxBytes
}

/**
 * The pictures to remove so that both caps hold, oldest first (the earlier stored; the earlier
 * listed when two were stored at the same moment).
 */
export function evictions(stored: readonly StoredImage[], caps: ImageCaps = imageCacheCaps): string[] {
  const byAge = stored
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.storedAt - b.entry.storedAt || a.index - b.index)
  let entries = stored.length
  let bytes = stored.reduce((total, entry) => total + entry.bytes, 0)
  const out: string[] = []
  for (const { entry } of byAge) {
    if (entries <= caps.maxEntries && bytes <= caps.maxBytes) break
    out.push(entry.url)
    entries -= 1
    bytes -= entry.bytes
  }
  return out
}

/** A picture file of the build, 'img/<name>-<hash>-<width>.<format>': its family, width and format. */
export type ImageVariant = { family: string; width: number; format: string }

export function variantOf(path: string): ImageVariant | null {
  const match = /^\/?(img\/.+-[0-9a-f]{10})-(\d+)\.([a-z0-9]+)$/.exec(path)
  return match ? { family: `${match[1]!.replace(/^\//, '')}`, width: Number(match[2]), format: match[3]! } : null
}

/**
 * The widths every picture is offered at (scripts/build-steps/image-pipeline.ts renders each of them
 * up to the source's own width, and the source's width when it lies between two). So every width of
 * the ladder below the one a page asked for exists: the worker needs no list of each picture's widths.
 */
export const variantWidths = [480, 800, 1200, 1600] as const

/** The widths of a picture at or below one it is offered at: the ladder's below it, and itself. */
export function widthsUpTo(requested: number): number[] {
  return [...variantWidths.filter((width) => width < requested), requested]
}

/**
 * With Save-Data, the width to fetch instead of the one the browser chose. The browser picks the
 * smallest file at least as wide as the picture's box in device pixels (its CSS width times the
 * screen's pixel ratio), so the box is at most `requested / pixelRatio` CSS pixels wide: the
 * smallest width offered at or above that still gives every CSS pixel a pixel of its own, sharp as
 * on any ordinary screen, at a quarter of the pixels on a 2× phone. Without a known pixel ratio, or
 * on a 1× screen, the browser's choice stands.
 */
export function lightWidth(requested: number, offered: readonly number[], pixelRatio: number | undefined): number {
  if (!pixelRatio || !Number.isFinite(pixelRatio) || pixelRatio <= 1) return requested
  const box = requested / pixelRatio
  const sharp = [...offered].sort((a, b) => a - b).find((width) => width >= box)
  return sharp !== undefined && sharp < requested ? sharp : requested
}

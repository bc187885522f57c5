/**
 * How wide a picture is shown, read from the markup the pages carry: each `<img>` and `<source>`
 * names its variants (`srcset`) and the width it takes at each screen width (`sizes`). A raster
 * photo narrower than the widest variant a browser would fetch for one of its places looks soft
 * there: the build warns, naming the file.
 */

const remPx = 16

/** A length in a `sizes` value, at a viewport this wide: 540px, 46vw, 20rem, calc(100vw - 4rem). */
export function lengthAt(length: string, viewport: number): number {
  const text = length.trim()
  // A share of a width: calc((100vw - 88px) / 2), a column of a grid.
  const share = /^calc\(\((.+)\)\s*\/\s*([\d.]+)\)$/.exec(text)
  if (share) return lengthAt(`calc(${share[1]})`, viewport) / Number(share[2])
  const calc = /^calc\((.+)\)$/.exec(text)
  if (calc) {
    // Sums and differences of plain lengths: what the site's `sizes` use.
    const terms = calc[1]!.replace(/\s+/g, ' ').match(/[+-]?\s?[\d.]+(?:px|vw|rem)/g)
    if (!terms) throw new Error(`A length this reader does not know: ${length}`)
    return terms.reduce((sum, term) => sum + lengthAt(term.replace(/\s/g, ''), viewport), 0)
  }
  const match = /^([+-]?[\d.]+)(px|vw|rem)$/.exec(text)
  if (!match) throw new Error(`A length this reader does not know: ${length}`)
  const value = Number(match[1])
  return match[2] === 'px' ? value : match[2] === 'vw' ? (value * viewport) / 100 : value * remPx
}

type Entry = { minWidth: number; maxWidth: number; length: string }

function entriesOf(sizes: string): Entry[] {
  return sizes.split(/,(?![^(]*\))/).map((part) => {
    const text = part.trim()
    const condition = /^\((min|max)-width:\s*([\d.]+)px\)\s+(.+)$/.exec(text)
    if (!condition) return { minWidth: 0, maxWidth: Infinity, length: text }
    const bound = Number(condition[2])
    return condition[1] === 'min'
      ? { minWidth: bound, maxWidth: Infinity, length: condition[3]! }
      : { minWidth: 0, maxWidth: bound, length: condition[3]! }
  })
}

/** How wide `sizes` says a picture is drawn on a screen this wide: the first entry whose condition holds. */
export function slotAt(sizes: string, viewport: number): number {
  const entry = entriesOf(sizes).find((candidate) => viewport >= candidate.minWidth && viewport <= candidate.maxWidth)
  if (!entry) throw new Error(`sizes="${sizes}" has no entry for a ${viewport} px screen`)
  return lengthAt(entry.length, viewport)
}

/**
 * The widest a picture is drawn, in CSS pixels, on screens up to `widestScreen` wide: the first
 * entry of `sizes` whose condition holds at each screen width, at its widest.
 */
export function widestSlot(sizes: string, widestScreen = 2560): number {
  const entries = entriesOf(sizes)
  const edges = new Set<number>([320, widestScreen])
  for (const entry of entries) {
    for (const edge of [entry.minWidth - 1, entry.minWidth, entry.maxWidth, entry.maxWidth + 1])
      if (Number.isFinite(edge) && edge >= 320 && edge <= widestScreen) edges.add(edge)
  }
  let widest = 0
  for (const viewport of edges) {
    const entry = entries.find((candidate) => viewport >= candidate.minWidth && viewport <= candidate.maxWidth)
    if (entry) widest = Math.max(widest, lengthAt(entry.length, viewport))
  }
  return widest
}

/**
 * The variant a screen of this pixel density fetches for a slot: the narrowest at least as wide, or the widest there
 * is.
 */
export function variantFor(slotPx: number, widths: readonly number[], density = 2): number {
  const sorted = [...widths].sort((a, b) => a - b)
  return sorted.find((width) => width >= slotPx * density) ?? sorted.at(-1)!
}

export type PicturePlace = { page: string; sizes: string; urls: string[] }

/** Every picture's place on a page: its variants' addresses and its `sizes`. */
export function picturePlaces(page: string, html: string): PicturePlace[] {
  const places: PicturePlace[] = []
  for (const tag of html.match(/<(?:img|source)\b[^>]*>/gi) ?? []) {
    const srcset = /\bsrcset="([^"]*)"/i.exec(tag)?.[1]
    const sizes = /\bsizes="([^"]*)"/i.exec(tag)?.[1]
    if (!srcset || !sizes || sizes === '1px') continue
    const urls = srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0]!)
      .filter((url) => url.startsWith('/'))
    if (urls.length > 0) places.push({ page, sizes, urls })
  }
  return places
}

export type PhotoSize = { source: string; width: number; scalable: boolean; variantUrls: readonly string[] }

/**
 * A warning for each raster photo narrower than the widest variant a 2× screen fetches for one of
 * its places; drawings (SVG) scale and never warn. One warning a photo, for its widest place.
 */
export function narrowPhotoWarnings(
  places: readonly PicturePlace[],
  photos: readonly PhotoSize[],
  standardWidths: readonly number[],
): string[] {
  const byUrl = new Map(photos.flatMap((photo) => photo.variantUrls.map((url) => [url, photo] as const)))
  const needed = new Map<PhotoSize, { width: number; page: string }>()
  for (const place of places) {
    const photo = place.urls.map((url) => byUrl.get(url)).find(Boolean)
    if (!photo || photo.scalable) continue
    const width = variantFor(widestSlot(place.sizes), standardWidths)
    if (width > (needed.get(photo)?.width ?? 0)) needed.set(photo, { width, page: place.page })
  }
  return [...needed]
    .filter(([photo, need]) => photo.width < need.width)
    .map(
      ([photo, need]) =>
        `${photo.source} is ${photo.width} px wide; on ${need.page} it is shown up ` +
        `to ${need.width} px wide on a sharp screen, so it may look soft. A photo at ` +
        `least ${need.width} px wide is sharper.`,
    )
}

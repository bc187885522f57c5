/** One width of a picture the image pipeline made: 480, 800, 1600 … */
export type ImageVariant = { width: number; url: string }

export type ImageManifestEntry = {
  /** Path of the source file inside `content/images/`. */
  source: string
  /** Intrinsic size of the source, so the page reserves the right box before the image arrives. */
  width: number
  height: number
  /**
   * A CSS background shown while the real image loads: a top-to-bottom gradient of the picture's
   * average colours, e.g. `linear-gradient(#8fa3b8,#6f7d4a,#4a5a2b)`.
   */
  placeholder: string
  avif: ImageVariant[]
  webp: ImageVariant[]
}

/** The image pipeline's output, by the picture's path inside `content/images/`. */
export type ImageManifest = Record<string, ImageManifestEntry>

/** A picture in one language: its file and what it shows. */
export type ImageRef = { src: string; alt: string }
export type ResolvedImage = ImageManifestEntry & { alt: string }

/** The `srcset` value for a list of variants: "/img/a-480.avif 480w, /img/a-800.avif 800w". */
export function srcSet(variants: readonly ImageVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
}

/** The variant a browser without `srcset` support gets: the smallest one at least `width` wide. */
export function fallbackVariant(variants: readonly ImageVariant[], width = 800): ImageVariant {
  if (variants.length === 0) throw new Error('An image needs at least one variant')
  const sorted = [...variants].sort((a, b) => a.width - b.width)
  return sorted.find((variant) => variant.width >= width) ?? sorted[sorted.length - 1]!
}

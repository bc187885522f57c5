import { fallbackVariant, srcSet, type ResolvedImage } from '@/lib/image-variants'

export type ResponsivePictureProps = {
  image: ResolvedImage
  /** How wide the image is drawn at each breakpoint, so the browser picks the smallest file that fits. */
  sizes: string
  /** The page's largest picture: fetched first and never lazily. Only one per page. */
  priority?: boolean
  className?: string
  /**
   * Below this viewport width (px) the picture is not shown and its file is never fetched: a blank
   * inline source wins there, so phones skip the download (hide its container with CSS too).
   */
  hiddenBelow?: number
}

/** A transparent 1 × 1 GIF, inline: choosing it costs no request. */
const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * An image from the build pipeline: AVIF, then WebP, with intrinsic width and height so the box is
 * reserved before the file arrives, and the picture's colours as a soft gradient behind it while it
 * loads.
 */
export function ResponsivePicture({
  image,
  sizes,
  priority = false,
  className = '',
  hiddenBelow,
}: ResponsivePictureProps) {
  const fallback = fallbackVariant(image.webp)
  return (
    <picture>
      {hiddenBelow !== undefined && (
        <source media={`(max-width: ${hiddenBelow - 0.02}px)`} srcSet={`${blankPixel} 1w`} sizes="1px" />
      )}
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className || undefined}
        style={{ backgroundImage: image.placeholder }}
      />
    </picture>
  )
}

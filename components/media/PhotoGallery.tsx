import { ExpandIcon } from '@/components/icons'
import { Lightbox, type LightboxWords } from '@/components/media/Lightbox'
import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { resolveImage } from '@/content/images'
import type { ImageRef } from '@/lib/image-variants'
import { fillTemplate } from '@/lib/template'

/** The gallery's words in the page's language (content/interface.yaml, gallery). */
export type GalleryWords = LightboxWords & { viewLarger: string; position: string; step: string }

export type GalleryItem = { image: ImageRef; title?: string; text?: string }

export type PhotoGalleryProps = {
  /** Stem for the fragments: `${id}-photo-n` (thumbnail) and `${id}-view-n` (larger view). */
  id: string
  /** Names the list for assistive technology: the id of the section's heading. */
  labelledBy: string
  items: GalleryItem[]
  /** Grid columns per breakpoint, e.g. 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4'. */
  columns: string
  /** `sizes` for the thumbnails, matching `columns`. */
  sizes: string
  /** Number the items as steps (1, 2, 3 ...) and show their titles. */
  numbered?: boolean
  words: GalleryWords
}

/** A grid of photos; each opens a larger view (see Lightbox) with no JavaScript. */
export function PhotoGallery({ id, labelledBy, items, columns, sizes, numbered = false, words }: PhotoGalleryProps) {
  const images = items.map((item) => resolveImage(item.image))
  const count = items.length
  return (
    <>
      <ol aria-labelledby={labelledBy} className={`grid gap-4 sm:gap-5 ${columns}`}>
        {items.map((item, index) => {
          const image = images[index]!
          const n = index + 1
          return (
            <li key={item.image.src} id={`${id}-photo-${n}`}>
              <a href={`#${id}-view-${n}`} className="gallery-thumb">
                <span className="sr-only">{`${words.viewLarger} `}</span>
                <ResponsivePicture image={image} sizes={sizes} />
                <span aria-hidden="true" className="zoom-badge">
                  <ExpandIcon className="size-4.5" />
                </span>
              </a>
              {(item.title || item.text) && (
                <div className="mt-4">
                  {item.title && (
                    <h3 className="flex items-center gap-3 font-sans text-lg font-semibold text-ink">
                      {numbered && (
                        <span className="step-number">
                          <span className="sr-only">{`${words.step} `}</span>
                          {n}
                        </span>
                      )}
                      {item.title}
                    </h3>
                  )}
                  {item.text && <p className="mt-2 text-ink-muted">{item.text}</p>}
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {images.map((image, index) => {
        const n = index + 1
        return (
          <Lightbox
            key={image.source}
            id={`${id}-view-${n}`}
            image={image}
            position={fillTemplate(words.position, { number: n, count })}
            words={words}
            closeHref={`#${id}-photo-${n}`}
            previousHref={n > 1 ? `#${id}-view-${n - 1}` : undefined}
            nextHref={n < count ? `#${id}-view-${n + 1}` : undefined}
          />
        )
      })}
    </>
  )
}

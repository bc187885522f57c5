import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from '@/components/icons'
import { ResponsivePicture } from '@/components/media/ResponsivePicture'
import { pictureSizes } from '@/components/media/picture-sizes'
import type { ResolvedImage } from '@/lib/image-variants'
import { fillTemplate } from '@/lib/template'

/** The larger view's words in the page's language (content/interface.yaml, gallery). */
export type LightboxWords = { largerView: string; controls: string; previous: string; next: string; close: string }

export type LightboxProps = {
  /** The fragment that opens this view (`#${id}`). */
  id: string
  image: ResolvedImage
  /** e.g. 'photo 3 of 12' */
  position: string
  words: LightboxWords
  /** Fragment of the thumbnail to return to on close. */
  closeHref: string
  previousHref?: string
  nextHref?: string
}

/**
 * A larger view of one gallery photo that needs no JavaScript: it is hidden until the address
 * fragment names it (CSS `:target`), and its links move to the neighbouring photo or back to the
 * thumbnail. The browser's Back button closes it too. The large image loads only when shown.
 */
export function Lightbox({ id, image, position, words, closeHref, previousHref, nextHref }: LightboxProps) {
  return (
    <div
      id={id}
      aria-label={fillTemplate(words.largerView, { description: image.alt })}
      role="group"
      className="lightbox"
    >
      <figure>
        <ResponsivePicture image={image} sizes={pictureSizes.lightbox} />
        <figcaption>
          {`${image.alt} `}
          <span>{`(${position})`}</span>
        </figcaption>
      </figure>
      <nav aria-label={words.controls}>
        {previousHref && (
          <a href={previousHref}>
            <ArrowLeftIcon />
            {words.previous}
          </a>
        )}
        <a href={closeHref}>
          <CloseIcon />
          {words.close}
        </a>
        {nextHref && (
          <a href={nextHref}>
            {words.next}
            <ArrowRightIcon />
          </a>
        )}
      </nav>
    </div>
  )
}

import { PhotoGallery, type GalleryItem, type GalleryWords } from '@/components/media/PhotoGallery'
import { Section } from '@/components/sections/Section'
import type { Tint } from '@/content/schema'

export type GallerySectionProps = {
  id: string
  title: string
  intro: string
  tint: Tint
  items: GalleryItem[]
  columns: string
  sizes: string
  numbered?: boolean
  banded?: boolean
  words: GalleryWords
}

/** A titled gallery section; each photo opens larger without JavaScript. */
export function GallerySection({ id, title, intro, tint, banded, ...gallery }: GallerySectionProps) {
  return (
    <Section id={id} title={title} intro={intro} tint={tint} banded={banded}>
      <PhotoGallery id={id} labelledBy={`${id}-title`} {...gallery} />
    </Section>
  )
}

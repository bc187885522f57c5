import type { ImageManifest } from '@/lib/image-variants'
import { resolveImage } from './images'

const variants = [
  { width: 800, url: '/img/herd-800.avif' },
  { width: 480, url: '/img/herd-480.avif' },
  { width: 1600, url: '/img/herd-1600.avif' },
]

describe('resolveImage', () => {
  const manifest: ImageManifest = {
    'cattle/herd.svg': {
      source: 'cattle/herd.svg',
      width: 1200,
      height: 800,
      placeholder: 'linear-gradient(#8fa3b8,#6f7d4a,#4a5a2b)',
      avif: variants,
      webp: variants,
    },
  }
  test('joins the content alt text with the generated variants', () => {
    const image = resolveImage({ src: 'cattle/herd.svg', alt: 'The herd on pasture' }, manifest)
    expect(image).toMatchObject({ width: 1200, height: 800, alt: 'The herd on pasture' })
  })
  test('names the missing file and how to make its variants', () => {
    expect(() => resolveImage({ src: 'cattle/new.jpg', alt: 'A new photo of the herd' }, manifest)).toThrow(
      /content\/images\/cattle\/new\.jpg has no variants yet: run `npm run images`/,
    )
  })
})

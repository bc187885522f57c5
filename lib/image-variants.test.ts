import { fallbackVariant, srcSet } from '@/lib/image-variants'

const variants = [
  { width: 800, url: '/img/herd-800.avif' },
  { width: 480, url: '/img/herd-480.avif' },
  { width: 1600, url: '/img/herd-1600.avif' },
]

describe('srcSet', () => {
  test('lists each variant with its width descriptor, in the given order', () => {
    expect(srcSet(variants)).toBe('/img/herd-800.avif 800w, /img/herd-480.avif 480w, /img/herd-1600.avif 1600w')
  })
  test('is empty for no variants', () => {
    expect(srcSet([])).toBe('')
  })
})

describe('fallbackVariant', () => {
  test.each([
    [800, '/img/herd-800.avif'],
    [801, '/img/herd-1600.avif'],
    [100, '/img/herd-480.avif'],
    // Nothing is wide enough: the widest there is.
    [4000, '/img/herd-1600.avif'],
  ])('for %i px gives %s', (width, url) => {
    expect(fallbackVariant(variants, width).url).toBe(url)
  })
  test('refuses an image without variants', () => {
    expect(() => fallbackVariant([])).toThrow(/at least one variant/)
  })
})

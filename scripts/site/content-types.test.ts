import { contentTypeOf, contentTypes, extensionOf } from './content-types'

describe('content types', () => {
  test.each<[string, string | undefined]>([
    ['garlic.html', 'text/html; charset=utf-8'],
    ['af/knoffel.txt', 'text/plain; charset=utf-8'],
    ['_next/static/chunks/0a1b.js', 'text/javascript; charset=utf-8'],
    ['_next/static/chunks/0a1b.css', 'text/css; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['img/garlic-hero-7ccc26e204-800.avif', 'image/avif'],
    ['img/garlic-hero-7ccc26e204-800.webp', 'image/webp'],
    ['icons/icon-192.png', 'image/png'],
    ['photo.JPG', 'image/jpeg'],
    ['_headers', undefined],
    ['archive.tar.gz', undefined],
  ])('%s is %s', (file, expected) => {
    expect(contentTypeOf(file)).toBe(expected)
  })

  test.each<[string, string]>([
    ['a.html', 'html'],
    ['af/knoffel.html', 'html'],
    ['__next._full.txt', 'txt'],
    ['_headers', ''],
    ['.hidden', ''],
    ['folder.d/file', ''],
  ])('the extension of %s is %p', (file, extension) => {
    expect(extensionOf(file)).toBe(extension)
  })

  test('text is compressed; pictures other than SVG and fonts are not', () => {
    expect(Object.entries(contentTypes).filter(([, entry]) => entry.text && !entry.compress)).toEqual([])
    expect(contentTypes.svg?.compress).toBe(true)
    expect(contentTypes.avif?.compress).toBe(false)
  })
})

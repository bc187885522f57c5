import { firstViewImages, lazyImages, manifestIcons, shouldPrecache, sitePath } from './precache-list'

describe('sitePath', () => {
  it.each([
    ['/icon.svg?icon.2onz7f.svg', 'icon.svg'],
    ['/images/hero-640.webp#top', 'images/hero-640.webp'],
    ['icons/icon-192.png', 'icons/icon-192.png'],
    ['https://cdn.example.com/x.png', null],
    ['//cdn.example.com/x.png', null],
    ['data:image/png;base64,AAAA', null],
  ])('%p is %p', (url, expected) => {
    expect(sitePath(url)).toBe(expected)
  })
})

describe('lazyImages', () => {
  it.each([
    ['an eager picture, a lazy one and a lazy <img> alone: every file of the lazy ones, every format and width',
      '<picture><source type="image/avif" srcset="/img/hero-640.avif 640w"><img alt="Hero" src="/img/hero.jpg" fetchpriority="high"></picture>' +
        '<picture><source type="image/avif" srcset="/img/g1-480.avif 480w, /img/g1-800.avif 800w"><source type="image/webp" srcset="/img/g1-480.webp 480w">' +
        '<img alt="Gallery" loading="lazy" src="/img/g1-800.webp" srcset="/img/g1-800.webp 800w"></picture>' +
        "<img alt='Field' loading='LAZY' src='/img/field.jpg?v=2'>",
      ['img/g1-480.avif', 'img/g1-800.avif', 'img/g1-480.webp', 'img/g1-800.webp', 'img/field.jpg']],
    ['eager images only', '<img alt="Herd" src="/img/herd.jpg"><picture><img alt="Plain" src="/img/plain.jpg"></picture>', []],
    ["another site's lazy image and an inline placeholder source", '<picture><source media="(max-width: 767px)" srcset="data:image/gif;base64,R0lG 1w">' +
        '<img alt="Far" loading="lazy" src="https://other.example/far.jpg"></picture>', []],
    ['no HTML at all', '', []],
  ])('%s', (_, html, expected) => {
    expect(lazyImages(html).sort()).toEqual([...expected].sort())
  })
})

describe('firstViewImages', () => {
  it('keeps eager images, their srcset candidates, preloads and icons, and skips lazy ones', () => {
    const html = [
      '<link rel="icon" href="/icon.svg?icon.abc.svg" sizes="any"/>',
      '<link rel="apple-touch-icon" href="/apple-icon.png?x"/>',
      '<link rel="preload" as="image" href="/images/hero-1280.webp" imageSrcSet="/images/hero-640.webp 640w, /images/hero-1280.webp 1280w"/>',
      '<link rel="preload" as="font" href="/_next/static/media/f.woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<img alt="Herd" src="/images/herd.jpg" srcset="/images/herd-480.jpg 480w, /images/herd.jpg 960w" fetchpriority="high">',
      "<img alt='Garlic' loading='lazy' src='/images/garlic.jpg'>",
      '<img alt="Field" loading="LAZY" src="/images/field.jpg">',
      '<img alt="Logo" src="https://other.example/logo.png">',
    ].join('')
    expect(firstViewImages(html).sort()).toEqual(
      ['apple-icon.png', 'icon.svg', 'images/hero-1280.webp', 'images/hero-640.webp', 'images/herd-480.jpg', 'images/herd.jpg'].sort(),
    )
  })

  it('takes only the first source of an eager <picture>, and nothing of a lazy one', () => {
    const html = [
      '<picture><source type="image/avif" srcset="/img/hero-640.avif 640w, /img/hero-1280.avif 1280w">',
      '<source type="image/webp" srcset="/img/hero-640.webp 640w"><img alt="Hero" src="/img/hero.jpg" fetchpriority="high"></picture>',
      '<picture><source type="image/avif" srcset="/img/g1.avif 640w"><img alt="Gallery" loading="lazy" src="/img/g1.jpg"></picture>',
      '<picture><img alt="Plain" src="/img/plain.jpg"></picture>',
    ].join('')
    expect(firstViewImages(html)).toEqual(['img/hero-640.avif', 'img/hero-1280.avif', 'img/plain.jpg'])
  })

  it('skips an inline blank source (a picture phones never fetch) and takes the first with a file', () => {
    const html =
      '<picture><source media="(max-width: 767.98px)" srcset="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7 1w" sizes="1px">' +
      '<source type="image/avif" srcset="/img/hero-800.avif 800w"><img alt="Hero" src="/img/hero.webp" fetchpriority="high"></picture>'
    expect(firstViewImages(html)).toEqual(['img/hero-800.avif'])
  })

  it('finds nothing in a page without images', () => {
    expect(firstViewImages('<html><body><h1>Garlic</h1></body></html>')).toEqual([])
  })
})

describe('manifestIcons', () => {
  it('lists every icon the manifest names, as site paths', () => {
    const manifest = JSON.stringify({ icons: [{ src: '/icon.svg' }, { src: '/icons/icon-192.png' }, { src: 'https://x.example/a.png' }] })
    expect(manifestIcons(manifest)).toEqual(['icon.svg', 'icons/icon-192.png'])
  })

  it('copes with a manifest without icons', () => {
    expect(manifestIcons('{"name":"x"}')).toEqual([])
  })
})

describe('shouldPrecache', () => {
  const keep = new Set(['icon.svg', 'images/hero-640.webp'])

  it.each([
    ['index.html', true],
    ['garlic.txt', true],
    ['garlic/__next.garlic.__PAGE__.txt', true],
    ['404.html', true],
    ['manifest.webmanifest', true],
    ['_next/static/chunks/2hgesv9mvph1g.js', true],
    ['_next/static/media/fraunces.woff2', true],
    ['icon.svg', true],
    ['images/hero-640.webp', true],
    ['images/gallery-03.webp', false],
    ['og/garlic.png', false],
    ['_headers', false],
    ['robots.txt', false],
    ['sitemap.xml', false],
    ['sitemap-0.xml', false],
    ['sw.js', false],
    ['_next/static/chunks/a.js.map', false],
    ['_not-found.html', false],
    ['_not-found/__next._full.txt', false],
    // The content editor is the owner's, never a visitor's.
    ['admin/index.html', false],
    ['admin/config.yml', false],
    ['admin/sveltia-cms-0.221.1.js', false],
    ['administration.html', true],
  ])('%p: %p', (path, expected) => {
    expect(shouldPrecache(path, keep)).toBe(expected)
  })
})

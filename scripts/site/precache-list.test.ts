import { onlineOnly } from '../../lib/offline/online-only'
import {
  lazyImages,
  linkedIcons,
  linkedManifest,
  pageAssets,
  scriptAssets,
  shellFiles,
  sitePath,
  styleAssets,
} from './precache-list'

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
    [
      'an eager picture, a lazy one and a lazy <img> alone: every file of the lazy ones, every format and width',
      '<picture><source type="image/avif" srcset="/img/hero-640.avif 640w"><img ' +
        'alt="Hero" src="/img/hero.jpg" fetchpriority="high"></picture>' +
        '<picture><source type="image/avif" srcset="/img/g1-480.avif 480w, ' +
        '/img/g1-800.avif 800w"><source type="image/webp" srcset="/img/g1-480.webp ' +
        '480w">' +
        '<img alt="Gallery" loading="lazy" src="/img/g1-800.webp" srcset="/img/g1-800.webp 800w"></picture>' +
        "<img alt='Field' loading='LAZY' src='/img/field.jpg?v=2'>",
      ['img/g1-480.avif', 'img/g1-800.avif', 'img/g1-480.webp', 'img/g1-800.webp', 'img/field.jpg'],
    ],
    [
      'eager images only',
      '<img alt="Herd" src="/img/herd.jpg"><picture><img alt="Plain" src="/img/plain.jpg"></picture>',
      [],
    ],
    [
      "another site's lazy image and an inline placeholder source",
      '<picture><source media="(max-width: 767px)" srcset="data:image/gif;base64,R0lG 1w">' +
        '<img alt="Far" loading="lazy" src="https://other.example/far.jpg"></picture>',
      [],
    ],
    ['no HTML at all', '', []],
  ])('%s', (_, html, expected) => {
    expect(lazyImages(html).sort()).toEqual([...expected].sort())
  })
})

describe('pageAssets', () => {
  it('takes every build file the page names, once, and never a noModule script', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin=""/>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      // The content-first loader lists its chunks in an attribute; the inline payload names more.
      '<script data-chunks="/_next/static/chunks/late.js /_next/static/chunks/main.js"></script>',
      '<script>self.__next_f.push([1,"I:[\\"/_next/static/chunks/island.js\\"]"])</script>',
      '<img src="/img/hero-800.avif" alt=""/>',
      // The site's own script beside Next's, but no other site's.
      '<script src="/page.js" defer=""></script>',
      '<script src="//cdn.example.com/x.js"></script>',
    ].join('')
    expect(pageAssets(html).sort()).toEqual(
      [
        'page.js',
        '_next/static/chunks/a.css',
        '_next/static/chunks/island.js',
        '_next/static/chunks/late.js',
        '_next/static/chunks/main.js',
        '_next/static/media/f.woff2',
      ].sort(),
    )
  })

  it('finds nothing in a page without build files', () => {
    expect(pageAssets('<html><body><h1>Garlic</h1></body></html>')).toEqual([])
  })
})

describe('linkedIcons and linkedManifest', () => {
  const head =
    '<link rel="icon" href="/icon.svg?icon.abc.svg" sizes="any"/><link ' +
    'rel="apple-touch-icon" href="/apple-icon.png?x"/>' +
    '<link rel="manifest" href="/manifest.webmanifest"/><link rel="preload" as="image" href="/img/hero-800.avif"/>' +
    '<link rel="icon" href="https://cdn.example.com/favicon.ico"/>'
  it('takes the icons the page links on this site, without their queries', () => {
    expect(linkedIcons(head)).toEqual(['icon.svg', 'apple-icon.png'])
  })
  it('takes the site’s own style sheets beside Next’s (the print style sheet), not another site’s', () => {
    const sheets =
      '<link rel="stylesheet" href="/print.css" media="print"/><link ' +
      'rel="stylesheet" href="/_next/static/css/a.css"/><link rel="stylesheet" ' +
      'href="https://cdn.example.com/x.css"/>'
    expect(linkedIcons(sheets)).toEqual(['print.css'])
  })
  it('takes the manifest the page links, or none', () => {
    expect(linkedManifest(head)).toBe('manifest.webmanifest')
    expect(linkedManifest('<link rel="stylesheet" href="/a.css"/>')).toBeNull()
  })
})

describe('scriptAssets', () => {
  it.each([
    [
      'a chunk loading two more on demand',
      'e.l(["static/chunks/zod.js","static/chunks/planner.js"].map(x))',
      ['_next/static/chunks/zod.js', '_next/static/chunks/planner.js'],
    ],
    [
      'full addresses and a style sheet',
      'a("/_next/static/chunks/x.js");b(\'/_next/static/chunks/y.css\')',
      ['_next/static/chunks/x.js', '_next/static/chunks/y.css'],
    ],
    ['no chunk names', 'console.log("static")', []],
  ])('%s', (_, js, expected) => {
    expect(scriptAssets(js)).toEqual(expected)
  })
})

describe('styleAssets', () => {
  it.each([
    ['a font beside the sheet', 'src:url(../media/f.woff2) format("woff2")', ['_next/static/media/f.woff2']],
    ['quoted, absolute and with a query', "src:url('/_next/static/media/g.woff2?v=1')", ['_next/static/media/g.woff2']],
    ['an import', '@import "./more.css";', ['_next/static/chunks/more.css']],
    ['inline data and fragments are no files', 'background:url(data:image/svg+xml;utf8,<svg/>);mask:url(#m)', []],
  ])('%s', (_, css, expected) => {
    expect(styleAssets(css, '_next/static/chunks/site.css')).toEqual(expected)
  })
})

describe('shellFiles', () => {
  const files: Record<string, string> = {
    'index.html':
      '<link rel="icon" href="/icon.svg"/><link rel="manifest" ' +
      'href="/manifest.webmanifest"/><link rel="stylesheet" ' +
      'href="/_next/static/chunks/s.css"/><script ' +
      'src="/_next/static/chunks/main.js"></script><script ' +
      'src="/_next/static/chunks/legacy.js" nomodule></script><img ' +
      'src="/img/hero-0123456789-800.avif">',
    'index.txt': '1:I[1,["/_next/static/chunks/form.js","/_next/static/chunks/menu.js"]]',
    '404.html':
      '<script src="/_next/static/chunks/main.js"></script><script src="/_next/static/chunks/404.js"></script>',
    '_next/static/chunks/s.css': 'src:url(../media/f.woff2)',
    '_next/static/media/f.woff2': '',
    '_next/static/chunks/main.js': '',
    '_next/static/chunks/404.js': '',
    '_next/static/chunks/legacy.js': '',
    '_next/static/chunks/form.js': 'l(["static/chunks/zod.js"])',
    '_next/static/chunks/zod.js': 'l(["static/chunks/form.js"])',
    '_next/static/chunks/unused.js': '',
    // Loaded on demand, of no use offline: marked, it is left out with what only it reaches.
    '_next/static/chunks/menu.js': 'l(["static/chunks/tooltip.js"])',
    '_next/static/chunks/tooltip.js': `e.s(["onlineOnly",0,"${onlineOnly}"]);l(["static/chunks/popper.js"])`,
    '_next/static/chunks/popper.js': '',
    'icon.svg': '<svg/>',
    'manifest.webmanifest': '{}',
    'img/hero-0123456789-800.avif': '',
  }
  const read = (file: string) => files[file]!
  const exists = (file: string) => file in files

  it(
    'is the pages, their payloads and everything they reach, without pictures, ' +
      'unused, legacy or online-only scripts',
    () => {
      const pages = [
        { file: 'index.html', payload: 'index.txt' },
        { file: '404.html', payload: null },
      ]
      expect(shellFiles(pages, read, exists)).toEqual(
        [
          '404.html',
          '_next/static/chunks/404.js',
          '_next/static/chunks/form.js',
          '_next/static/chunks/main.js',
          '_next/static/chunks/menu.js',
          '_next/static/chunks/s.css',
          '_next/static/chunks/zod.js',
          '_next/static/media/f.woff2',
          'icon.svg',
          'index.html',
          'index.txt',
          'manifest.webmanifest',
        ].sort(),
      )
    },
  )

  it('fails on a reference to a file the build did not write, naming both', () => {
    expect(() => shellFiles([{ file: '404.html', payload: 'missing.txt' }], read, exists)).toThrow(
      '404.html refers to missing.txt, which the build did not write',
    )
  })
})

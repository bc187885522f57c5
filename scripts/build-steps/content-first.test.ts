import { gzipSync } from 'node:zlib'
import { createHash } from 'node:crypto'
import { deferredLoads } from '../site/deferred-loads'
import { contentFirstPage, pageScript, starterCode } from './content-first'

/** A page shaped like Next's App Router export, with its payload split over two inline pushes. */
function exportedPage(
  payloadParts: unknown[][] = [
    [1, 'a:"x"\n'],
    [1, 'b:"y"\n'],
  ],
  tool = '<div data-tool="" data-wake="?mode"><form></form></div>',
): string {
  return [
    '<!DOCTYPE html><html lang="en-ZA"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    '</head><body><h1>Garlic</h1>',
    tool,
    '<script type="application/ld+json">{"@type":"Service"}</script>',
    '<script id="_R_">(globalThis["TURBOPACK"]||(globalThis["TURBOPACK"]=[])).push({})</script>',
    '<script src="/_next/static/chunks/webpack.js" async=""></script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ...payloadParts.map((part) => `<script>self.__next_f.push(${JSON.stringify(part)})</script>`),
    '</body></html>',
  ].join('')
}

const payload = { url: '/garlic.txt', text: 'a:"x"\nb:"y"\n' }

describe('contentFirstPage', () => {
  const page = contentFirstPage(exportedPage(), payload)

  test('takes every chunk script and script preload out of the page, once each, in page order', () => {
    expect(page.chunks).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/turbopack-runtime.js',
    ])
    expect(page.html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(page.html).not.toMatch(/rel="preload" as="script"/)
  })

  test('moves the inline payload out, with its stream’s start, when it is exactly the exported file', () => {
    expect(page.payloadUrl).toBe('/garlic.txt')
    expect(page.html).not.toContain('self.__next_f')
  })

  test('keeps what is not the framework: words, data, the stylesheet and the runtime note', () => {
    for (const kept of [
      '<h1>Garlic</h1>',
      '<script type="application/ld+json">{"@type":"Service"}</script>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script id="_R_">',
    ]) {
      expect(page.html).toContain(kept)
    }
  })

  test('drops the polyfills for browsers without modules, which cannot run the chunks either', () => {
    expect(page.html).not.toContain('noModule')
    expect(contentFirstPage(exportedPage(), null).html).not.toContain('noModule')
  })

  test('adds one inline starter as the last thing in the body, with the plan it reads back', () => {
    expect(page.html).toMatch(
      new RegExp('<script data-chunks="[^"]*" data-payload="/garlic\\.txt">[^\\n]+?</script></body></html>$'),
    )
    expect(page.html).toContain(`data-payload="/garlic.txt">${starterCode()}</script></body>`)
    // No bare inline script left: the starter carries its plan.
    expect(page.html.match(/<script>/g)).toBeNull()
    expect(deferredLoads(page.html)).toEqual({ chunks: page.chunks, payloadUrl: '/garlic.txt' })
  })

  test('the starter is a few hundred bytes and names the shared file, whose name is a hash of its bytes', () => {
    // Today 1 031 bytes, 518 with gzip, the phone menu's keys and taps among them (the three scripts it
    // replaces were about 6 KB, 2.5 KB with gzip).
    expect(Buffer.byteLength(starterCode())).toBeLessThanOrEqual(1100)
    expect(gzipSync(starterCode(), { level: 9 }).length).toBeLessThanOrEqual(600)
    const { path, code } = pageScript()
    expect(starterCode()).toContain(JSON.stringify(path))
    expect(path).toMatch(/^\/js\/page-[0-9a-f]{12}\.js$/)
    expect(path).toContain(createHash('sha256').update(code).digest('hex').slice(0, 12))
  })

  test('without an exported payload file the payload stays inline and only the scripts wait', () => {
    const kept = contentFirstPage(exportedPage(), null)
    expect(kept.payloadUrl).toBeNull()
    expect(kept.html).toContain('<script>self.__next_f.push([1,"a:\\"x\\"\\n"])</script>')
    expect(deferredLoads(kept.html)).toEqual({ chunks: kept.chunks, payloadUrl: null })
  })

  test('the loader goes before the closing body tag, not before a mention of it in the words', () => {
    const html = exportedPage().replace('<h1>Garlic</h1>', '<h1>Garlic</h1><p>&lt;/body&gt; <!-- </body> --></p>')
    const rewritten = contentFirstPage(html, payload).html
    expect(rewritten).toContain('<!-- </body> --></p>')
    expect(rewritten.indexOf('<script data-chunks=')).toBeGreaterThan(rewritten.indexOf('<!-- </body> -->'))
  })

  test('a page without framework scripts gets the starter with an empty plan', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>'
    expect(contentFirstPage(plain, null)).toEqual({
      html: plain.replace('</body>', `<script data-chunks="">${starterCode()}</script></body>`),
      chunks: [],
      payloadUrl: null,
    })
    expect(deferredLoads(plain)).toBeNull()
  })

  test('a page without a tool fetches none of the framework: no chunk, no payload, an empty plan', () => {
    const html = exportedPage(undefined, '<p>What we do with your details.</p>')
    const plain = contentFirstPage(html, payload)
    expect(plain.chunks).toEqual([])
    expect(plain.payloadUrl).toBeNull()
    expect(plain.html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(plain.html).not.toMatch(/rel="preload" as="script"/)
    expect(plain.html).not.toContain('self.__next_f')
    expect(plain.html).not.toContain('TURBOPACK')
    expect(plain.html).not.toContain('noModule')
    expect(deferredLoads(plain.html)).toEqual({ chunks: [], payloadUrl: null })
    expect(plain.html).toContain('<p>What we do with your details.</p>')
    expect(plain.html).toMatch(/<script data-chunks="">[^\n]+?<\/script><\/body><\/html>$/)
  })

  test.each<[string, string, { url: string; text: string }]>([
    ['the exported file differs', exportedPage(), { url: '/garlic.txt', text: 'a:"x"\n' }],
    [
      'the page streams form state too',
      exportedPage([
        [1, 'a:"x"\n'],
        [2, 'state'],
        [1, 'b:"y"\n'],
      ]),
      payload,
    ],
    ['the page has no inline payload', exportedPage([]), payload],
  ])('fails the build rather than ship a page that cannot hydrate when %s', (_case, html, file) => {
    expect(() => contentFirstPage(html, file)).toThrow(/differs from \/garlic\.txt/)
  })

  test('every page carries the very same loader code, so one hash allows it everywhere', () => {
    const other = contentFirstPage(exportedPage().replace('Garlic', 'Bonsmara'), null).html
    const code = (html: string) => /<script data-chunks=[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!
    expect(code(other)).toBe(code(page.html))
    // Every page's first round trip carries it (with its choice of when to start: load-when.ts).
    expect(code(page.html).length).toBeLessThan(2700)
  })

  test('refuses to rewrite a page twice', () => {
    expect(() => contentFirstPage(page.html, payload)).toThrow(/already content first/)
    const plain = contentFirstPage('<html><body></body></html>', null).html
    expect(() => contentFirstPage(plain, null)).toThrow(/already content first/)
  })
})

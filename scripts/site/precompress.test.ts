import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { compress, isCompressedCopy, isCompressible, precompress } from './precompress'

describe('which files are compressed, and which are copies', () => {
  test.each([
    ['index.html', true],
    ['_next/static/chunks/a1b2.js', true],
    ['_next/static/css/a.css', true],
    ['garlic.txt', true],
    ['manifest.webmanifest', true],
    ['sitemap.xml', true],
    ['icon.svg', true],
    ['admin/config.yml', true],
    ['img/herd-480.avif', false],
    ['img/herd-480.webp', false],
    ['apple-icon.png', false],
    ['fonts/a.woff2', false],
    ['_headers', false],
    ['index.html.br', false],
  ])('%s compressible: %p', (file, expected) => {
    expect(isCompressible(file)).toBe(expected)
  })

  test.each([
    ['index.html.br', true],
    ['index.html.gz', true],
    ['_next/static/chunks/a1b2.js.br', true],
    ['index.html', false],
    // A picture or an archive of the site's own is not a copy of a text file.
    ['img/herd.avif.br', false],
    ['downloads/price-list.gz', false],
    ['notes.br', false],
  ])('%s is a copy: %p', (file, expected) => {
    expect(isCompressedCopy(file)).toBe(expected)
  })
})

describe('precompress', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  test(
    'writes a brotli and a gzip copy beside each text file that decode to it, ' +
      'none for a picture or a file too small to gain',
    async () => {
      const page =
        `<!doctype html><html ` +
        `lang="en"><body>${'<p>Garlic seed, graded and peeled.</p>'.repeat(200)}</body></html>`
      mkdirSync(path.join(dir, 'img'))
      writeFileSync(path.join(dir, 'index.html'), page)
      writeFileSync(path.join(dir, 'tiny.txt'), 'ok')
      writeFileSync(path.join(dir, 'img/a.avif'), Buffer.alloc(2000, 7))
      const report = await precompress(dir, ['index.html', 'tiny.txt', 'img/a.avif'])

      expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(page)
      expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(page)
      expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false)
      expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false)
      expect(existsSync(path.join(dir, 'img/a.avif.br'))).toBe(false)

      // The report counts what a host sends: the copy where there is one, the file where there is none.
      expect(report.files).toBe(2)
      expect(report.raw).toBe(page.length + 2)
      expect(report.br).toBe(readFileSync(path.join(dir, 'index.html.br')).length + 2)
      expect(report.gzip).toBe(readFileSync(path.join(dir, 'index.html.gz')).length + 2)
      expect(report.br).toBeLessThan(report.gzip)
    },
  )
})

describe('compress: a page’s gzip through Zopfli', () => {
  // A page with the repeats and the variety of a real one: words, classes and addresses.
  const page = Buffer.from(
    `<!doctype html><html lang="en"><body>${Array.from(
      { length: 120 },
      (_, index) =>
        `<section class="card flex gap-${index % 7}"><h2>Variety ${index}</h2><p>${index * 37} cloves a ` +
        `kilogram, <a href="/garlic#variety-${index}">figures</a>.</p></section>`,
    ).join('')}</body></html>`,
  )

  test('a page’s copy is a gzip that decodes to it, smaller than zlib’s level 9, the same every time', async () => {
    const copy = await compress(page, 'gzip', 'garlic.html')
    expect(gunzipSync(copy).equals(page)).toBe(true)
    expect(copy.length).toBeLessThan(gzipSync(page, { level: 9 }).length)
    expect((await compress(page, 'gzip', 'garlic.html')).equals(copy)).toBe(true)
    // No time in its header: a build is the same bytes whenever it is made.
    expect(copy.readUInt32LE(4)).toBe(0)
  })

  test('any other file keeps zlib’s level 9', async () => {
    expect((await compress(page, 'gzip', 'garlic.txt')).equals(gzipSync(page, { level: 9 }))).toBe(true)
  })
})

/**
 * The compressed copies the build writes beside out/'s text files (scripts/site/precompress.ts),
 * which nginx and npm start send in their place: every text file has its brotli and gzip copy
 * (unless the copy would be no smaller), each copy decodes to exactly its original's bytes, so a
 * host never sends an older or other file than the one beside it, and no copy is left without its
 * original.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { outDir } from '../../scripts/site/build-state'
import { isCompressedCopy, isCompressible, precompressed } from '../../scripts/site/precompress'
import { siteFiles } from '../../scripts/site/out-files'

const files = siteFiles(outDir)
const decode = { br: brotliDecompressSync, gzip: gunzipSync }

describe('compressed copies in out/', () => {
  const compressible = files.filter(isCompressible)

  test('every page, script, style sheet, payload, icon drawing, the manifest, sitemap and robots.txt has them', () => {
    for (const kind of ['.html', '.js', '.css', '.txt', '.svg', '.webmanifest', '.xml'])
      expect(compressible.some((file) => file.endsWith(kind))).toBe(true)
    // Pictures and fonts are compressed already and get none.
    expect(files.filter((file) => /\.(avif|webp|png|jpe?g|woff2)$/.test(file)).filter(isCompressible)).toEqual([])
  })

  test.each(compressible)('%s: each copy decodes to its bytes, and only a copy no smaller is left out', (file) => {
    const original = readFileSync(path.join(outDir, file))
    for (const { encoding, suffix } of precompressed) {
      const copy = path.join(outDir, `${file}${suffix}`)
      if (!existsSync(copy)) {
        // Tiny files only: a few hundred bytes at most compress to no less.
        expect(original.length).toBeLessThan(512)
        continue
      }
      const bytes = readFileSync(copy)
      expect(bytes.length).toBeLessThan(original.length)
      expect(decode[encoding](bytes).equals(original)).toBe(true)
    }
  })

  test('no copy without its original', () => {
    const all = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'))
    const orphans = all
      .filter(isCompressedCopy)
      .filter((copy) => !existsSync(path.join(outDir, copy.replace(/\.(br|gz)$/, ''))))
    expect(orphans).toEqual([])
    expect(all.filter(isCompressedCopy).length).toBeGreaterThan(compressible.length)
  })
})

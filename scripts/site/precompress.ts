import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'
import { contentTypes, extensionOf } from './content-types'

/**
 * The compressed copies the build writes beside each text file of out/ (garlic.html.br,
 * garlic.html.gz), in the order a host prefers them: nginx sends them with `brotli_static` and
 * `gzip_static` (scripts/site/nginx-site.ts), npm start's server by the same rule
 * (scripts/servers/static-host.ts). Compressed once at the highest levels, at build time, they are
 * smaller than what a host compresses on the way, and cost the host nothing per request.
 */
export const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

export type Encoding = (typeof precompressed)[number]['encoding']

/** Whether a file of out/ is a compressed copy of another (its original is the name without the suffix). */
export function isCompressedCopy(file: string): boolean {
  return precompressed.some(
    ({ suffix }) =>
      file.endsWith(suffix) && contentTypes[extensionOf(file.slice(0, -suffix.length))]?.compress === true,
  )
}

/** Whether a file of out/ is of a kind worth compressing (text, and SVG): images and fonts are compressed already. */
export function isCompressible(file: string): boolean {
  return contentTypes[extensionOf(file)]?.compress === true
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Above this size a file is brotli-compressed at quality 9, not 11: only the content editor's
 * script (the owner's alone) is that large, and quality 11 takes it seconds for a few per cent less
 * (docs/performance.md, "Brotli, before and after").
 */
const largeFile = 1024 * 1024

/**
 * A file's bytes in an encoding, at its highest level: brotli's quality 11; for gzip, a page through
 * Zopfli (a gzip any browser reads, about 3.5 % smaller than zlib's level 9, which is what brings the
 * longest pages into a new connection's first round trip with gzip: docs/performance.md, "The whole
 * page in the first round trip"), anything else through zlib's level 9 (Zopfli takes about a third
 * of a second a page, and the scripts are fetched after the first paint).
 */
export async function compress(bytes: Buffer, encoding: Encoding, file = ''): Promise<Buffer> {
  const quality = bytes.length > largeFile ? 9 : 11
  if (encoding === 'br')
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
  if (file.endsWith('.html')) return Buffer.from(await zopfliGzip(bytes, { numiterations: 5 }))
  return gzipAsync(bytes, { level: 9 })
}

export type PrecompressReport = { files: number; raw: number; br: number; gzip: number }

/**
 * Writes `file.br` and `file.gz` beside every compressible file in `files` (relative to `outDir`).
 * A copy no smaller than its original is not written: a host then sends the original, as it would
 * have. zlib compresses on its own threads, so the files go side by side on every core.
 */
export async function precompress(outDir: string, files: readonly string[]): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, raw: 0, br: 0, gzip: 0 }
  await Promise.all(
    files.filter(isCompressible).map(async (file) => {
      const absolute = path.join(outDir, file)
      const bytes = await readFile(absolute)
      report.files += 1
      report.raw += bytes.length
      for (const { encoding, suffix } of precompressed) {
        const copy = await compress(bytes, encoding, file)
        const kept = copy.length < bytes.length
        if (kept) await writeFile(`${absolute}${suffix}`, copy)
        report[encoding] += kept ? copy.length : bytes.length
      }
    }),
  )
  return report
}

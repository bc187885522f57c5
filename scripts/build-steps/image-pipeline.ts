import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { ImageManifest, ImageManifestEntry, ImageVariant } from '../../lib/image-variants'
import { pageBackground } from '../../content/theme'
import { variantWidths } from '../../lib/offline/image-cache'

/** Horizontal bands, top to bottom, whose colours make the gradient shown while an image loads. */
const placeholderBands = 3
const sourcePattern = /\.(jpe?g|png|svg)$/i
/** Pictures the site cannot use as they are, by their names: each stops the build with what to do. */
const refusedPattern = /\.(heic|heif|webp|gif|tiff?|bmp|avif|dng|cr2|cr3|nef|arw|raw)$/i

/** What to do with a picture the site cannot use, by its kind. */
function refusal(file: string): string {
  const kind = /\.(\w+)$/.exec(file)?.[1]?.toUpperCase() ?? 'this kind of'
  const advice = /\.hei[cf]$/i.test(file)
    ? 'save it as JPEG first (on the iPhone: open it and share or export it as ' +
      'JPEG, or set Settings › Camera › Formats › Most Compatible for the next ' +
      'photos), then put the JPEG here'
    : 'open it and save or export it as JPEG (a photo) or PNG, then put that file here'
  return `${file} is a ${kind} file, which the site cannot use: ${advice}.`
}

/** Raised when a picture in content/images/ cannot be used; names every such file and what to do. */
export class ImageError extends Error {
  constructor(problems: readonly string[]) {
    super(`Pictures in content/images/ need fixing:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ImageError'
  }
}

export type PipelineOptions = {
  /** Folder of source images (JPEG, PNG or SVG), possibly nested. */
  sourceDir: string
  /** Folder the AVIF and WebP files are written to; served at `publicPath`. */
  outputDir: string
  /** URL path `outputDir` is served at, for example `/img`. */
  publicPath: string
  /** Where the manifest the pages read is written. */
  manifestFile: string
  /** How messages name the source folder (content/images); the folder's path by default. */
  sourceLabel?: string
}

/** Every file below `dir` (not hidden ones, such as .DS_Store), relative to it, sorted. */
function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative]
    })
    .sort()
}

/** The widths to render: the standard ones up to the source's width, and at least one. */
export function widthsFor(sourceWidth: number, scalable: boolean): number[] {
  if (scalable) return [...variantWidths]
  const fitting: number[] = variantWidths.filter((width) => width <= sourceWidth)
  // A source between two standard widths also gets its own width, the sharpest it can be.
  const covered = fitting.at(-1) === sourceWidth || sourceWidth > variantWidths.at(-1)!
  return covered ? fitting : [...fitting, sourceWidth]
}

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, '0')

/**
 * The average colour (#rrggbb) of each of `bands` horizontal bands of an image, top to bottom.
 * `pixels` are opaque RGB rows (3 bytes a pixel). Band b covers rows ⌊b·h/bands⌋ up to
 * ⌊(b+1)·h/bands⌋, and at least one row, so an image shorter than `bands` rows still fills them all.
 */
export function bandColours(pixels: Uint8Array, width: number, height: number, bands: number): string[] {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`An image must be at least 1 × 1 pixel, not ${width} × ${height}`)
  }
  if (!Number.isInteger(bands) || bands < 1) throw new Error(`Bands must be a whole number from 1, not ${bands}`)
  if (pixels.length !== width * height * 3) {
    throw new Error(`${width} × ${height} RGB pixels take ${width * height * 3} bytes, not ${pixels.length}`)
  }
  const rowBytes = width * 3
  return Array.from({ length: bands }, (_, band) => {
    const first = Math.min(Math.floor((band * height) / bands), height - 1)
    const end = Math.max(Math.floor(((band + 1) * height) / bands), first + 1)
    const sums = [0, 0, 0]
    for (let offset = first * rowBytes; offset < end * rowBytes; offset += 3) {
      sums[0]! += pixels[offset]!
      sums[1]! += pixels[offset + 1]!
      sums[2]! += pixels[offset + 2]!
    }
    const count = (end - first) * width
    return `#${sums.map((sum) => hexByte(sum / count)).join('')}`
  })
}

/** A CSS background of those colours, top to bottom: a soft stand-in for the picture, in a few bytes. */
export function placeholderGradient(colours: readonly string[]): string {
  if (colours.length === 0) throw new Error('A placeholder gradient needs at least one colour')
  return colours.length === 1 ? `linear-gradient(${colours[0]},${colours[0]})` : `linear-gradient(${colours.join(',')})`
}

/** The placeholder of an image: its band colours, drawn on the page background where it is transparent. */
async function placeholderFor(rendered: Sharp): Promise<string> {
  const { data, info } = await rendered
    .clone()
    .flatten({ background: pageBackground() })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return placeholderGradient(bandColours(data, info.width, info.height, placeholderBands))
}

/**
 * Decodes a source once into raw pixels (upright; SVGs rasterised sharp enough for the widest
 * variant), so each variant only resizes instead of decoding or rasterising again.
 */
async function decodeSource(buffer: Buffer, isSvg: boolean, intrinsicWidth: number): Promise<Sharp> {
  const input = isSvg
    ? sharp(buffer, { density: (72 * variantWidths.at(-1)!) / intrinsicWidth })
    : sharp(buffer).rotate()
  const { data, info } = await input.raw().toBuffer({ resolveWithObject: true })
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

async function processImage(source: string, buffer: Buffer, options: PipelineOptions): Promise<ImageManifestEntry> {
  const isSvg = source.toLowerCase().endsWith('.svg')
  const meta = await sharp(buffer).rotate().metadata()
  // EXIF orientation can swap the stored sides; the width and height the page reserves must not.
  const swapped = !isSvg && (meta.orientation ?? 1) >= 5
  const width = swapped ? meta.height : meta.width
  const height = swapped ? meta.width : meta.height
  if (!width || !height) throw new Error(`${source}: cannot read the image's width and height`)

  const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 10)
  const base = source.replace(/\.[^.]+$/, '').replace(/[^\w-]+/g, '-')
  const rendered = await decodeSource(buffer, isSvg, width)
  const avif: ImageVariant[] = []
  const webp: ImageVariant[] = []
  for (const targetWidth of widthsFor(width, isSvg)) {
    const resized = rendered.clone().resize({ width: targetWidth })
    for (const [format, list] of [
      ['avif', avif],
      ['webp', webp],
    ] as const) {
      const file = `${base}-${hash}-${targetWidth}.${format}`
      const target = path.join(options.outputDir, file)
      // Files are named by content, so an existing one is already right.
      if (!existsSync(target)) {
        const encoded =
          format === 'avif' ? resized.clone().avif({ quality: 55, effort: 2 }) : resized.clone().webp({ quality: 78 })
        await encoded.toFile(target)
      }
      list.push({ width: targetWidth, url: `${options.publicPath}/${file}` })
    }
  }
  return {
    source,
    width,
    height,
    placeholder: await placeholderFor(rendered),
    avif,
    webp,
  }
}

/**
 * Turns every source image into AVIF and WebP at several widths, removes variants no source needs
 * any more, and writes the manifest (intrinsic size, variants, placeholder gradient) the pages read.
 * Unchanged images are not re-encoded. Returns the manifest.
 */
export async function buildImages(options: PipelineOptions): Promise<ImageManifest> {
  mkdirSync(options.outputDir, { recursive: true })
  mkdirSync(path.dirname(options.manifestFile), { recursive: true })
  const manifest: ImageManifest = {}
  const label = options.sourceLabel ?? options.sourceDir
  const files = listFiles(options.sourceDir)
  const problems = files.filter((file) => refusedPattern.test(file)).map((file) => refusal(`${label}/${file}`))
  const sources = files.filter((file) => sourcePattern.test(file))
  // Each encoder works on one core: as many pictures at a time as there are cores. The manifest and
  // the problems keep the files' order whichever finishes first.
  const results: (ImageManifestEntry | string)[] = new Array(sources.length)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < sources.length; index = next++) {
      const source = sources[index]!
      try {
        results[index] = await processImage(source, readFileSync(path.join(options.sourceDir, source)), options)
      } catch {
        const kind = source.toLowerCase().endsWith('.svg')
          ? 'SVG drawing'
          : source.toLowerCase().endsWith('.png')
            ? 'PNG'
            : 'JPEG'
        results[index] =
          `${label}/${source} cannot be read as a ${kind}: it is damaged, or not ` +
          `really a ${kind}. Open it and save or export it again as JPEG (a photo) or ` +
          `PNG, then put that file here.`
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), sources.length) }, worker))
  sources.forEach((source, index) => {
    const result = results[index]!
    if (typeof result === 'string') problems.push(result)
    else manifest[source] = result
  })
  if (problems.length > 0) throw new ImageError(problems)
  const wanted = new Set(
    Object.values(manifest).flatMap((entry) => [...entry.avif, ...entry.webp].map((v) => path.basename(v.url))),
  )
  for (const file of readdirSync(options.outputDir)) {
    if (!wanted.has(file)) rmSync(path.join(options.outputDir, file))
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`
  // Rewriting an identical manifest would only make the build look changed.
  if (!existsSync(options.manifestFile) || readFileSync(options.manifestFile, 'utf8') !== text) {
    writeFileSync(options.manifestFile, text)
  }
  return manifest
}

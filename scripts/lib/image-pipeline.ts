import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { ImageManifest, ImageManifestEntry, ImageVariant } from '../../lib/images'

/** The widths every image is offered at; a raster source is never enlarged past its own width. */
export const variantWidths = [480, 800, 1200, 1600] as const
/** Width of the tiny preview that stands in while the real image loads. */
const placeholderWidth = 16
const sourcePattern = /\.(jpe?g|png|svg)$/i

export type PipelineOptions = {
  /** Folder of source images (JPEG, PNG or SVG), possibly nested. */
  sourceDir: string
  /** Folder the AVIF and WebP files are written to; served at `publicPath`. */
  outputDir: string
  /** URL path `outputDir` is served at, for example `/img`. */
  publicPath: string
  /** Where the manifest the pages read is written. */
  manifestFile: string
}

function listSources(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return listSources(path.join(dir, entry.name), relative)
      return sourcePattern.test(entry.name) ? [relative] : []
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

/**
 * Decodes a source once into raw pixels (upright; SVGs rasterised sharp enough for the widest
 * variant), so each variant only resizes instead of decoding or rasterising again.
 */
async function decodeSource(buffer: Buffer, isSvg: boolean, intrinsicWidth: number): Promise<Sharp> {
  const input = isSvg ? sharp(buffer, { density: (72 * variantWidths.at(-1)!) / intrinsicWidth }) : sharp(buffer).rotate()
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
    for (const [format, list] of [['avif', avif], ['webp', webp]] as const) {
      const file = `${base}-${hash}-${targetWidth}.${format}`
      const target = path.join(options.outputDir, file)
      // Files are named by content, so an existing one is already right.
      if (!existsSync(target)) {
        const encoded = format === 'avif' ? resized.clone().avif({ quality: 55, effort: 2 }) : resized.clone().webp({ quality: 78 })
        await encoded.toFile(target)
      }
      list.push({ width: targetWidth, url: `${options.publicPath}/${file}` })
    }
  }
  const preview = await rendered.clone().resize({ width: placeholderWidth }).webp({ quality: 40 }).toBuffer()
  return {
    source,
    width,
    height,
    placeholder: `data:image/webp;base64,${preview.toString('base64')}`,
    avif,
    webp,
  }
}

/**
 * Turns every source image into AVIF and WebP at several widths, removes variants no source needs
 * any more, and writes the manifest (intrinsic size, variants, blur placeholder) the pages read.
 * Unchanged images are not re-encoded. Returns the manifest.
 */
export async function buildImages(options: PipelineOptions): Promise<ImageManifest> {
  mkdirSync(options.outputDir, { recursive: true })
  mkdirSync(path.dirname(options.manifestFile), { recursive: true })
  const manifest: ImageManifest = {}
  for (const source of listSources(options.sourceDir)) {
    const buffer = readFileSync(path.join(options.sourceDir, source))
    manifest[source] = await processImage(source, buffer, options)
  }
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

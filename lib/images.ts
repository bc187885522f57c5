import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** Where images come from and where the build pipeline puts their variants, from the project root. */
export const imagePaths = {
  sourceDir: 'content/images',
  outputDir: 'public/img',
  publicPath: '/img',
  manifestFile: 'generated/image-manifest.json',
} as const

export type ImageVariant = { width: number; url: string }

export type ImageManifestEntry = {
  /** Path of the source file inside `content/images/`. */
  source: string
  /** Intrinsic size of the source, so the page reserves the right box before the image arrives. */
  width: number
  height: number
  /**
   * A CSS background shown while the real image loads: a top-to-bottom gradient of the picture's
   * average colours, e.g. `linear-gradient(#8fa3b8,#6f7d4a,#4a5a2b)`.
   */
  placeholder: string
  avif: ImageVariant[]
  webp: ImageVariant[]
}

export type ImageManifest = Record<string, ImageManifestEntry>

/** A picture's file as content names it: a JPEG, PNG or SVG inside `content/images/` that exists. */
export const imageFileSchema = z
  .string()
  .refine((src) => !/\.hei[cf]$/i.test(src), { message: 'is a HEIC photo, which the site cannot use: save it as JPEG first, put the JPEG in content/images/ and name it here', abort: true })
  .regex(/^[\w-]+(\/[\w-]+)*\.(jpe?g|png|svg)$/i, 'must be a JPEG, PNG or SVG file name inside content/images/, such as cattle/herd.jpg')
  .refine((src) => existsSync(path.join(process.cwd(), imagePaths.sourceDir, src)), 'no such file in content/images/')

/** A picture in one language: its file and what it shows. */
export type ImageRef = { src: string; alt: string }
export type ResolvedImage = ImageManifestEntry & { alt: string }

/** The `srcset` value for a list of variants: "/img/a-480.avif 480w, /img/a-800.avif 800w". */
export function srcSet(variants: readonly ImageVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
}

/** The variant a browser without `srcset` support gets: the smallest one at least `width` wide. */
export function fallbackVariant(variants: readonly ImageVariant[], width = 800): ImageVariant {
  if (variants.length === 0) throw new Error('An image needs at least one variant')
  const sorted = [...variants].sort((a, b) => a.width - b.width)
  return sorted.find((variant) => variant.width >= width) ?? sorted.at(-1)!
}

let cached: ImageManifest | undefined

/** The manifest the image pipeline wrote; read once per build. */
export function imageManifest(file = path.join(process.cwd(), imagePaths.manifestFile)): ImageManifest {
  if (cached) return cached
  if (!existsSync(file)) {
    throw new Error(`${imagePaths.manifestFile} is missing: run \`npm run images\` (npm run build does it first)`)
  }
  cached = JSON.parse(readFileSync(file, 'utf8')) as ImageManifest
  return cached
}

/** Joins an image named in content with its generated variants. */
export function resolveImage(ref: ImageRef, manifest: ImageManifest = imageManifest()): ResolvedImage {
  const entry = manifest[ref.src]
  if (!entry) {
    throw new Error(`content/images/${ref.src} has no variants yet: run \`npm run images\` (npm run build does it first)`)
  }
  return { ...entry, alt: ref.alt }
}

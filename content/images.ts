import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { ImageManifest, ImageRef, ResolvedImage } from '@/lib/image-variants'

/** Where images come from and where the build pipeline puts their variants, from the project root. */
export const imagePaths = {
  sourceDir: 'content/images',
  outputDir: 'public/img',
  publicPath: '/img',
  manifestFile: 'generated/image-manifest.json',
} as const

/** A picture's file as content names it: a JPEG, PNG or SVG inside `content/images/` that exists. */
export const imageFileSchema = z
  .string()
  .refine((src) => !/\.hei[cf]$/i.test(src), {
    message:
      'is a HEIC photo, which the site cannot use: save it as JPEG first, put the ' +
      'JPEG in content/images/ and name it here',
    abort: true,
  })
  .regex(
    /^[\w-]+(\/[\w-]+)*\.(jpe?g|png|svg)$/i,
    'must be a JPEG, PNG or SVG file name inside content/images/, such as cattle/herd.jpg',
  )
  .refine((src) => existsSync(path.join(process.cwd(), imagePaths.sourceDir, src)), 'no such file in content/images/')

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
    throw new Error(
      `content/images/${ref.src} has no variants yet: run \`npm run images\` (npm run build does it first)`,
    )
  }
  return { ...entry, alt: ref.alt }
}

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { servedPathOf } from '../site/exported-files'
import { narrowPhotoWarnings, picturePlaces } from '../../lib/image-slots'
import { imagePaths } from '../../content/images'
import type { ImageManifest } from '../../lib/image-variants'
import { variantWidths } from '../../lib/offline/image-cache'
import { htmlFiles } from '../site/out-files'

/**
 * The photos in content/images/ narrower than the widest variant a sharp screen fetches for one of
 * their places on the built pages (lib/image-slots.ts), each named with the width to use.
 */
export function narrowPhotos(outDir: string, manifest: ImageManifest): string[] {
  const places = htmlFiles(outDir).flatMap((file) =>
    picturePlaces(servedPathOf(file), readFileSync(path.join(outDir, file), 'utf8')),
  )
  const photos = Object.values(manifest).map((entry) => ({
    source: `${imagePaths.sourceDir}/${entry.source}`,
    width: entry.width,
    scalable: entry.source.toLowerCase().endsWith('.svg'),
    variantUrls: [...entry.avif, ...entry.webp].map((variant) => variant.url),
  }))
  return narrowPhotoWarnings(places, photos, variantWidths)
}

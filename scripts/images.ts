/**
 * `npm run images`: turns every photo or drawing in content/images/ into responsive AVIF and WebP
 * variants in public/img/ and writes the manifest the pages read. `npm run build` runs it first.
 */
import path from 'node:path'
import { imagePaths } from '../lib/images'
import { root } from './build/build-state'
import { buildImages } from './build/image-pipeline'

export async function runImagePipeline(): Promise<void> {
  const started = Date.now()
  const manifest = await buildImages({
    sourceDir: path.join(root, imagePaths.sourceDir),
    outputDir: path.join(root, imagePaths.outputDir),
    publicPath: imagePaths.publicPath,
    manifestFile: path.join(root, imagePaths.manifestFile),
  })
  console.log(`Images: ${Object.keys(manifest).length} sources ready in ${imagePaths.outputDir}/ (${Date.now() - started} ms).`)
}

if (require.main === module) {
  runImagePipeline().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}

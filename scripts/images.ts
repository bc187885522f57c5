/**
 * `npm run images`: turns every photo or drawing in content/images/ into responsive AVIF and WebP
 * variants in public/img/ and writes the manifest the pages read. `npm run build` runs it first.
 */
import path from 'node:path'
import { imagePaths } from '../content/images'
import { root } from './site/build-state'
import { buildImages, ImageError } from './build-steps/image-pipeline'

export async function runImagePipeline(): Promise<void> {
  const started = Date.now()
  const manifest = await buildImages({
    sourceDir: path.join(root, imagePaths.sourceDir),
    outputDir: path.join(root, imagePaths.outputDir),
    publicPath: imagePaths.publicPath,
    manifestFile: path.join(root, imagePaths.manifestFile),
    sourceLabel: imagePaths.sourceDir,
  })
  console.log(
    `Images: ${Object.keys(manifest).length} sources ready in ${imagePaths.outputDir}/ (${Date.now() - started} ms).`,
  )
}

/** The pipeline, stopping the build with a picture's name and what to do when one cannot be used. */
export async function runImagePipelineOrStop(): Promise<void> {
  try {
    await runImagePipeline()
  } catch (error) {
    if (!(error instanceof ImageError)) throw error
    console.error(`The site was not built: ${error.message}\n`)
    process.exit(1)
  }
}

if (require.main === module) {
  runImagePipelineOrStop().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { servedPathOf } from '../../lib/exported-files'
import { buildVersion, firstViewImages, manifestIcons, shouldPrecache } from '../../lib/offline/precache-list'
import { root } from './build-state'
import { htmlFiles } from './out-files'

/**
 * Writes out/sw.js: the worker in lib/offline/worker/sw.ts with the precache list of this build, worked
 * out from the files in out/ (so pages or images added later are covered without a change here).
 * Adds no inline script to any page, so the pages' script hashes stay as they are.
 */
export async function writeServiceWorker(outDir: string): Promise<{ version: string; files: number; bytes: number }> {
  // @serwist/build is an ES module only; tsx loads the build scripts as CommonJS.
  const { getManifest } = await import('@serwist/build')
  const keep = new Set(manifestIcons(readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')))
  for (const page of htmlFiles(outDir)) firstViewImages(readFileSync(path.join(outDir, page), 'utf8')).forEach((image) => keep.add(image))

  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: ['**/*'],
    // The content editor is the owner's, never a visitor's: not even looked at (its script is 2 MB).
    globIgnores: ['admin/**'],
    // File names under _next/static carry a content hash already; the rest get a revision.
    dontCacheBustURLsMatching: /^_next\/static\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.filter((entry) => shouldPrecache(entry.url, keep)).map((entry) => ({ ...entry, url: servedPathOf(entry.url) })),
        warnings: [],
      }),
    ],
  })
  if (warnings.length > 0) throw new Error(`Precache list: ${warnings.join('; ')}`)
  const entries = manifestEntries ?? []
  const version = buildVersion(entries)
  await build({
    entryPoints: [path.join(root, 'lib', 'offline', 'worker', 'sw.ts')],
    outfile: path.join(outDir, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    // Browsers with service workers parse ES2020; one that cannot simply never installs the worker.
    target: 'es2020',
    define: { __PRECACHE_ENTRIES__: JSON.stringify(entries), __BUILD_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  return { version, files: count, bytes: size }
}

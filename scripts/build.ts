/**
 * `npm run build`: renders the responsive images, checks the content and settings, runs
 * `next build` into out/, writes sitemap.xml and robots.txt, makes the pages content first (their
 * JavaScript and React payload load after the first paint), then writes the service worker (sw.js,
 * with this build's precache list) and the headers every host sends (_headers, with each page's
 * script hashes and the cache policy) beside the pages, writes the same site for nginx into
 * deploy/nginx-site.conf, and records the build so `npm start` and the tests know whether out/ is
 * current.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { buildIdOf, nextBuildFlags, outDir, root, sourceHashes, writeStamp } from './site/build-state'
import { checkContent } from './build-steps/content-check'
import { writeEditor } from './build-steps/content-editor'
import { applyContentFirst } from './build-steps/content-first'
import { writeHeadersFile } from './site/headers-file'
import { narrowPhotos } from './build-steps/narrow-photos'
import { pageDates } from './build-steps/page-dates'
import { orderPayloads } from './build-steps/payload-order'
import { htmlFileOf } from './site/exported-files'
import { isEditorFile, siteFiles } from './site/out-files'
import { writePrintSheet } from './build-steps/print-sheet'
import { nginxSiteFile, writeNginxSite } from './site/nginx-site'
import { writeOfflinePages } from './build-steps/offline-pages'
import { precompress } from './site/precompress'
import { pagePolicies } from './site/security-headers'
import { writeSaleCalendars } from './build-steps/sale-calendar'
import { moveStructuredData } from './build-steps/structured-data'
import { putSuspenseInPlace } from './build-steps/suspense-in-place'
import { writeServiceWorker } from './build-steps/service-worker'
import { reportExampleSale, reportExampleSeed, reportSettings } from './build-steps/settings-report'
import { runImagePipelineOrStop } from './images'

async function main() {
  // The generated variants first, so they are part of what this build is recorded as made from.
  await runImagePipelineOrStop()
  const sources = sourceHashes()
  await checkContent()
  await reportSettings()
  await reportExampleSale()
  await reportExampleSeed()
  const result = spawnSync('npx', ['next', 'build', ...nextBuildFlags], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BUILD_ID_FROM_SOURCES: buildIdOf(sources) },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  const { settings } = await import('../content/settings')
  const { notFoundRoute, routes } = await import('../content/pages')
  const { defaultLanguage } = await import('../content/languages')
  // Each page with the same page in every language, and the default language's as x-default.
  const { animalSitemapPages, removeAnimalPlaceholder } = await import('./build-steps/catalogue-pages')
  const sitemapPages = () => [
    ...routes.map((route) => {
      const versions = routes.filter((other) => other.key === route.key)
      const fallback = versions.find((other) => other.language === defaultLanguage)!
      return {
        path: route.path,
        alternates: [
          ...versions.map((other) => ({ hreflang: other.lang, path: other.path })),
          { hreflang: 'x-default', path: fallback.path },
        ],
      }
    }),
    ...animalSitemapPages(),
  ]
  // A sale with no animal leaves no placeholder page behind (scripts/build-steps/catalogue-pages.ts).
  removeAnimalPlaceholder(outDir)
  // The sitemap lists exactly the registry's pages and, while a sale is on, its animals' (next-sitemap.config.js reads
  // them from here). next-sitemap ends without an error when it finds no config: a sitemap not written is one.
  // Each page's lastmod is when what it shows last changed (scripts/build-steps/page-dates.ts).
  const { imageManifest } = await import('../content/images')
  const sitemapEntries = sitemapPages()
  const dates = pageDates(
    root,
    sitemapEntries.map((page) => ({
      address: page.path,
      html: readFileSync(path.join(outDir, htmlFileOf(page.path)), 'utf8'),
    })),
    imageManifest(),
  )
  const sitemapFile = path.join(outDir, 'sitemap.xml')
  rmSync(sitemapFile, { force: true })
  const sitemap = spawnSync('npx', ['next-sitemap'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SITEMAP_SITE_URL: settings.siteUrl,
      SITEMAP_PAGES: JSON.stringify(sitemapEntries.map((page) => ({ ...page, lastmod: dates.get(page.path) }))),
    },
  })
  if (sitemap.status !== 0) process.exit(sitemap.status ?? 1)
  if (!existsSync(sitemapFile)) {
    console.error('next-sitemap wrote no out/sitemap.xml: next-sitemap.config.js must be in the project’s folder.')
    process.exit(1)
  }
  // A photo narrower than its widest place on the pages is allowed, and named so it can be replaced.
  for (const warning of narrowPhotos(outDir, imageManifest())) console.warn(`Warning: ${warning}`)
  // The print sheet wins over the screen's again now that the screen's has no cascade layers.
  writePrintSheet(
    outDir,
    siteFiles(outDir).filter((file) => file.endsWith('.css') && file !== 'print.css' && !isEditorFile(file)),
  )
  const calendars = writeSaleCalendars(outDir)
  if (calendars.length > 0) console.log(`The sale's calendar files: ${calendars.join(', ')}.`)
  // A boundary React sent apart from its place in a long page (the season planner's form), put back.
  const inPlace = putSuspenseInPlace(
    outDir,
    siteFiles(outDir).filter((file) => file.endsWith('.html')),
  )
  console.log(`Suspense boundaries: ${inPlace} put back in their place in the pages.`)
  const pages = applyContentFirst(outDir)
  const offline = writeOfflinePages(outDir)
  console.log(
    `Offline pages: ` +
      `${offline.map((page) => `out/${page.file} (${(page.bytes / 1024).toFixed(1)} KiB)`).join(', ')}, ` +
      `shown for a page not yet kept on a device.`,
  )
  const moved = pages.filter((page) => page.payloadUrl).length
  console.log(
    `Content first: ${pages.length} pages load their scripts after the first ` +
      `paint; ${moved} fetch their React payload then.`,
  )
  // Structured data is the crawlers': out of the payloads the pages fetch, kept at the end of their HTML.
  const data = moveStructuredData(outDir, pages)
  console.log(`Structured data: ${data} scripts kept in the pages alone, out of their React payloads.`)
  // Once the pages no longer carry their payloads inline: the rows every Node writes in its own order, in one.
  const ordered = orderPayloads(outDir)
  console.log(`React payloads: the module rows of ${ordered.length} put in the order every build writes.`)
  // The content editor at /admin/, before the worker and the headers, which leave it out and give it its own policy.
  const editor = await writeEditor(outDir)
  const editorExamples =
    editor.examples.length > 0
      ? ` (still using example values: ${editor.examples.join(', ')}; docs/deploying.md, "Editing on the live site")`
      : ''
  console.log(`Content editor written to out/admin/${editorExamples}.`)
  const worker = await writeServiceWorker(outDir)
  console.log(
    `Service worker ${worker.version}: ${worker.files} files ` +
      `(${Math.round(worker.bytes / 1024)} KiB) to store for offline use.`,
  )
  // The form may send only to the configured e-mail API (the local sink when built for npm start);
  // the social feed's origins are allowed only when the feed is configured.
  const { social } = await import('../content/social')
  const policies = pagePolicies(outDir, {
    connectOrigins: [settings.emailJs.apiOrigin],
    widgetOrigins: settings.socialFeedWidgetId ? social.feed.origins : [],
  })
  writeHeadersFile(outDir, { ...policies, editor: editor.policy })
  console.log(`Security headers for ${policies.perFile.size} pages and the cache policy written to out/_headers.`)
  writeNginxSite(outDir)
  console.log(`The same site for nginx written to ${path.relative(root, nginxSiteFile)}.`)
  // Last, once every file is final: a brotli and a gzip copy beside each text file, for the hosts we
  // configure. A copy of the site built for the tests (scripts/support/stress-site.ts) compresses only
  // the pages of the registry, whose bytes on the wire its tests measure; its server compresses the
  // rest on the way (a stressed copy's hundreds of animal pages took half its build at brotli's highest level).
  const toCompress =
    process.env.BUILD_COMPRESSES_REGISTRY_PAGES_ONLY === '1'
      ? [...routes.map((route) => htmlFileOf(route.path)), notFoundRoute.file]
      : siteFiles(outDir)
  const compressed = await precompress(outDir, toCompress)
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
  console.log(
    `Compressed copies of ${compressed.files} text files written beside them: ` +
      `${kib(compressed.raw)} as brotli ${kib(compressed.br)}, as gzip ` +
      `${kib(compressed.gzip)}.`,
  )
  writeStamp(sources)
}

void main()

import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { languageCodes } from '../../content/languages'
import { routes } from '../../content/pages'
import { offlinePageFiles, offlinePagePath } from './offline-pages'
import { servedPathOf } from '../site/exported-files'
import { cleanAddress } from '../../lib/offline/site-address'
import { menuPagesAbove, type StorePlan } from '../../lib/offline/store-ahead'
import { buildVersion, shellFiles, sitePath, type ShellPage } from '../site/precache-list'
import { root } from '../site/build-state'
import { deferredLoads } from '../site/deferred-loads'
import { editorFolder, htmlFiles } from '../site/out-files'
import { saleDayPlan } from './sale-day'

/** Next's copy of the 404 page under its own name: the site serves 404.html, never this one. */
const nextNotFoundCopy = '_not-found.html'

/**
 * The page that answers an unknown address: from the server online, and from the worker offline,
 * which stores it with the shell and knows every address the site has (`siteAddresses`).
 */
export const notFoundPage = '404.html'

/** The pages stored with the shell, whatever the visitor reads: each language's offline page. */
const withTheShell = () => new Set(offlinePageFiles())

type ExportedPage = ShellPage & { language: string }

function exportedPages(outDir: string): ExportedPage[] {
  return htmlFiles(outDir)
    .filter((file) => file !== nextNotFoundCopy)
    .map((file) => {
      const html = readFileSync(path.join(outDir, file), 'utf8')
      const payloadUrl = deferredLoads(html)?.payloadUrl
      const language = /<html[^>]*\slang="([a-z]{2})/i.exec(html)?.[1]?.toLowerCase()
      if (!language)
        throw new Error(`${file} has no <html lang>: the worker cannot tell which language's pages it belongs to`)
      return { file, payload: payloadUrl ? sitePath(payloadUrl) : null, language }
    })
}

/**
 * The files the worker stores (scripts/site/precache-list.ts): every page with the payload it
 * fetches, and what those reach. Worked out from out/, so a page or a chunk added later is covered
 * without a change here.
 */
export function precacheFiles(outDir: string): string[] {
  // The pages of a folder kept as read are not listed; the scripts and styles they load are.
  return shellFiles(
    exportedPages(outDir),
    (file) => readFileSync(path.join(outDir, file), 'utf8'),
    (file) => existsSync(path.join(outDir, file)),
  ).filter((file) => !inReadFolder(file))
}

/** A page's exported files that are pages or their payloads (the worker stores those only as pages). */
const isPageFile = (file: string) => file.endsWith('.html') || file.endsWith('.txt')

/** The pages stored ahead with their language (the menu's), and those stored once read, as exported. */
function storedPages(outDir: string): { menu: ExportedPage[]; whenRead: ExportedPage[]; all: ExportedPage[] } {
  const all = exportedPages(outDir)
  const shellPages = withTheShell()
  const menu = all.filter(
    (page) =>
      page.file !== notFoundPage &&
      !shellPages.has(page.file) &&
      !isStoredWhenRead(page.file) &&
      !inReadFolder(page.file),
  )
  return { menu, whenRead: all.filter((page) => isStoredWhenRead(page.file)), all }
}

/**
 * The pages of the menu in each language, as the worker's addresses ('/', '/bonsmara', '/garlic').
 * Reading one stores them all, each with its files (`pageFiles`); see lib/offline/store-ahead.ts.
 */
export function pagesByLanguage(outDir: string): Record<string, string[]> {
  const groups: Record<string, string[]> = {}
  for (const page of storedPages(outDir).menu) (groups[page.language] ??= []).push(servedPathOf(page.file))
  return groups
}

/**
 * The pages stored once read, not with their language (the privacy notice, the sale catalogue), by
 * address, each with the menu pages of its language it brings: those its address lies under
 * ('/bonsmara/catalogue': ['/', '/bonsmara']; lib/offline/store-ahead.ts).
 */
export function pagesWhenRead(outDir: string): Record<string, string[]> {
  const menus = pagesByLanguage(outDir)
  return Object.fromEntries(
    storedPages(outDir).whenRead.map((page) => {
      const address = servedPathOf(page.file)
      return [address, menuPagesAbove(address, menus[page.language] ?? [])]
    }),
  )
}

/**
 * What the worker stores for each page it stores ahead or once read: the page, its payload, and the
 * scripts, style sheets, fonts, icons and manifest it reaches (now or on first use, as
 * scripts/site/precache-list.ts follows them). A page kept once read also brings what the pages under
 * its address reach (the catalogue: its animals' pages' scripts), since those are kept as they are
 * read, unlisted. So a visitor is sent a page's tools only with the page: the catalogue's reader
 * never downloads the calculator's scripts.
 */
export function pageFiles(outDir: string): Record<string, string[]> {
  const { menu, whenRead, all } = storedPages(outDir)
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')
  const exists = (file: string) => existsSync(path.join(outDir, file))
  return Object.fromEntries(
    [...menu, ...whenRead].map((page) => {
      const served = servedPathOf(page.file)
      const under = whenRead.includes(page)
        ? all.filter((other) => servedPathOf(other.file).startsWith(`${served}/`))
        : []
      const reached = shellFiles([page, ...under], read, exists).filter((file) => !isPageFile(file))
      return [served, [...addressesOf(page), ...reached.map(servedPathOf)]]
    }),
  )
}

/**
 * What the worker stores at install, whatever the visitor reads: each language's offline page and
 * the 404 page, with what they reach (the style sheets, the icons, the manifest): the answers it
 * gives offline for a page it has not stored.
 */
export function installFiles(outDir: string): string[] {
  const answers = exportedPages(outDir).filter((page) => page.file === notFoundPage || withTheShell().has(page.file))
  return shellFiles(
    answers,
    (file) => readFileSync(path.join(outDir, file), 'utf8'),
    (file) => existsSync(path.join(outDir, file)),
  ).map(servedPathOf)
}

/**
 * What the worker needs to answer, offline, an address it has not stored: each language's offline
 * page (scripts/build-steps/offline-pages.ts), beside that language's home page, whose address is the
 * prefix of the language's pages.
 */
export function offlineAnswers(outDir: string): {
  offlinePages: Record<string, string>
  notFound: string
  addresses: string[]
} {
  return {
    offlinePages: Object.fromEntries(languageCodes.map((language) => [language, offlinePagePath(language)])),
    notFound: servedPathOf(notFoundPage),
    addresses: siteAddresses(outDir),
  }
}

/**
 * Every address the site answers with a page, as the worker compares them ('/', '/garlic',
 * '/bonsmara/catalogue/jldt-24-045', '/admin'): offline, an address on this list that is not stored
 * gets the offline page, any other the 404 page. A few hundred bytes in the worker; built from out/,
 * so a page or an animal added later is on it.
 */
export function siteAddresses(outDir: string): string[] {
  const pages = htmlFiles(outDir).filter((file) => file !== nextNotFoundCopy)
  const editor = existsSync(path.join(outDir, editorFolder, 'index.html'))
    ? [servedPathOf(`${editorFolder}/index.html`)]
    : []
  return [...new Set([...pages.map(servedPathOf), ...editor].map(cleanAddress))].sort()
}

/** A page's address and its payload's, as the worker stores them. */
const addressesOf = (page: ExportedPage) => [servedPathOf(page.file), ...(page.payload ? [`/${page.payload}`] : [])]

/**
 * The exported files stored once read rather than with their language: the registry's pages outside
 * the menu or marked `storedWhenRead` (content/pages.yaml), and every page under such a page's
 * address (each animal of the sale catalogue).
 */
const whenReadPaths = routes.filter((route) => !route.storedWithLanguage).map((route) => route.path)
const isStoredWhenRead = (file: string) => whenReadPaths.includes(servedPathOf(file))

/**
 * The folders under a page stored once read (each animal's page under the sale catalogue's
 * address): the worker keeps their pages as they are read, without listing them, so a catalogue of
 * eighty animals adds nothing to the worker a first visit downloads.
 */
export const readFolders: readonly string[] = whenReadPaths.filter((path) => path !== '/').map((path) => `${path}/`)
const inReadFolder = (file: string) => readFolders.some((folder) => `/${file}`.startsWith(folder))

/** The full worker's file, and the light one a visitor who saves data registers (lib/offline/worker/light.ts). */
export const serviceWorkerFile = 'sw.js'
export const lightWorkerFile = 'sw-light.js'

/** A worker of lib/offline/worker/ bundled, with the build's figures in place of its `__NAMES__`. */
export async function bundleWorker(entry: string, figures: Record<string, unknown>): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'lib', 'offline', 'worker', entry)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    // Browsers with service workers parse ES2020; one that cannot simply never installs the worker.
    target: 'es2020',
    define: {
      ...Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, JSON.stringify(value)])),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  })
  return result.outputFiles[0]!.text
}

/**
 * What the light worker is built with: the offline answers, the auction's day, and the addresses it
 * answers offline with the 404 page when they are not the site's. Those are the site's pages but the
 * ones under a folder kept as read (each animal's page), whose folders stand for them: so a catalogue
 * of eighty animals adds nothing to the worker a visitor saving data downloads, and offline an
 * address in such a folder gets the offline page rather than the 404 page.
 */
export function lightWorkerFigures(
  offline: ReturnType<typeof offlineAnswers>,
  saleDay: ReturnType<typeof saleDayPlan>,
  folders: readonly string[] = readFolders,
) {
  return {
    offlinePages: offline.offlinePages,
    notFound: offline.notFound,
    addresses: offline.addresses.filter((address) => !folders.some((folder) => address.startsWith(folder))),
    readFolders: folders,
    saleDay,
  }
}

/**
 * Writes out/sw.js, the worker in lib/offline/worker/sw.ts with this build's precache list and the
 * auction's day, and out/sw-light.js, the light one (lib/offline/worker/light.ts) with the offline
 * answers, the site's addresses and the auction's day. Adds no inline script to any page, so the
 * pages' script hashes stay as they are. `saleDays` stands in for the auction's day (a test that
 * stages the day on a copy of the build).
 */
export async function writeServiceWorker(
  outDir: string,
  { saleDays }: { saleDays?: readonly string[] } = {},
): Promise<{ version: string; files: number; bytes: number }> {
  // @serwist/build is an ES module only; tsx loads the build scripts as CommonJS.
  const { getManifest } = await import('@serwist/build')
  const shell = new Set(precacheFiles(outDir))
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: ['**/*'],
    // The content editor is the owner's, never a visitor's: not even looked at (its script is 2 MB).
    globIgnores: ['admin/**'],
    // File names under _next/static carry a content hash already; the rest get a revision.
    dontCacheBustURLsMatching: /^_next\/static\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries
          .filter((entry) => shell.has(entry.url))
          .map((entry) => ({ ...entry, url: servedPathOf(entry.url) })),
        warnings: [],
      }),
    ],
  })
  if (warnings.length > 0) throw new Error(`Precache list: ${warnings.join('; ')}`)
  const entries = manifestEntries ?? []
  if (entries.length !== shell.size)
    throw new Error(`Precache list: ${shell.size} files in the shell, ${entries.length} entries written`)
  const bytes = [...shell].reduce((total, file) => total + readFileSync(path.join(outDir, file)).length, 0)
  const version = buildVersion(entries)
  const plan: StorePlan = { menus: pagesByLanguage(outDir), whenRead: pagesWhenRead(outDir), readFolders }
  const [files, install] = [pageFiles(outDir), installFiles(outDir)]
  // Every file of the list is stored at install or with a page, or it would never be.
  const stored = new Set([...install, ...Object.values(files).flat()])
  const never = entries.map((entry) => entry.url).filter((url) => !stored.has(url))
  if (never.length > 0) throw new Error(`Precache list: never stored, neither at install nor with a page: ${never}`)
  const offline = offlineAnswers(outDir)
  const saleDay = saleDayPlan(saleDays)
  const full = await bundleWorker('sw.ts', {
    __PRECACHE_ENTRIES__: entries,
    __STORE_PLAN__: plan,
    __PAGE_FILES__: files,
    __INSTALL__: install,
    __OFFLINE__: offline,
    __SALE_DAY__: saleDay,
  })
  writeFileSync(path.join(outDir, serviceWorkerFile), full)
  const light = await bundleWorker('light.ts', { __LIGHT__: lightWorkerFigures(offline, saleDay) })
  writeFileSync(path.join(outDir, lightWorkerFile), light)
  return { version, files: entries.length, bytes }
}

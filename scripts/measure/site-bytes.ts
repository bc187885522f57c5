import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { htmlFileOf } from '../site/exported-files'
import { deferredLoads } from '../site/deferred-loads'

/** One file's or one group's size as stored, gzipped and brotli-compressed (what a CDN sends). */
export type Size = { raw: number; gzip: number; brotli: number; files: number }

export const zero: Size = { raw: 0, gzip: 0, brotli: 0, files: 0 }

export function add(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli, files: a.files + b.files }
}

function sizeOfBuffer(buffer: Buffer): Size {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    files: 1,
  }
}

/** Already-compressed formats travel as they are: gzip and brotli sizes equal the raw size. */
function sizeOfCompressed(buffer: Buffer): Size {
  return { raw: buffer.length, gzip: buffer.length, brotli: buffer.length, files: 1 }
}

// Each file is compressed once per process (while it is unchanged): every page of a language loads
// the same runtime chunks, and brotli at its highest quality is slow.
const sizeByFile = new Map<string, Size>()

function sizeOfFile(file: string): Size {
  const { mtimeMs, size } = statSync(file)
  const key = `${file}\0${mtimeMs}\0${size}`
  let known = sizeByFile.get(key)
  if (!known) {
    const buffer = readFileSync(file)
    known = /\.(woff2|avif|webp|jpe?g|png)$/.test(file) ? sizeOfCompressed(buffer) : sizeOfBuffer(buffer)
    sizeByFile.set(key, known)
  }
  return known
}

export function sizeOfFiles(outDir: string, urls: Iterable<string>): Size {
  let total = zero
  for (const url of urls) {
    const file = path.join(outDir, decodeURIComponent(url.split('?')[0]!))
    if (!existsSync(file)) throw new Error(`${url} is referenced but missing from out/`)
    total = add(total, sizeOfFile(file))
  }
  return total
}

const assetPattern = /\/_next\/static\/[^"'\s\\)]+?\.(?:js|css|woff2)/g

/**
 * Every JS, CSS and font file a page loads on first view: script tags, preloads, the content-first
 * loader's chunk list and the chunk lists inside an inline React payload all name them in the HTML.
 */
export function firstViewAssets(html: string): { js: string[]; css: string[]; fonts: string[] } {
  const found = new Set(html.match(assetPattern) ?? [])
  const all = [...found].sort()
  return {
    js: all.filter((url) => url.endsWith('.js')),
    css: all.filter((url) => url.endsWith('.css')),
    fonts: all.filter((url) => url.endsWith('.woff2')),
  }
}

export type RouteBytes = {
  route: string
  html: Size
  /** The React payload the page fetches after its first paint to hydrate (zero while it is inline). */
  payload: Size
  css: Size
  fonts: Size
  /** JS every page of its language loads (the Next and React runtime, its root layout, shared islands). */
  sharedJs: Size
  /**
   * JS this route loads on first view that not every page of its language does. Each language has
   * its own root layout and so its own layout chunk, the same code for every page of that language.
   */
  ownJs: Size
  /** All JS this route loads on first view (shared + own). */
  firstLoadJs: Size
}

export type SiteBytes = {
  routes: RouteBytes[]
  /** JS in out/ that no page loads up front: chunks fetched later, on interaction. */
  lazyJs: Size
  sharedJsFiles: string[]
}

/** Byte accounting of a static export, per route, read from its out/ folder. */
export function measureSiteBytes(outDir: string, routes: readonly string[]): SiteBytes {
  const pages = routes.map((route) => {
    const html = readFileSync(path.join(outDir, htmlFileOf(route)), 'utf8')
    return { route, html, assets: firstViewAssets(html) }
  })
  // Pages share what every page drawn in the same document (the same `<html lang>`) loads; a page that loads no
  // script at all (one without a tool, such as the privacy notice) shares nothing and takes nothing from the rest.
  const documentOf = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? ''
  const sharedIn = new Map<string, Set<string>>()
  for (const page of pages) {
    if (page.assets.js.length === 0) continue
    const document = documentOf(page.html)
    const mine = new Set(page.assets.js)
    const common = sharedIn.get(document)
    sharedIn.set(document, common ? new Set([...common].filter((url) => mine.has(url))) : mine)
  }
  const sharedOf = (html: string) => sharedIn.get(documentOf(html)) ?? new Set<string>()
  const shared = new Set([...sharedIn.values()].flatMap((set) => [...set]))
  const loadedAnywhere = new Set(pages.flatMap((page) => page.assets.js))

  const chunkDir = path.join(outDir, '_next', 'static', 'chunks')
  const allJs = existsSync(chunkDir)
    ? readdirSync(chunkDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .map((file) => `/_next/static/chunks/${file.split(path.sep).join('/')}`)
    : []

  return {
    sharedJsFiles: [...shared].sort(),
    lazyJs: sizeOfFiles(
      outDir,
      allJs.filter((url) => !loadedAnywhere.has(url)),
    ),
    routes: pages.map(({ route, html, assets }) => ({
      route,
      html: sizeOfBuffer(Buffer.from(html)),
      payload: sizeOfFiles(
        outDir,
        [deferredLoads(html)?.payloadUrl].filter((url): url is string => !!url),
      ),
      css: sizeOfFiles(outDir, assets.css),
      fonts: sizeOfFiles(outDir, assets.fonts),
      sharedJs: sizeOfFiles(
        outDir,
        assets.js.filter((url) => sharedOf(html).has(url)),
      ),
      ownJs: sizeOfFiles(
        outDir,
        assets.js.filter((url) => !sharedOf(html).has(url)),
      ),
      firstLoadJs: sizeOfFiles(outDir, assets.js),
    })),
  }
}

/** A size as the tables and budgets write it: 12.3 KB. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { deferredLoads, loaderAttributes } from '../site/deferred-loads'
import { htmlFiles } from '../site/out-files'

/**
 * Content first: a post-build step that makes every exported page paint its words before any
 * JavaScript is fetched or run.
 *
 * Next puts its framework chunks in the head as async scripts, so on a slow phone link ~180 KB of
 * JavaScript competes with the HTML and the stylesheet for the same few kilobits, and on a fast one
 * it runs before the first paint. It also inlines the page's React Server Components payload (the
 * data React hydrates from: a second copy of every word and class name) in the HTML, which doubles
 * the document a visitor waits for. This step moves both behind the first paint:
 *
 * - the chunk `<script>` tags and their preloads leave the page, and one small inline script loads
 *   them once the browser reports the first contentful paint (at once in a hidden tab, where
 *   nothing paints); another before it watches that they start (scripts-watchdog.ts);
 * - the inline payload leaves the page when Next exported the very same bytes beside it (`x.txt`
 *   for `x.html`, the file client navigation fetches); the inline script fetches that file before
 *   it adds the chunks, so React hydrates from the same data. A failed fetch is tried again when
 *   the browser is back online or after a pause, and the page stays readable meanwhile.
 *
 * The HTML keeps every word, link and picture: crawlers and visitors without JavaScript see the
 * same page. If Next's inline payload ever stops matching its exported file, the build fails here
 * rather than shipping a page that cannot hydrate.
 */

/** Next's chunk script tags and their preload links, as the App Router exports them. */
const chunkScriptTag = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g
const chunkPreloadTag =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[^"]+\.js)"\/>/g
/** What is left of the framework on a page without it: the payload stream's start, the runtime's
    note of its chunks, and the polyfills for browsers without modules. */
const payloadStartTag = /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)<\/script>/g
const runtimeNoteTag = /<script id="_R_">[^<]*<\/script>/g
const polyfillTag = /<script src="\/_next\/static\/[^"]+\.js" noModule=""><\/script>/g
/** One inline push of the payload stream: `self.__next_f.push([kind, data])`. */
const payloadPushTag = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g

let bundledLoader: string | undefined

/**
 * The loader's code as it goes inline in every page: content-first-loader.ts and its entry, bundled
 * and minified. It is the same on every page (the page's plan is in the element's data attributes),
 * so every page's policy allows it by one hash.
 */
export function loaderCode(): string {
  if (bundledLoader) return bundledLoader
  const result = buildSync({
    entryPoints: [path.join(__dirname, 'content-first-entry.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    // Every browser Next's own scripts run in parses ES2020.
    target: 'es2020',
    logLevel: 'warning',
  })
  bundledLoader = result.outputFiles[0]!.text.trim()
  // An inline script ends at the first "</script", and "<!--" changes how the rest is read.
  if (/<\/script|<!--/i.test(bundledLoader))
    throw new Error('The content-first loader must not contain "</script" or "<!--"')
  return bundledLoader
}

/** The file the watchdog fetches once it has marked a page: what fills the notices' e-mail links. */
export const stalledMailFile = 'stalled-mail.js'

/** Browser code from this folder, bundled and minified as one script for the given syntax. */
function bundled(source: string, target: 'es5' | 'es2020'): string {
  const result = buildSync({
    stdin: { contents: source, resolveDir: __dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target,
    logLevel: 'warning',
  })
  return result.outputFiles[0]!.text.trim()
}

/** One call of scripts-watchdog.ts, minified for ES5: it must run where the loader and the chunks cannot. */
function es5Bundle(call: string): string {
  const code = bundled(`import { fillStalledMail, watchScripts } from './scripts-watchdog'\n${call}`, 'es5')
  if (/<\/script|<!--/i.test(code)) throw new Error('The scripts watchdog must not contain "</script" or "<!--"')
  return code
}

let bundledWatchdog: string | undefined

/** The watchdog's code as it goes inline in every content-first page, before the loader. */
export function watchdogCode(): string {
  return (bundledWatchdog ??= es5Bundle(`watchScripts(${JSON.stringify(`/${stalledMailFile}`)})`))
}

/** The code of out/stalled-mail.js. */
export function stalledMailCode(): string {
  return es5Bundle('fillStalledMail()')
}

/** What every page does without the framework (page-basics.ts), minified. */
export function pageBasicsCode(): string {
  const code = bundled(`import { pageBasics } from './page-basics'\npageBasics()`, 'es2020')
  // An inline script ends at the first "</script", and "<!--" changes how the rest is read.
  if (/<\/script|<!--/i.test(code)) throw new Error('The page’s basics must not contain "</script" or "<!--"')
  return code
}

/**
 * The page's basics, inline at the end of every page: a file of its own was a request that, in a fast
 * load, could land before the first paint and so counted as one the paint waited for (Lighthouse's
 * simulated LCP on /garlic, docs/performance.md), for 0.8 KB that travels as well with the page.
 */
const pageBasicsElement = `<script data-page-basics="">${pageBasicsCode()}</script>`

/** A tool's mark (components/tool-wake.ts): a page without one never needs the framework. */
const toolMark = /<[a-z]+\b[^>]*\sdata-tool=/

/** The loader's script element for a page's plan. */
export function loaderElement(chunks: readonly string[], payloadUrl: string | null): string {
  return `<script ${loaderAttributes(chunks, payloadUrl)}>${loaderCode()}</script>`
}

export type ContentFirstPage = {
  html: string
  /** The chunks now loaded after the first paint, in the page's order. */
  chunks: string[]
  /** The payload file fetched after the first paint, or null when the payload stayed inline. */
  payloadUrl: string | null
}

/**
 * Rewrites one exported page. `payload` is the file Next exported beside it (its URL and text), if
 * any; the inline payload moves out only when it is exactly that text.
 */
export function contentFirstPage(html: string, payload: { url: string; text: string } | null): ContentFirstPage {
  if (deferredLoads(html) || html.includes(pageBasicsElement)) throw new Error('This page is already content first')
  const chunks: string[] = []
  let rewritten = html
    .replace(chunkPreloadTag, (_, src: string) => (chunks.push(src), ''))
    .replace(chunkScriptTag, (_, src: string) => (chunks.push(src), ''))
  const unique = [...new Set(chunks)]
  const withScripts = (scripts: string) => {
    const bodyEnd = rewritten.lastIndexOf('</body>')
    if (bodyEnd < 0) throw new Error('The page has no </body>')
    return `${rewritten.slice(0, bodyEnd)}${scripts}${pageBasicsElement}${rewritten.slice(bodyEnd)}`
  }
  // No tool: none of the framework, and its inline payload goes too (what is left needs no script).
  if (unique.length === 0 || !toolMark.test(html)) {
    rewritten = rewritten
      .replace(payloadPushTag, '')
      .replace(payloadStartTag, '')
      .replace(runtimeNoteTag, '')
      .replace(polyfillTag, '')
    return { html: withScripts(''), chunks: [], payloadUrl: null }
  }

  let payloadUrl: string | null = null
  if (payload) {
    const pushes = [...rewritten.matchAll(payloadPushTag)].map((match) => JSON.parse(match[1]!) as [number, string?])
    const inline = pushes.every(([kind]) => kind === 1) ? pushes.map(([, data]) => data ?? '').join('') : null
    if (inline !== payload.text) {
      throw new Error(`The page's inline React payload differs from ${payload.url}: Next's export format has changed`)
    }
    rewritten = rewritten.replace(payloadPushTag, '')
    payloadUrl = payload.url
  }

  return {
    html: withScripts(`<script>${watchdogCode()}</script>${loaderElement(unique, payloadUrl)}`),
    chunks: unique,
    payloadUrl,
  }
}

/** Makes every page in out/ content first; returns what moved, per page, for the build's log. */
export function applyContentFirst(outDir: string): { file: string; chunks: number; payloadUrl: string | null }[] {
  writeFileSync(path.join(outDir, stalledMailFile), stalledMailCode())
  return htmlFiles(outDir).map((file) => {
    const htmlPath = path.join(outDir, file)
    const payloadFile = htmlPath.replace(/\.html$/, '.txt')
    const payload = existsSync(payloadFile)
      ? { url: `/${file.replace(/\.html$/, '.txt')}`, text: readFileSync(payloadFile, 'utf8') }
      : null
    const page = contentFirstPage(readFileSync(htmlPath, 'utf8'), payload)
    writeFileSync(htmlPath, page.html)
    return { file, chunks: page.chunks.length, payloadUrl: page.payloadUrl }
  })
}

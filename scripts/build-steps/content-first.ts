import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
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
 * - the chunk `<script>` tags and their preloads leave the page. A starter of a few hundred bytes
 *   (page-starter.ts) is the only script left inline: after the first contentful paint it adds the
 *   one file every page shares (page-script-entry.ts), whose loader fetches the chunks when the page
 *   asks for them (load-when.ts) and whose watchdog watches that they start (scripts-watchdog.ts);
 * - the inline payload leaves the page when Next exported the very same bytes beside it (`x.txt`
 *   for `x.html`, the file client navigation fetches); the loader fetches that file before it adds
 *   the chunks, so React hydrates from the same data. A failed fetch is tried again when the
 *   browser is back online or after a pause, and the page stays readable meanwhile.
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
    note of its chunks; and on every page the polyfills for browsers without modules. */
const payloadStartTag = /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)<\/script>/g
const runtimeNoteTag = /<script id="_R_">[^<]*<\/script>/g
const polyfillTag = /<script src="\/_next\/static\/[^"]+\.js" noModule=""><\/script>/g
/** One inline push of the payload stream: `self.__next_f.push([kind, data])`. */
const payloadPushTag = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g

/** The file the watchdog fetches once it has marked a page: what fills the notices' e-mail links. */
export const stalledMailFile = 'stalled-mail.js'

/** An inline script ends at the first "</script", and "<!--" changes how the rest is read. */
function safeInline(code: string, what: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error(`${what} must not contain "</script" or "<!--"`)
  return code
}

/** Browser code from this folder, bundled and minified as one script for the given syntax. */
function bundled(source: string, target: 'es5' | 'es2020', define: Record<string, string> = {}): string {
  const result = buildSync({
    stdin: { contents: source, resolveDir: __dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target,
    define,
    logLevel: 'warning',
  })
  return result.outputFiles[0]!.text.trim()
}

/** The code of out/stalled-mail.js: ES5, for the engines that cannot run the page's file too. */
export function stalledMailCode(): string {
  return bundled(`import { fillStalledMail } from './scripts-watchdog'\nfillStalledMail()`, 'es5')
}

/** The folder of the page's shared file in out/ (a hashed name: scripts/site/cache-policy.ts). */
export const pageScriptFolder = 'js/'

let shared: { path: string; code: string } | undefined

/**
 * The file every page shares (page-script-entry.ts: the watchdog, the loader and the page's basics),
 * minified for the browser policy (every browser Next's own scripts run in parses ES2020). Its name
 * carries a hash of its bytes, so hosts keep it a year (scripts/site/cache-policy.ts).
 */
export function pageScript(): { path: string; code: string } {
  if (shared) return shared
  const code = bundled(`import './page-script-entry'`, 'es2020', {
    STALLED_MAIL_PATH: JSON.stringify(`/${stalledMailFile}`),
  })
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12)
  return (shared = { path: `/${pageScriptFolder}page-${hash}.js`, code })
}

let starter: string | undefined

/** The inline starter's code (page-starter.ts), the same on every page, ES5: it must run where the file cannot. */
export function starterCode(): string {
  return (starter ??= safeInline(
    bundled(
      `import { startPage } from './page-starter'\n` +
        `startPage(${JSON.stringify(pageScript().path)}, ${JSON.stringify(`/${stalledMailFile}`)})`,
      'es5',
    ),
    'The page’s starter',
  ))
}

/** A tool's mark (components/tool-wake.ts): a page without one never needs the framework. */
const toolMark = /<[a-z]+\b[^>]*\sdata-tool=/

/** The starter's script element for a page's plan (no chunks: a page that never fetches the framework). */
export function starterElement(chunks: readonly string[], payloadUrl: string | null): string {
  return `<script ${loaderAttributes(chunks, payloadUrl)}>${starterCode()}</script>`
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
  if (deferredLoads(html)) throw new Error('This page is already content first')
  const chunks: string[] = []
  // The polyfills are for browsers without modules, which cannot run the chunks (ES2020) either.
  let rewritten = html
    .replace(chunkPreloadTag, (_, src: string) => (chunks.push(src), ''))
    .replace(chunkScriptTag, (_, src: string) => (chunks.push(src), ''))
    .replace(polyfillTag, '')
  const unique = [...new Set(chunks)]
  const withStarter = (chunks: readonly string[], payloadUrl: string | null) => {
    const bodyEnd = rewritten.lastIndexOf('</body>')
    if (bodyEnd < 0) throw new Error('The page has no </body>')
    return `${rewritten.slice(0, bodyEnd)}${starterElement(chunks, payloadUrl)}${rewritten.slice(bodyEnd)}`
  }
  // No tool: none of the framework, and its inline payload goes too (what is left needs no script).
  if (unique.length === 0 || !toolMark.test(html)) {
    rewritten = rewritten.replace(payloadPushTag, '').replace(payloadStartTag, '').replace(runtimeNoteTag, '')
    return { html: withStarter([], null), chunks: [], payloadUrl: null }
  }

  let payloadUrl: string | null = null
  if (payload) {
    const pushes = [...rewritten.matchAll(payloadPushTag)].map((match) => JSON.parse(match[1]!) as [number, string?])
    const inline = pushes.every(([kind]) => kind === 1) ? pushes.map(([, data]) => data ?? '').join('') : null
    if (inline !== payload.text) {
      throw new Error(`The page's inline React payload differs from ${payload.url}: Next's export format has changed`)
    }
    // The loader starts the stream itself when it hands the payload over.
    rewritten = rewritten.replace(payloadPushTag, '').replace(payloadStartTag, '')
    payloadUrl = payload.url
  }

  return {
    html: withStarter(unique, payloadUrl),
    chunks: unique,
    payloadUrl,
  }
}

/** Makes every page in out/ content first; returns what moved, per page, for the build's log. */
export function applyContentFirst(outDir: string): { file: string; chunks: number; payloadUrl: string | null }[] {
  writeFileSync(path.join(outDir, stalledMailFile), stalledMailCode())
  const shared = pageScript()
  mkdirSync(path.join(outDir, pageScriptFolder), { recursive: true })
  writeFileSync(path.join(outDir, shared.path.slice(1)), shared.code)
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

import { createHash } from 'node:crypto'
import { onlineOnly } from '../../lib/offline/online-only'

/**
 * Which files of the static export the service worker stores at install: the shell, not the album.
 * Worked out from the built pages themselves, so the list follows whatever the build writes:
 *
 * - every page (its HTML and the React payload it fetches to become interactive), the 404 page
 *   among them;
 * - every style sheet, script and font those pages load, now or on first use (the calculator's and
 *   the season planner's working parts, the form's sending code), found by following each file's
 *   references from the pages; a `noModule` script (for browsers without modules, which have no
 *   service worker either) is never stored;
 * - the icons the pages link and the web app manifest.
 *
 * Left out: a script that carries the `onlineOnly` mark (lib/offline/online-only.ts), and what only
 * it reaches: code loaded on demand that is of no use offline (the chat button's tooltip).
 *
 * Pictures are not stored here: the worker keeps those a visitor has seen (lib/offline/image-cache.ts).
 */

/** A same-site URL as a path without its query or leading slash ('icon.svg'), or null for another site's. */
export function sitePath(url: string): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith('data:')) return null
  return url.split(/[?#]/)[0]!.replace(/^\/+/, '')
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&') : undefined
}

function hasAttribute(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(?:[\\s=/>]|$)`, 'i').test(tag)
}

function srcsetUrls(srcset: string | undefined): string[] {
  if (!srcset) return []
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

function isLazy(img: string): boolean {
  return attribute(img, 'loading')?.toLowerCase() === 'lazy'
}

function imgUrls(img: string): string[] {
  const src = attribute(img, 'src')
  return [...(src ? [src] : []), ...srcsetUrls(attribute(img, 'srcset'))]
}

/**
 * The files of every lazily loaded picture on a page: each file a `loading="lazy"` <img> names, and
 * in a <picture> each file of its <source> elements too, whichever the browser would choose. The
 * browser asks for none of them before layout places the picture near the screen, so none can be
 * fetched before the page's style sheet has arrived.
 */
export function lazyImages(html: string): string[] {
  const urls: string[] = []
  const outsidePictures = html.replace(/<picture\b[\s\S]*?<\/picture>/gi, (picture) => {
    const img = /<img\b[^>]*>/i.exec(picture)?.[0]
    if (img && isLazy(img)) {
      for (const [source] of picture.matchAll(/<source\b[^>]*>/gi)) {
        // An inline blank source (a picture phones skip) is no file, and its data holds commas.
        const srcset = attribute(source, 'srcset')
        if (!srcset?.trim().startsWith('data:')) urls.push(...srcsetUrls(srcset))
      }
      urls.push(...imgUrls(img))
    }
    return ''
  })
  for (const [img] of outsidePictures.matchAll(/<img\b[^>]*>/gi)) if (isLazy(img)) urls.push(...imgUrls(img))
  return [...new Set(urls.map(sitePath).filter((path): path is string => !!path))]
}

const unique = (paths: (string | null)[]): string[] => [...new Set(paths.filter((path): path is string => !!path))]

/** Next's build files (scripts, style sheets, fonts) a page names anywhere in its HTML, except `noModule` scripts. */
export function pageAssets(html: string): string[] {
  const legacy = new Set(
    [...html.matchAll(/<script\b[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => hasAttribute(tag, 'nomodule'))
      .map((tag) => sitePath(attribute(tag, 'src') ?? '')),
  )
  const named = [...html.matchAll(/\/_next\/static\/[^"'\s\\)<>]+?\.(?:js|css|woff2?)\b/g)].map(([url]) =>
    sitePath(url),
  )
  // The file every page shares, named in its inline starter (scripts/build-steps/page-starter.ts).
  const shared = [...html.matchAll(/["'](\/js\/page-[a-z0-9]+\.js)["']/g)].map(([, url]) => sitePath(url!))
  // The site's own scripts beside Next's.
  const own = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => attribute(tag, 'src') ?? '')
    .filter((src) => src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/_next/'))
    .map(sitePath)
  return unique([...named, ...shared, ...own]).filter((path) => !legacy.has(path))
}

/**
 * The icons a page links (`<link rel="icon">`, `rel="apple-touch-icon"` and the like) and its style
 * sheets of the site's own beside Next's (the print style sheet, so a page prints clean offline).
 */
export function linkedIcons(html: string): string[] {
  const icons: (string | null)[] = []
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? ''
    const href = attribute(tag, 'href') ?? ''
    if (/\b(icon|apple-touch-icon|mask-icon)\b/.test(rel)) icons.push(sitePath(href))
    else if (rel === 'stylesheet' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/_next/'))
      icons.push(sitePath(href))
  }
  return unique(icons)
}

/** The web app manifest a page links, if any. */
export function linkedManifest(html: string): string | null {
  const tag = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([link]) => link)
    .find((link) => attribute(link, 'rel')?.toLowerCase() === 'manifest')
  return tag ? sitePath(attribute(tag, 'href') ?? '') : null
}

/** The chunks a script loads on demand: the bundler names them as 'static/chunks/…' under /_next/. */
export function scriptAssets(js: string): string[] {
  return unique(
    [...js.matchAll(/["'](?:\/?_next\/)?(static\/(?:chunks|media|css)\/[^"'\s]+?\.(?:js|css|woff2?))["']/g)].map(
      ([, file]) => `_next/${file}`,
    ),
  )
}

/** The files a style sheet at `cssPath` loads (fonts, `@import`s), resolved against its folder. */
export function styleAssets(css: string, cssPath: string): string[] {
  const folder = cssPath.split('/').slice(0, -1)
  return unique(
    [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)|@import\s+(["'])([^"']+)\3/g)].map((match) => {
      const url = match[2] ?? match[4] ?? ''
      if (url.startsWith('data:') || url.startsWith('#')) return null
      if (url.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return sitePath(url)
      const parts = [...folder]
      for (const part of url.split(/[?#]/)[0]!.split('/')) {
        if (part === '..') parts.pop()
        else if (part !== '.' && part !== '') parts.push(part)
      }
      return parts.join('/')
    }),
  )
}

/** One exported page: its HTML file (relative to out/) and the payload file it fetches, if any. */
export type ShellPage = { file: string; payload: string | null }

/**
 * The shell: the pages, their payloads, and every file reachable from them through the references
 * above, plus the icons and the manifest they link. `read` gives a file's text (relative to out/)
 * and `exists` whether the build wrote it; a reference to a missing file fails, so a broken
 * reference is found at build time rather than offline.
 */
export function shellFiles(
  pages: readonly ShellPage[],
  read: (file: string) => string,
  exists: (file: string) => boolean,
): string[] {
  const shell = new Set<string>()
  const queue: string[] = []
  const add = (file: string, from: string) => {
    if (shell.has(file)) return
    if (!exists(file)) throw new Error(`${from} refers to ${file}, which the build did not write`)
    if (file.endsWith('.js') && read(file).includes(onlineOnly)) return
    shell.add(file)
    queue.push(file)
  }
  for (const page of pages) {
    add(page.file, page.file)
    const html = read(page.file)
    if (page.payload) add(page.payload, page.file)
    for (const file of [...pageAssets(html), ...linkedIcons(html)]) add(file, page.file)
    const manifest = linkedManifest(html)
    if (manifest) add(manifest, page.file)
  }
  while (queue.length > 0) {
    const file = queue.shift()!
    if (file.endsWith('.js')) scriptAssets(read(file)).forEach((next) => add(next, file))
    else if (file.endsWith('.css')) styleAssets(read(file), file).forEach((next) => add(next, file))
    // A payload names the chunks its page's islands need; Next writes them as 'static/chunks/…'.
    else if (file.endsWith('.txt')) scriptAssets(read(file).replace(/\\"/g, '"')).forEach((next) => add(next, file))
  }
  return [...shell].sort()
}

/** A short hash of every precached URL and revision: any changed file gives a new version. */
export function buildVersion(entries: readonly { url: string; revision?: string | null }[]): string {
  const lines = entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).sort()
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 12)
}

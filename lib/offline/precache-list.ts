import { createHash } from 'node:crypto'

/**
 * Which files of the static export the service worker stores at install. Worked out from the
 * built pages themselves, so the list follows whatever the build writes: every page (HTML and the
 * payloads client navigation fetches), scripts, styles, fonts and the manifest, but of the images
 * only the icons and those a page shows in its first view. The rest are stored as they are viewed.
 */

const imageFile = /\.(avif|webp|png|jpe?g|gif|svg|ico)$/i

/** Files a visitor never needs offline: crawler files, host settings, the worker itself. */
// The content editor (admin/) is for the owner, never stored for a visitor.
const neverPrecached = [/^admin\//, /^_headers$/, /^robots\.txt$/, /^sitemap[^/]*\.xml$/, /^sw\.js(\.map)?$/, /\.map$/, /^_not-found(\.|\/)/]

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? '').replace(/&amp;/g, '&') : undefined
}

function srcsetUrls(srcset: string | undefined): string[] {
  if (!srcset) return []
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

/** A same-site URL as a path without its query or leading slash ('icon.svg'), or null for another site's. */
export function sitePath(url: string): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url) || url.startsWith('data:')) return null
  return url.split(/[?#]/)[0]!.replace(/^\/+/, '')
}

function isLazy(img: string): boolean {
  return attribute(img, 'loading')?.toLowerCase() === 'lazy'
}

function imgUrls(img: string): string[] {
  const src = attribute(img, 'src')
  return [...(src ? [src] : []), ...srcsetUrls(attribute(img, 'srcset'))]
}

/**
 * The images a page loads straight away: <img> without loading="lazy", preloaded images, and its
 * icons. In a <picture>, only the first <source> with a file (the format the browser prefers) is taken, not
 * every fallback. Lazily loaded images (a gallery further down) are left to the runtime cache.
 */
export function firstViewImages(html: string): string[] {
  const urls: string[] = []
  const outsidePictures = html.replace(/<picture\b[\s\S]*?<\/picture>/gi, (picture) => {
    const img = /<img\b[^>]*>/i.exec(picture)?.[0]
    if (img && !isLazy(img)) {
      // An inline blank source (a picture phones skip) is no file to store.
      const firstSource = [...picture.matchAll(/<source\b[^>]*>/gi)]
        .map(([tag]) => tag)
        .find((tag) => !attribute(tag, 'srcset')?.trim().startsWith('data:'))
      urls.push(...(firstSource ? srcsetUrls(attribute(firstSource, 'srcset')) : imgUrls(img)))
    }
    return ''
  })
  for (const [img] of outsidePictures.matchAll(/<img\b[^>]*>/gi)) if (!isLazy(img)) urls.push(...imgUrls(img))
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? ''
    const isImagePreload = rel === 'preload' && attribute(tag, 'as') === 'image'
    if (!isImagePreload && !/\b(icon|apple-touch-icon)\b/.test(rel)) continue
    const href = attribute(tag, 'href')
    urls.push(...(href ? [href] : []), ...srcsetUrls(attribute(tag, 'imagesrcset')))
  }
  return [...new Set(urls.map(sitePath).filter((path): path is string => !!path))]
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

/** The icons a web app manifest lists. */
export function manifestIcons(manifestJson: string): string[] {
  const manifest = JSON.parse(manifestJson) as { icons?: { src?: string }[] }
  return (manifest.icons ?? []).map((icon) => sitePath(icon.src ?? '')).filter((path): path is string => !!path)
}

/** Whether the file at `path` (relative to out/) belongs in the precache, given the images to keep. */
export function shouldPrecache(path: string, imagesToKeep: ReadonlySet<string>): boolean {
  if (neverPrecached.some((pattern) => pattern.test(path))) return false
  return imageFile.test(path) ? imagesToKeep.has(path) : true
}


/** A short hash of every precached URL and revision: any changed file gives a new version. */
export function buildVersion(entries: readonly { url: string; revision?: string | null }[]): string {
  const lines = entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).sort()
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 12)
}

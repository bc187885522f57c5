/**
 * What both service workers do alike (the full one, sw.ts, and the light one a visitor who saves data
 * registers, light.ts): pictures at the width a screen needs, kept under caps; the answers offline for
 * a page not kept (the offline page in the address's language, the 404 page); and what a copy kept
 * from the auction's day says offline.
 */
import { cacheNames } from '../cache-names'
import {
  evictions,
  imageCacheCaps,
  lightWidth,
  mayStore,
  variantOf,
  widthsUpTo,
  type ImageCaps,
  type StoredImage,
} from '../image-cache'
import { storedCopyNotice, withStoredCopyNotice, type SaleDayPlan } from '../sale-day'
import { withoutScripts } from '../../without-scripts'

declare const self: ServiceWorkerGlobalScope

/** When an entry was stored (ms since 1970), on the copy kept: the caps remove the oldest first. */
export const storedAtHeader = 'X-Stored-At'

// ---- Pictures --------------------------------------------------------------------------------

/** What each open page told the worker about its screen and the visitor's wish to save data. */
const screens = new Map<string, { pixelRatio: number; saveData: boolean }>()
/** The last screen a page described: a new page's first pictures are asked for before it can say. */
let lastScreen: { pixelRatio: number; saveData: boolean } | undefined

/** Notes what a page says of its screen (`{ type: 'screen', pixelRatio, saveData }`). */
export function noteScreen(clientId: string, data: { pixelRatio?: unknown; saveData?: unknown }): void {
  // Pages come and go; the oldest pages' entries go first (a Map keeps the order of insertion).
  if (screens.size >= 50) screens.delete(screens.keys().next().value!)
  lastScreen = { pixelRatio: Number(data.pixelRatio) || 1, saveData: data.saveData === true }
  screens.set(clientId, lastScreen)
}

function emptyPicture(): Response {
  // No size of its own: the <img> keeps the box its width and height reserve, and its placeholder.
  return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  })
}

/**
 * The address to fetch: with Save-Data, the smallest sharp width of the same picture and format. Every
 * picture has each width of the build's ladder below its own (lib/offline/image-cache.ts, `widthsUpTo`).
 */
function addressFor(request: Request, clientId: string): string {
  const url = new URL(request.url)
  const screen = screens.get(clientId) ?? lastScreen
  const saveData = request.headers.get('Save-Data') === 'on' || screen?.saveData === true
  const variant = variantOf(url.pathname)
  if (!saveData || !variant) return url.href
  const width = lightWidth(variant.width, widthsUpTo(variant.width), screen?.pixelRatio)
  return width === variant.width ? url.href : new URL(`/${variant.family}-${width}.${variant.format}`, url).href
}

/** Another width of the same picture already stored: the nearest wider one, else the widest. */
async function storedVariant(cache: Cache, address: string): Promise<Response | undefined> {
  const wanted = variantOf(new URL(address).pathname)
  if (!wanted) return undefined
  const others = (await cache.keys())
    .map((request) => ({ request, variant: variantOf(new URL(request.url).pathname) }))
    .filter(({ variant }) => variant?.family === wanted.family && variant.format === wanted.format)
    .sort((a, b) => a.variant!.width - b.variant!.width)
  const best = others.find(({ variant }) => variant!.width >= wanted.width) ?? others[others.length - 1]
  return best ? cache.match(best.request) : undefined
}

let storing: Promise<unknown> = Promise.resolve()

/**
 * Stores a response in a cache with the moment it was stored, then removes the oldest while a cap is
 * exceeded. One at a time, whichever cache.
 */
export function storeCapped(cacheName: string, caps: ImageCaps, address: string, response: Response): Promise<unknown> {
  storing = storing
    .then(async () => {
      const body = await response.blob()
      if (!mayStore(body.size, caps)) return
      const cache = await self.caches.open(cacheName)
      const headers = new Headers(response.headers)
      headers.set(storedAtHeader, String(Date.now()))
      headers.set('Content-Length', String(body.size))
      await cache.put(
        address,
        new Response(body, { status: response.status, statusText: response.statusText, headers }),
      )
      const stored: StoredImage[] = []
      for (const request of await cache.keys()) {
        const entry = await cache.match(request)
        if (!entry) continue
        stored.push({
          url: request.url,
          bytes: Number(entry.headers.get('Content-Length') ?? 0),
          storedAt: Number(entry.headers.get(storedAtHeader) ?? 0),
        })
      }
      await Promise.all(evictions(stored, caps).map((url) => cache.delete(url)))
    })
    .catch(() => {})
  return storing
}

const storePicture = (address: string, response: Response) =>
  storeCapped(cacheNames.images, imageCacheCaps, address, response)

/** Whether a request is for a picture of the build this worker answers (`picture`). */
export const isPicture = (request: Request, url: URL) =>
  request.destination === 'image' && url.origin === self.location.origin && variantOf(url.pathname) !== null

/** A picture: as stored, else fetched at the width the screen needs and stored; offline, another width or none. */
export async function picture(event: FetchEvent): Promise<Response> {
  const cache = await self.caches.open(cacheNames.images)
  const address = addressFor(event.request, event.clientId)
  const stored =
    (await cache.match(address)) ?? (address !== event.request.url ? await cache.match(event.request.url) : undefined)
  if (stored) return stored
  try {
    const response = await fetch(address, { credentials: 'same-origin' })
    if (response.ok) event.waitUntil(storePicture(address, response.clone()))
    return response
  } catch {
    // Offline: another width seen earlier, or the placeholder.
    return (await storedVariant(cache, address)) ?? emptyPicture()
  }
}

/** Keeps the pictures a page showed before this worker took it over, from the browser's own cache: no download. */
export async function keepShownPictures(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return
  const cache = await self.caches.open(cacheNames.images)
  for (const url of urls.slice(0, 100)) {
    if (typeof url !== 'string') continue
    const address = new URL(url, self.location.origin)
    if (address.origin !== self.location.origin || !variantOf(address.pathname) || (await cache.match(address.href)))
      continue
    const response = await fetch(address.href, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => undefined)
    if (response?.ok) await storePicture(address.href, response)
  }
}

// ---- A page not kept, offline ------------------------------------------------------------------

/**
 * The language an address of the site is in: the one whose home page prefixes it ('/af/…'), else the
 * one at the root. `offlinePages` is each language's offline page ('/offline', '/af/offline').
 */
export function addressLanguage(offlinePages: Record<string, string>, url: URL): string {
  let found = ''
  let longest = -1
  for (const [language, offline] of Object.entries(offlinePages)) {
    const prefix = offline.slice(0, offline.lastIndexOf('/'))
    const within = prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
    if (within && prefix.length > longest) [found, longest] = [language, prefix.length]
  }
  return found
}

/**
 * The language's offline page as stored, listing only the pages this device keeps (`kept`, by path;
 * and the calculator when its page is kept): the build lists them all, each marked with the address
 * it links.
 */
export async function offlinePageAnswer(page: Response, kept: ReadonlySet<string>): Promise<Response> {
  let calculators = 0
  let html = (await page.text()).replace(
    /<(li|p) data-stored-page="([^"]*)"[^>]*>[\s\S]*?<\/\1>/g,
    (item: string, _tag, path: string) => {
      if (!kept.has(path)) return ''
      // One link to the calculator: the first kept, in the page's own language when that one is kept.
      if (item.includes('data-calculator')) return calculators++ === 0 ? item : ''
      return item
    },
  )
  if (!html.includes('<li data-stored-page'))
    html = html.replace(/<section data-stored-pages=""[\s\S]*?<\/section>/, '')
  return new Response(html, {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * The 404 page as stored, with its status, as the host would answer; as a page that needs nothing
 * more from the network (its scripts left out, as the offline pages have none), since offline, and
 * with Save-Data, its scripts may not be kept, and it reads whole without them.
 */
export async function notFoundAnswer(page: Response): Promise<Response> {
  // And the links that would fetch them ahead.
  const html = withoutScripts(await page.text()).replace(
    /<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi,
    '',
  )
  return new Response(html, {
    status: 404,
    statusText: 'Not Found',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * A page kept on the auction's day, answered offline: saying when it was kept, so a buyer never takes
 * yesterday's statuses for today's. Anything else as kept.
 */
export async function keptCopy(
  kept: Response,
  request: Request,
  plan: SaleDayPlan | null,
  language: string,
): Promise<Response> {
  if (request.mode !== 'navigate' || !(kept.headers.get('Content-Type') ?? '').includes('text/html')) return kept
  const storedAt = Number(kept.headers.get(storedAtHeader)) || Date.parse(kept.headers.get('Date') ?? '')
  const notice = plan && storedAt ? storedCopyNotice(plan, language, storedAt) : undefined
  if (!notice) return kept
  const html = withStoredCopyNotice(await kept.text(), notice)
  const headers = new Headers(kept.headers)
  headers.delete('Content-Length')
  return new Response(html, { status: kept.status, statusText: kept.statusText, headers })
}

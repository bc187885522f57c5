/**
 * The site's service worker, bundled by scripts/build-steps/service-worker.ts into out/sw.js with the
 * build's precache list and the widths each picture is offered at.
 *
 * What it stores (scripts/site/precache-list.ts): at install, the answers for an address not stored (one small offline
 * page per language, and the 404 page) with their style sheets, icons and the manifest; then, once a page is read, the
 * pages that page brings (lib/offline/store-ahead.ts: a page of the menu, its language's menu; a page kept once read,
 * such as the sale catalogue, itself and the menu pages its address lies under), each with its payload and the scripts
 * it needs, now or on first use; pictures as the visitor sees them, in a cache with caps (lib/offline/image-cache.ts).
 * Offline, a picture never seen is answered with an empty image, so the picture's own placeholder (its colours, drawn
 * behind it) shows instead of a broken image.
 *
 * Save-Data: a page whose visitor asked to save data (or is on a 2G link) registers the worker as
 * /sw.js?mode=light. That worker downloads nothing at install: it keeps only what the browser
 * already has from the page being read. Whatever the mode, a picture asked for with Save-Data is
 * fetched at the smallest width that still gives each CSS pixel a pixel of its own (the page tells
 * the worker its screen's pixel ratio; the markup cannot know that the visitor asked to save data).
 *
 * Updates: the caches keep their names from build to build, and each entry is stored under its
 * address and a hash of its content, so a new build's worker downloads only the files that changed
 * (and asks the server to confirm the rest of the pages it has in the browser's own cache). It
 * installs in the background and waits; on the next navigation (with no other tab of the site
 * open) the old worker hands over and reloads that navigation, so the whole page comes from the new
 * build. Only then are the old build's entries removed: a page is never served from two builds.
 */
import { NetworkOnly, Route, Serwist, type PrecacheEntry } from 'serwist'
import { cacheNames, outdatedCaches } from '../cache-names'
import { evictions, lightWidth, mayStore, variantOf, type StoredImage } from '../image-cache'
import { cleanAddress } from '../site-address'
import { saleDayLanguage, storedCopyNotice, withStoredCopyNotice, type SaleDayPlan } from '../sale-day'
import { pagesToStore, type StorePlan } from '../store-ahead'
import { withoutScripts } from '../../without-scripts'

declare const self: ServiceWorkerGlobalScope
/** Filled in at build time: the precache list, and each picture family's widths. */
declare const __PRECACHE_ENTRIES__: PrecacheEntry[]
/** Which pages reading a page stores ahead (lib/offline/store-ahead.ts). */
declare const __STORE_PLAN__: StorePlan
/**
 * Each page stored ahead or once read, by address, with the files it is stored with: itself, its payload, and the
 * scripts, styles, icons and manifest it reaches (an animal's page is kept as it is read, under its catalogue's).
 */
declare const __PAGE_FILES__: Record<string, string[]>
/** Stored at install: the offline pages and the 404 page, with what they reach. */
declare const __INSTALL__: string[]
declare const __IMAGE_WIDTHS__: Record<string, number[]>
/**
 * Each language's offline page ('/offline', '/af/offline'), beside its home page
 * (scripts/build-steps/offline-pages.ts); the 404 page ('/404'); and every address the site answers with a page, so
 * that offline an address the site does not have gets the 404 page, and a page of the site not stored the offline page.
 */
declare const __OFFLINE__: { offlinePages: Record<string, string>; notFound: string; addresses: string[] }
/**
 * The auction's day(s) in South Africa, the catalogue's address in each language, and what its stored copy says
 * offline on that day (scripts/build-steps/sale-day.ts); null without an auction.
 */
declare const __SALE_DAY__: SaleDayPlan | null

const takeOverMessage = 'take-over'
/** Registered by a page whose visitor asked to save data: no downloads at install. */
const lightInstall = new URL(self.location.href).searchParams.get('mode') === 'light'

const serwist = new Serwist({
  precacheEntries: __PRECACHE_ENTRIES__,
  precacheOptions: {
    cacheName: cacheNames.precache,
    // Query strings never change a static page (the calculator reads its own), nor a script file.
    ignoreURLParametersMatching: [/.*/],
    // Ours are removed on activate below.
    cleanupOutdatedCaches: false,
  },
  // Waiting until the next navigation keeps an open page on the build it was loaded from.
  skipWaiting: false,
  // The first worker takes the page that installed it, so that page's later loads work offline.
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    // Pages not in the precache go to the network; offline, the offline page answers (pageOrOffline).
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
})

// ---- Pictures --------------------------------------------------------------------------------

/** What each open page told the worker about its screen and the visitor's wish to save data. */
const screens = new Map<string, { pixelRatio: number; saveData: boolean }>()
const storedAtHeader = 'X-Stored-At'

function emptyPicture(): Response {
  // No size of its own: the <img> keeps the box its width and height reserve, and its placeholder.
  return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  })
}

/** The address to fetch: with Save-Data, the smallest sharp width of the same picture and format. */
function addressFor(request: Request, clientId: string): string {
  const url = new URL(request.url)
  const screen = screens.get(clientId)
  const saveData = request.headers.get('Save-Data') === 'on' || screen?.saveData === true
  const variant = variantOf(url.pathname)
  if (!saveData || !variant) return url.href
  const width = lightWidth(variant.width, __IMAGE_WIDTHS__[variant.family] ?? [], screen?.pixelRatio)
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

/** Stores a picture with the moment it was stored, then removes the oldest while a cap is exceeded. One at a time. */
function storePicture(address: string, response: Response): Promise<unknown> {
  storing = storing
    .then(async () => {
      const body = await response.blob()
      if (!mayStore(body.size)) return
      const cache = await self.caches.open(cacheNames.images)
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
      await Promise.all(evictions(stored).map((url) => cache.delete(url)))
    })
    .catch(() => {})
  return storing
}

async function picture(event: FetchEvent): Promise<Response> {
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
async function keepShownPictures(urls: unknown): Promise<void> {
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

// ---- Install, messages, navigation -----------------------------------------------------------

/**
 * Each stored address and the key it is stored under (the address with a hash of its content, unless its name has one).
 */
const precacheKeys = serwist.getUrlsToPrecacheKeys()
const absolute = (address: string) => new URL(address, self.location.origin).href
/** A page's files, as the worker's addresses. */
const filesOf = (page: string) => (__PAGE_FILES__[page] ?? []).map(absolute)
const readFolders = __STORE_PLAN__.readFolders

/**
 * Stores these addresses under their keys, a few at a time (on a weak link the page being read
 * keeps most of the bandwidth), skipping what is stored already: after a deploy only the changed
 * files are fetched. A page or payload is revalidated against the browser's own copy (a 304 costs a
 * few bytes when the page was just read); a hashed file comes from the browser's cache if it is
 * there. `download: false` fetches nothing: it keeps only what the browser already has.
 */
async function store(addresses: readonly string[], { download }: { download: boolean }): Promise<void> {
  const cache = await self.caches.open(cacheNames.precache)
  const pending = [...addresses]
  const next = async (): Promise<void> => {
    for (let address = pending.shift(); address !== undefined; address = pending.shift()) {
      const key = precacheKeys.get(address)
      if (!key || (await cache.match(key))) continue
      const revisioned = key !== address
      const mode: RequestCache = download ? (revisioned ? 'no-cache' : 'default') : 'only-if-cached'
      const response = await fetch(address, { cache: mode, mode: 'same-origin', credentials: 'same-origin' }).catch(
        (error: unknown) => {
          if (download) throw error
          return undefined
        },
      )
      if (!response?.ok) {
        if (download) throw new Error(`${address} answered ${response?.status}`)
        continue
      }
      await cache.put(
        key,
        response.redirected
          ? new Response(await response.blob(), { status: response.status, headers: response.headers })
          : response,
      )
    }
  }
  await Promise.all(Array.from({ length: 4 }, next))
}

/** The files of every page an earlier worker stored (under any build's keys), this build's. */
async function pagesStoredBefore(): Promise<string[]> {
  const cache = await self.caches.open(cacheNames.precache)
  const stored = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  return Object.keys(__PAGE_FILES__)
    .filter((page) => stored.has(page))
    .flatMap(filesOf)
}

/**
 * What answers offline for a page that is not stored: each language's offline page and the 404 page (a few kilobytes).
 */
const offlineAnswerPages = [...Object.values(__OFFLINE__.offlinePages), __OFFLINE__.notFound].map(absolute)

self.addEventListener('install', (event) => {
  // Save-Data: nothing else downloaded; the page being read and what it loaded are kept from the
  // browser's cache, and the offline answers fetched, so offline the visitor reads the site's words.
  if (lightInstall)
    event.waitUntil(
      store([...precacheKeys.keys()], { download: false }).then(() => store(offlineAnswerPages, { download: true })),
    )
  // Otherwise those answers with what they need, and every page the last build's worker had stored.
  else
    event.waitUntil(
      pagesStoredBefore().then((pages) => store([...__INSTALL__.map(absolute), ...pages], { download: true })),
    )
})

self.addEventListener('activate', (event) => {
  void serwist.handleActivate(event)
  event.waitUntil(
    self.caches.keys().then((names) => Promise.all(outdatedCaches(names).map((name) => self.caches.delete(name)))),
  )
})

self.addEventListener('message', (event) => {
  const data = event.data as
    | { type?: string; pixelRatio?: unknown; saveData?: unknown; urls?: unknown; language?: unknown; page?: unknown }
    | string
    | null
  if (data === takeOverMessage) {
    void self.skipWaiting()
    return
  }
  if (typeof data !== 'object' || data === null) return
  if (data.type === 'screen' && event.source && 'id' in event.source) {
    // Pages come and go; the oldest pages' entries go first (a Map keeps the order of insertion).
    if (screens.size >= 50) screens.delete(screens.keys().next().value!)
    screens.set(event.source.id, { pixelRatio: Number(data.pixelRatio) || 1, saveData: data.saveData === true })
  }
  if (data.type === 'keep-pictures') event.waitUntil(keepShownPictures(data.urls))
  // The pages reading this one brings (lib/offline/store-ahead.ts), each with its files; what is
  // stored already is skipped, so a page of a language or a side already kept costs nothing.
  if (data.type === 'keep-pages' && typeof data.language === 'string' && typeof data.page === 'string' && !lightInstall)
    event.waitUntil(
      store(pagesToStore(__STORE_PLAN__, data.language, data.page).flatMap(filesOf), { download: true }).catch(
        () => {},
      ),
    )
})

// Client navigation first asks (HEAD) whether a page exists: a stored page does, online or not.
serwist.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && serwist.getPrecacheKeyForUrl(url.pathname) !== undefined,
    async ({ url }) => {
      const page = await serwist.matchPrecache(url.pathname)
      return page ? new Response(null, { status: page.status, headers: page.headers }) : Response.error()
    },
    'HEAD',
  ),
)

// ---- A page not stored, offline ---------------------------------------------------------------

/**
 * The language an address of the site is in: the one whose home page prefixes it ('/af/…'), else the one at the root.
 */
function addressLanguage(url: URL): string {
  let found = ''
  let longest = -1
  for (const [language, offline] of Object.entries(__OFFLINE__.offlinePages)) {
    const prefix = offline.slice(0, offline.lastIndexOf('/'))
    const within = prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
    if (within && prefix.length > longest) [found, longest] = [language, prefix.length]
  }
  return found
}

/**
 * The language's offline page, listing only the pages this device keeps (and the calculator when
 * its page is kept): the build lists them all, each marked with the address it links.
 */
async function offlinePage(language: string): Promise<Response | undefined> {
  const address = __OFFLINE__.offlinePages[language]
  const page = address ? await serwist.matchPrecache(address) : undefined
  if (!page) return undefined
  const cache = await self.caches.open(cacheNames.precache)
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
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

const siteAddresses = new Set(__OFFLINE__.addresses)

/** Whether the site has a page at this address, in any of the forms a host answers it at. */
const isSiteAddress = (url: URL) => siteAddresses.has(cleanAddress(url.pathname))

/**
 * The 404 page as stored with the shell, with its status, as the host would answer; as a page that
 * needs nothing more from the network (its scripts left out, as the offline pages have none), since
 * offline, and with Save-Data, its scripts may not be kept, and it reads whole without them.
 */
async function notFoundPage(): Promise<Response | undefined> {
  const page = await serwist.matchPrecache(__OFFLINE__.notFound)
  if (!page) return undefined
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
 * Offline, for an address not stored: the 404 page where the site has no such page, else the offline page in the
 * address's language.
 */
async function offlineAnswer(url: URL): Promise<Response | undefined> {
  if (!isSiteAddress(url)) {
    const missing = await notFoundPage()
    if (missing) return missing
  }
  return offlinePage(addressLanguage(url))
}

/** A page of the site: as stored, else from the network; offline, what `offlineAnswer` gives. */
async function pageOrOffline(event: FetchEvent): Promise<Response> {
  try {
    return (await serwist.handleRequest({ request: event.request, event })) ?? (await fetch(event.request))
  } catch (error) {
    const answer = await offlineAnswer(new URL(event.request.url))
    if (answer) return answer
    throw error
  }
}

/** Lets a waiting new build take over at a navigation, then loads that navigation again from it. */
async function handOver(event: FetchEvent, waiting: ServiceWorker): Promise<Response> {
  const windows = await self.clients.matchAll({ type: 'window' })
  // Another open tab still runs this build's page: it keeps this worker until it closes.
  if (windows.length > 1)
    return (await serwist.handleRequest({ request: event.request, event })) ?? fetch(event.request)
  waiting.postMessage(takeOverMessage)
  // An icon of its own, so the browser does not ask the server for /favicon.ico on this stop.
  return new Response('<!doctype html><title>Updating</title><link rel="icon" href="data:,">', {
    headers: { 'Content-Type': 'text/html; charset=utf-8', Refresh: '0', 'Cache-Control': 'no-store' },
  })
}

/**
 * A page in a folder kept as it is read (an animal's page, or its payload): from the network, kept
 * for the next time; offline, as kept, else what `offlineAnswer` gives.
 */
async function pageKeptAsRead(event: FetchEvent): Promise<Response> {
  const cache = await self.caches.open(cacheNames.pagesRead)
  const url = new URL(event.request.url)
  const key = `${url.origin}${url.pathname}`
  try {
    const response = await fetch(event.request)
    if (response.ok) await cache.put(key, response.clone())
    return response
  } catch (error) {
    const kept = await cache.match(key)
    if (kept) return kept
    const answer = event.request.mode === 'navigate' ? await offlineAnswer(url) : undefined
    if (answer) return answer
    throw error
  }
}

/**
 * On the auction's day, a page of the catalogue (the catalogue, an animal's page, their payloads): from the network
 * first, so each lot shows as it sells, and kept; offline, the newest copy kept (the one read that day, else the one
 * stored earlier), saying when it was kept, so a buyer never takes yesterday's statuses for today's.
 */
async function latestOrStored(event: FetchEvent, language: string): Promise<Response> {
  const cache = await self.caches.open(cacheNames.pagesRead)
  const url = new URL(event.request.url)
  const key = `${url.origin}${url.pathname}`
  try {
    const response = await fetch(event.request)
    if (response.ok) {
      const headers = new Headers(response.headers)
      headers.set(storedAtHeader, String(Date.now()))
      const body = await response.clone().blob()
      event.waitUntil(cache.put(key, new Response(body, { status: response.status, headers })))
    }
    return response
  } catch (error) {
    const kept = (await cache.match(key)) ?? (await serwist.matchPrecache(url.pathname))
    if (!kept) {
      const answer = event.request.mode === 'navigate' ? await offlineAnswer(url) : undefined
      if (answer) return answer
      throw error
    }
    if (event.request.mode !== 'navigate' || !(kept.headers.get('Content-Type') ?? '').includes('text/html'))
      return kept
    const storedAt = Number(kept.headers.get(storedAtHeader)) || Date.parse(kept.headers.get('Date') ?? '')
    const notice = __SALE_DAY__ && storedAt ? storedCopyNotice(__SALE_DAY__, language, storedAt) : undefined
    if (!notice) return kept
    const html = withStoredCopyNotice(await kept.text(), notice)
    const headers = new Headers(kept.headers)
    headers.delete('Content-Length')
    return new Response(html, { status: kept.status, statusText: kept.statusText, headers })
  }
}

const inReadFolder = (url: URL) =>
  url.origin === self.location.origin && readFolders.some((folder) => url.pathname.startsWith(folder))

self.addEventListener('fetch', (event) => {
  const { request } = event
  const waiting = self.registration.waiting
  if (request.mode === 'navigate' && waiting) {
    event.respondWith(handOver(event, waiting))
    return
  }
  const saleLanguage =
    request.method === 'GET' && (request.mode === 'navigate' || request.destination === '') && __SALE_DAY__
      ? saleDayLanguage(__SALE_DAY__, new URL(request.url), Date.now())
      : undefined
  if (saleLanguage !== undefined && new URL(request.url).origin === self.location.origin) {
    event.respondWith(latestOrStored(event, saleLanguage))
    return
  }
  if (
    request.method === 'GET' &&
    (request.mode === 'navigate' || request.destination === '') &&
    inReadFolder(new URL(request.url))
  ) {
    event.respondWith(pageKeptAsRead(event))
    return
  }
  if (request.mode === 'navigate' && request.method === 'GET' && new URL(request.url).origin === self.location.origin) {
    event.respondWith(pageOrOffline(event))
    return
  }
  if (
    request.method === 'GET' &&
    request.destination === 'image' &&
    new URL(request.url).origin === self.location.origin &&
    variantOf(new URL(request.url).pathname)
  ) {
    event.respondWith(picture(event))
    return
  }
  serwist.handleFetch(event)
})

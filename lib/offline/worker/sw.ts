/**
 * The site's service worker, bundled by scripts/build-steps/service-worker.ts into out/sw.js with the
 * build's precache list.
 *
 * What it stores (scripts/site/precache-list.ts): at install, the answers for an address not stored (one small offline
 * page per language, and the 404 page) with their style sheets, icons and the manifest; then, once a page is read, the
 * pages that page brings (lib/offline/store-ahead.ts: a page of the menu, its language's menu; a page kept once read,
 * such as the sale catalogue, itself and the menu pages its address lies under), each with its payload and the scripts
 * it needs, now or on first use; pictures as the visitor sees them, in a cache with caps (lib/offline/image-cache.ts).
 * Offline, a picture never seen is answered with an empty image, so the picture's own placeholder (its colours, drawn
 * behind it) shows instead of a broken image.
 *
 * Save-Data: a page whose visitor asked to save data (or is on a 2G link) registers the light worker
 * instead (light.ts, out/sw-light.js), which keeps only what is read. In either, a picture asked for
 * with Save-Data is fetched at the smallest width that still gives each CSS pixel a pixel of its own
 * (shared.ts: the page tells the worker its screen's pixel ratio; the markup cannot know that the
 * visitor asked to save data).
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
import { cleanAddress } from '../site-address'
import { saleDayLanguage, type SaleDayPlan } from '../sale-day'
import { pagesToStore, type StorePlan } from '../store-ahead'
import {
  addressLanguage,
  isPicture,
  keepShownPictures,
  keptCopy,
  noteScreen,
  notFoundAnswer,
  offlinePageAnswer,
  picture,
  storedAtHeader,
} from './shared'

declare const self: ServiceWorkerGlobalScope
/** Filled in at build time: the precache list. */
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

self.addEventListener('install', (event) => {
  // The offline answers with what they need, and every page the last build's worker had stored.
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
  if (data.type === 'screen' && event.source && 'id' in event.source) noteScreen(event.source.id, data)
  if (data.type === 'keep-pictures') event.waitUntil(keepShownPictures(data.urls))
  // The pages reading this one brings (lib/offline/store-ahead.ts), each with its files; what is
  // stored already is skipped, so a page of a language or a side already kept costs nothing.
  if (data.type === 'keep-pages' && typeof data.language === 'string' && typeof data.page === 'string')
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
 * The language's offline page, listing only the pages this device keeps (and the calculator when
 * its page is kept): the build lists them all, each marked with the address it links.
 */
async function offlinePage(language: string): Promise<Response | undefined> {
  const address = __OFFLINE__.offlinePages[language]
  const page = address ? await serwist.matchPrecache(address) : undefined
  if (!page) return undefined
  const cache = await self.caches.open(cacheNames.precache)
  return offlinePageAnswer(page, new Set((await cache.keys()).map((request) => new URL(request.url).pathname)))
}

const siteAddresses = new Set(__OFFLINE__.addresses)

/** Whether the site has a page at this address, in any of the forms a host answers it at. */
const isSiteAddress = (url: URL) => siteAddresses.has(cleanAddress(url.pathname))

/** The 404 page as stored with the shell, answered as the host would (`notFoundAnswer`). */
async function notFoundPage(): Promise<Response | undefined> {
  const page = await serwist.matchPrecache(__OFFLINE__.notFound)
  return page ? notFoundAnswer(page) : undefined
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
  return offlinePage(addressLanguage(__OFFLINE__.offlinePages, url))
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
    return keptCopy(kept, event.request, __SALE_DAY__, language)
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
  if (request.method === 'GET' && isPicture(request, new URL(request.url))) {
    event.respondWith(picture(event))
    return
  }
  serwist.handleFetch(event)
})

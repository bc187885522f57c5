/**
 * The site's service worker, bundled by scripts/build/service-worker.ts into out/sw.js with the
 * build's precache list and version. Pages, scripts, styles, fonts, icons and first-view images
 * come from a cache named after the build; images further down are cached as they are viewed.
 *
 * Updates: the browser checks /sw.js on each visit. A new build's worker installs in the
 * background and waits; on the next navigation (with no other tab of the site open) the old worker
 * hands over and reloads that navigation, so the whole page comes from the new build. A page is never
 * served from two builds, and a deploy reaches a visitor on the visit after the one that fetched it.
 */
import { CacheFirst, ExpirationPlugin, NetworkOnly, Route, Serwist, type PrecacheEntry } from 'serwist'
import { cacheNamesFor, outdatedCaches } from '../cache-names'

declare const self: ServiceWorkerGlobalScope
/** Filled in at build time: the precache list and a hash of it. */
declare const __PRECACHE_ENTRIES__: PrecacheEntry[]
declare const __BUILD_VERSION__: string

const buildCaches = cacheNamesFor(__BUILD_VERSION__)
const takeOverMessage = 'take-over'

const serwist = new Serwist({
  precacheEntries: __PRECACHE_ENTRIES__,
  precacheOptions: {
    cacheName: buildCaches.precache,
    // Query strings never change a static page (the calculator reads its own), nor a script file.
    ignoreURLParametersMatching: [/.*/],
    // Serwist's own cleanup only knows its default names; ours are removed on activate below.
    cleanupOutdatedCaches: false,
  },
  // Waiting until the next navigation keeps an open page on the build it was loaded from.
  skipWaiting: false,
  // The first worker takes the page that installed it, so that page's later script loads work offline.
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new CacheFirst({ cacheName: buildCaches.images, plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
    },
    // Pages not in the precache go to the network; offline, the 404 page answers (see fallbacks).
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
  fallbacks: { entries: [{ url: '/404', matcher: ({ request }) => request.destination === 'document' }] },
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

self.addEventListener('message', (event) => {
  if (event.data === takeOverMessage) void self.skipWaiting()
})

/** Lets a waiting new build take over at a navigation, then loads that navigation again from it. */
async function handOver(event: FetchEvent, waiting: ServiceWorker): Promise<Response> {
  const windows = await self.clients.matchAll({ type: 'window' })
  // Another open tab still runs this build's page: it keeps this worker until it closes.
  if (windows.length > 1) return (await serwist.handleRequest({ request: event.request, event })) ?? fetch(event.request)
  waiting.postMessage(takeOverMessage)
  // An icon of its own, so the browser does not ask the server for /favicon.ico on this stop.
  return new Response('<!doctype html><title>Updating</title><link rel="icon" href="data:,">', {
    headers: { 'Content-Type': 'text/html; charset=utf-8', Refresh: '0', 'Cache-Control': 'no-store' },
  })
}

// Registered before Serwist's own listener so it can claim a navigation first.
self.addEventListener('fetch', (event) => {
  const waiting = self.registration.waiting
  if (event.request.mode !== 'navigate' || !waiting) return
  event.stopImmediatePropagation()
  event.respondWith(handOver(event, waiting))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.caches.keys().then((names) => Promise.all(outdatedCaches(names, buildCaches).map((name) => self.caches.delete(name)))))
})

serwist.addEventListeners()

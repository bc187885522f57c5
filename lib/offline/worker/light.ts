/**
 * The light service worker, for a visitor who asked to save data (or is on a 2G link): the page's
 * basics (scripts/build-steps/page-basics.ts) register it as /sw-light.js instead of the full worker
 * (sw.ts), bundled by scripts/build-steps/service-worker.ts with no list of the build's files, so it
 * costs a few kilobytes where the full one costs sixteen (its budget: light-worker.test.ts, there).
 *
 * It keeps what is read and nothing else: the page being read and what it loaded, from the browser's
 * own cache (no download; the page lists them), then each page, payload, script, style sheet and
 * picture as the visitor opens it, under caps, the oldest out first. The only files it downloads are
 * the answers for an address not kept offline: each language's offline page and the 404 page (a few
 * kilobytes). Pictures come at the width the screen needs (shared.ts).
 *
 * Pages, payloads and other files whose names carry no hash come from the network first, so an
 * online reader always reads the newest build (and, on the auction's day, each lot as it sells);
 * offline, from what is kept (this worker's, or the full worker's if that one kept it earlier). Files
 * whose names carry a hash never change: those come from what is kept first. A new build's light
 * worker takes over at once, as nothing it answers online is an older build's.
 */
import { cacheNames } from '../cache-names'
import { saleDayLanguage, type SaleDayPlan } from '../sale-day'
import { cleanAddress } from '../site-address'
import {
  addressLanguage,
  isPicture,
  keepShownPictures,
  keptCopy,
  noteScreen,
  notFoundAnswer,
  offlinePageAnswer,
  picture,
  storeCapped,
} from './shared'

declare const self: ServiceWorkerGlobalScope
/**
 * Filled in at build time (scripts/build-steps/service-worker.ts, `lightWorkerFigures`): each
 * language's offline page and the 404 page; the site's pages but those under a folder kept as read,
 * and those folders, so that offline an address that is none of them gets the 404 page; the
 * auction's day.
 */
declare const __LIGHT__: {
  offlinePages: Record<string, string>
  notFound: string
  addresses: string[]
  readFolders: string[]
  saleDay: SaleDayPlan | null
}

/** What is read, kept: pages, payloads, scripts, style sheets, icons (pictures have their own cache). */
const readCaps = { maxEntries: 120, maxBytes: 4 * 1024 * 1024 }
const offlineAnswers = [...Object.values(__LIGHT__.offlinePages), __LIGHT__.notFound]
const siteAddresses = new Set(__LIGHT__.addresses)
const isSiteAddress = (url: URL) =>
  siteAddresses.has(cleanAddress(url.pathname)) ||
  __LIGHT__.readFolders.some((folder) => url.pathname.startsWith(folder))

/** The address an entry is kept under: a page's query (the calculator's figures) never changes the file. */
const keyOf = (url: URL) => `${url.origin}${url.pathname}`
/** Next's chunks and the page's shared script carry a hash of their content in their names. */
const hashed = (url: URL) => url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/js/')

const keep = (key: string, response: Response) => storeCapped(cacheNames.read, readCaps, key, response)
/** What this worker kept, or the full worker before it (under its revisioned keys). */
const kept = (key: string) => self.caches.match(key, { ignoreSearch: true })

/** Keeps the file at `url` from the browser's own cache (`download: false`) or the network, unless kept. */
async function keepFile(url: URL, { download }: { download: boolean }): Promise<void> {
  if (url.origin !== self.location.origin || (await self.caches.open(cacheNames.read).then((c) => c.match(keyOf(url)))))
    return
  const response = await fetch(url.href, { cache: download ? 'default' : 'only-if-cached', mode: 'same-origin' }).catch(
    () => undefined,
  )
  if (response?.ok) await keep(keyOf(url), response)
}

/** Offline, for a page not kept: the 404 page where the site has no such page, else the offline page. */
async function offlineAnswer(url: URL): Promise<Response | undefined> {
  if (!isSiteAddress(url)) {
    const notFound = await kept(new URL(__LIGHT__.notFound, url).href)
    if (notFound) return notFoundAnswer(notFound)
  }
  const offline = __LIGHT__.offlinePages[addressLanguage(__LIGHT__.offlinePages, url)]
  const page = offline ? await kept(new URL(offline, url).href) : undefined
  if (!page) return undefined
  const keys = (await Promise.all([cacheNames.read, cacheNames.precache].map((name) => self.caches.open(name))).then(
    (caches) => Promise.all(caches.map((cache) => cache.keys())),
  )) as Request[][]
  return offlinePageAnswer(page, new Set(keys.flat().map((request) => new URL(request.url).pathname)))
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request)
    if (response.ok && response.type === 'basic') event.waitUntil(keep(keyOf(url), response.clone()))
    return response
  } catch (error) {
    const copy = await kept(keyOf(url))
    const language = __LIGHT__.saleDay ? saleDayLanguage(__LIGHT__.saleDay, url, Date.now()) : undefined
    if (copy) return language === undefined ? copy : keptCopy(copy, event.request, __LIGHT__.saleDay, language)
    const answer = event.request.mode === 'navigate' ? await offlineAnswer(url) : undefined
    if (answer) return answer
    throw error
  }
}

async function keptFirst(event: FetchEvent, url: URL): Promise<Response> {
  const copy = await kept(keyOf(url))
  if (copy) return copy
  const response = await fetch(event.request)
  if (response.ok) event.waitUntil(keep(keyOf(url), response.clone()))
  return response
}

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown; pixelRatio?: unknown; saveData?: unknown } | null
  if (typeof data !== 'object' || data === null) return
  if (data.type === 'screen' && event.source && 'id' in event.source) noteScreen(event.source.id, data)
  if (data.type === 'keep-pictures') event.waitUntil(keepShownPictures(data.urls))
  // The page being read and the files it loaded, from the browser's cache; then the offline answers.
  if (data.type === 'keep-read' && Array.isArray(data.urls))
    event.waitUntil(
      (async () => {
        for (const url of (data.urls as unknown[]).slice(0, 100))
          if (typeof url === 'string') await keepFile(new URL(url, self.location.origin), { download: false })
        for (const answer of offlineAnswers) await keepFile(new URL(answer, self.location.origin), { download: true })
      })(),
    )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  // The content editor is the owner's; a range of a file is the browser's own business.
  if (
    request.method !== 'GET' ||
    url.origin !== self.location.origin ||
    request.headers.has('Range') ||
    url.pathname.startsWith('/admin')
  )
    return
  if (isPicture(request, url)) event.respondWith(picture(event))
  else event.respondWith(hashed(url) ? keptFirst(event, url) : networkFirst(event, url))
})

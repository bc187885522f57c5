import type { Browser, BrowserContext, Page, Request } from '@playwright/test'

/**
 * The bench's one meter, and the budgets' (docs/performance.md, "One meter"): what a browser fetches
 * during a visit, request by request, each counted as Lighthouse's network records count it (the
 * response's headers and its body as it crossed the network, compressed: Chromium's
 * `encodedDataLength`), sorted by kind and by who asked: the page, or its service worker storing
 * ahead. A response the worker answered from its store crossed nothing and counts nothing.
 */

export const kinds = [
  'document',
  'payload',
  'framework',
  'site script',
  'style',
  'image',
  'font',
  'worker script',
  'other',
] as const
export type Kind = (typeof kinds)[number]
export type Tally = Record<Kind, number>
/** The encodings a visit can ask for: the two every host we configure sends. */
export type Encoding = 'br' | 'gzip'
/**
 * An arrival loads the page and stays on its first screen (the first visit the all-in budgets count:
 * what the page and its worker fetch whatever the visitor does next); a reader loads, reads the
 * first screen, scrolls to the end and touches nothing; a user reads the same way, then uses the
 * page's tool.
 */
export type Visitor = 'arrival' | 'reader' | 'user'

export type MeteredRequest = { path: string; kind: Kind; bytes: number; by: 'page' | 'worker'; encoding: string }

export type VisitFigures = {
  /** What the page fetched over the network, by kind. */
  page: Tally
  /** What the service worker fetched for itself (storing ahead), by kind. */
  worker: Tally
  /** Bytes by the response's Content-Encoding ('identity' when none), page and worker together. */
  byEncoding: Record<string, number>
  total: number
  requests: MeteredRequest[]
}

export const emptyTally = (): Tally => Object.fromEntries(kinds.map((kind) => [kind, 0])) as Tally
export const sumOf = (tally: Tally): number => kinds.reduce((sum, kind) => sum + tally[kind], 0)
/** Every script a page fetched: the framework's chunks (Next, React and the islands) and the site's own. */
export const scriptsOf = (tally: Tally): number => tally.framework + tally['site script']

/** Figures from tallies by kind (the rest zero), their total the sum of both sides: for reports and tests. */
export function figuresOf(page: Partial<Tally>, worker: Partial<Tally> = {}): VisitFigures {
  const pageTally = { ...emptyTally(), ...page }
  const workerTally = { ...emptyTally(), ...worker }
  const total = sumOf(pageTally) + sumOf(workerTally)
  return { page: pageTally, worker: workerTally, byEncoding: { gzip: total }, total, requests: [] }
}

/**
 * A request's kind from its path and Playwright's resource type. Next's chunks (the framework, React
 * and the islands' code, `/_next/static/chunks/…js`) are "framework"; the site's other scripts (the
 * page's basics) are "site script"; the worker's own script is apart; a `.txt` under the site is a
 * React payload.
 */
export function kindOf(path: string, resourceType: string): Kind {
  if (resourceType === 'document') return 'document'
  if (/^\/_next\/static\/.+\.js$/.test(path)) return 'framework'
  if (/^\/sw(-light)?\.js$/.test(path)) return 'worker script'
  if (path.endsWith('.js')) return 'site script'
  if (path.endsWith('.txt')) return 'payload'
  if (path.endsWith('.css')) return 'style'
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font'
  if (/\.(avif|webp|jpe?g|png|gif|svg|ico)$/.test(path) || resourceType === 'image') return 'image'
  // A page's address as the worker fetches it to store ahead ('/garlic', '/404.html').
  if (path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path)) return 'document'
  return 'other'
}

/** A worker's precache asks for a file with its revision in the query; the page asked for the plain address. */
const plainUrl = (url: string) => {
  const parsed = new URL(url)
  parsed.searchParams.delete('__WB_REVISION__')
  parsed.hash = ''
  return parsed.href
}

/**
 * Adds up the requests: a worker's fetch of an address the page asked for and the worker answered
 * (a request the page made through it) is the page's; any other worker fetch is storing ahead.
 */
export function tallyRequests(
  recorded: readonly {
    url: string
    resourceType: string
    bytes: number
    fromWorker: boolean
    answeredByWorker: boolean
    encoding: string
  }[],
): VisitFigures {
  const throughWorker = new Map<string, number>()
  for (const request of recorded)
    if (!request.fromWorker && request.answeredByWorker)
      throughWorker.set(plainUrl(request.url), (throughWorker.get(plainUrl(request.url)) ?? 0) + 1)
  const figures: VisitFigures = { page: emptyTally(), worker: emptyTally(), byEncoding: {}, total: 0, requests: [] }
  for (const request of recorded) {
    if (!request.fromWorker && request.answeredByWorker) continue
    const path = new URL(request.url).pathname
    let by: 'page' | 'worker' = 'page'
    if (request.fromWorker) {
      const waiting = throughWorker.get(plainUrl(request.url)) ?? 0
      if (waiting > 0) throughWorker.set(plainUrl(request.url), waiting - 1)
      else by = 'worker'
    }
    const kind = kindOf(path, request.resourceType)
    figures[by][kind] += request.bytes
    figures.byEncoding[request.encoding] = (figures.byEncoding[request.encoding] ?? 0) + request.bytes
    figures.total += request.bytes
    figures.requests.push({ path, kind, bytes: request.bytes, by, encoding: request.encoding })
  }
  return figures
}

/**
 * The bytes an answer cost on the wire, from Chromium's sizes (its headers and body as sent) and its
 * Content-Length. Chromium reports no body for a service worker's own script, though it came whole:
 * then its length counts (a 304's never). An answer from the browser's own cache has a negative body: nothing crossed.
 */
export function bytesOnTheWire(
  sizes: { responseHeadersSize: number; responseBodySize: number } | null,
  status: number,
  contentLength: string | null,
): number {
  if (!sizes) return 0
  const total = sizes.responseHeadersSize + sizes.responseBodySize
  if (total <= 0) return 0
  const length = Number(contentLength)
  return status === 200 && sizes.responseBodySize === 0 && Number.isInteger(length) && length > 0
    ? total + length
    : total
}

export type VisitOptions = {
  saveData: boolean
  visitor: Visitor
  encoding: Encoding
  /** Quiet this long (no request in flight or finished) ends the visit. */
  quietMs?: number
  /** The phone's device pixel ratio: 2 unless given (the pictures are chosen for it). */
  pixelRatio?: number
}

export const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/** How long a reader spends on the first screen: about the time to read a hero's heading and its lead. */
export const firstScreenReadMs = 3000

/** A reader: the first screen read, then the page scrolled to its end, most of a screen at a time. */
export async function readToTheEnd(page: Page): Promise<void> {
  await page.waitForTimeout(firstScreenReadMs)
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight * 0.8) {
      scrollTo(0, top)
      await new Promise((wait) => setTimeout(wait, 150))
    }
    scrollTo(0, document.documentElement.scrollHeight)
  })
}

/** Runs `work`, giving up quietly after `ms`. */
function withinMs(ms: number, work: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    work().catch(() => {}),
    new Promise<void>((done) => {
      timer = setTimeout(done, ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Waits until no request is in flight and none has ended for `quietMs` (at most `timeoutMs`). */
async function quiet(context: BrowserContext, quietMs: number, timeoutMs = 60_000): Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const started = () => {
    inFlight++
    lastChange = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  context.on('request', started)
  context.on('requestfinished', ended)
  context.on('requestfailed', ended)
  const start = Date.now()
  try {
    while ((inFlight > 0 || Date.now() - lastChange < quietMs) && Date.now() - start < timeoutMs)
      await new Promise((wait) => setTimeout(wait, 100))
  } finally {
    context.off('request', started)
    context.off('requestfinished', ended)
    context.off('requestfailed', ended)
  }
}

/**
 * One first visit to `origin + path` on a phone in a fresh context, asking for `encoding` alone, with
 * or without Save-Data (the header and `navigator.connection.saveData`), as an arrival, a reader or
 * a user, until the line has been quiet for `quietMs` with the service worker (if the site has one)
 * active.
 */
export async function meterVisit(
  browser: Browser,
  origin: string,
  path: string,
  { saveData, visitor, encoding, quietMs = 2000, pixelRatio = phone.deviceScaleFactor }: VisitOptions,
): Promise<VisitFigures> {
  const context = await browser.newContext({
    ...phone,
    deviceScaleFactor: pixelRatio,
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'Accept-Encoding': encoding, ...(saveData ? { 'Save-Data': 'on' } : {}) },
  })
  const recorded: Parameters<typeof tallyRequests>[0][number][] = []
  const pending: Promise<void>[] = []
  // A response's sizes come once its body has; one that never finishes is given up after 15 s (and counted nothing).
  const record = (request: Request) =>
    pending.push(
      withinMs(15_000, async () => {
        const response = await request.response()
        if (!response) return
        const sizes = await request.sizes().catch(() => null)
        const answeredByWorker = response.fromServiceWorker()
        recorded.push({
          url: request.url(),
          resourceType: request.resourceType(),
          bytes: answeredByWorker
            ? 0
            : bytesOnTheWire(sizes, response.status(), await response.headerValue('content-length')),
          fromWorker: request.serviceWorker() !== null,
          answeredByWorker,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        })
      }),
    )
  context.on('requestfinished', record)
  try {
    const page = await context.newPage()
    if (saveData)
      await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    if (visitor === 'arrival') await page.waitForTimeout(firstScreenReadMs)
    else await readToTheEnd(page)
    if (visitor === 'user') await workTheTool(page)
    // The site's pages register a worker (from the page's basics); the empty Next page has none.
    if (await page.locator('script[data-chunks]').count())
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            navigator.serviceWorker.ready.then(
              () => done(),
              () => done(),
            )
            setTimeout(done, 20_000)
          }),
      )
    await quiet(context, quietMs)
    await Promise.all(pending)
    return tallyRequests(recorded)
  } finally {
    await context.close()
  }
}

/** The seed count a user types into the calculator, and the calculator's parts the runs watch (the page's names). */
export const calculatorProbe = {
  seeds: '1000',
  input: '.calculator input[name="seeds"]',
  result: '.calculator dd',
} as const

/**
 * What a user does with the page's tool: the calculator where the page has one (a seed count, until
 * its answer shows), else the contact form (a name typed, until the page is interactive). A page
 * with neither has no tool to use.
 */
export async function workTheTool(page: Page): Promise<void> {
  const seeds = page.locator(calculatorProbe.input)
  if ((await seeds.count()) > 0) {
    await seeds.scrollIntoViewIfNeeded()
    await seeds.fill(calculatorProbe.seeds)
    await page.locator(calculatorProbe.result).first().waitFor({ timeout: 60_000 })
    return
  }
  const name = page.locator('#contact input[name="name"]')
  if ((await name.count()) === 0) throw new Error(`${page.url()} has no tool to use`)
  await name.scrollIntoViewIfNeeded()
  await name.click()
  await page.keyboard.type('Thandi')
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 })
}

import type { Browser, BrowserContext, Page } from '@playwright/test'
import { calculatorProbe } from '../visit-meter'

export type SlowNetworkFigures = {
  /** Milliseconds from navigation start until the first contentful paint (the moment the site's loader waits for). */
  firstContentfulPaint: number | null
  /** Milliseconds from navigation start until the hero heading was painted. */
  heroHeadingPainted: number | null
  /**
   * Milliseconds until the page answers input: load done, the main thread free of long tasks, and
   * (on a page that says so) the page marked `data-interactive` by its script.
   */
  interactive: number
  /** Milliseconds until the page marked itself `data-interactive` (null on a page that never does). */
  markedInteractive: number | null
  /**
   * On a page with the Garlic Seed Calculator: a seed count is typed the moment the hero heading is
   * painted, and this is when its result appeared (null elsewhere, or if it never did).
   */
  calculatorAnswered: number | null
  /** Whether the page has the calculator, so the seed count was typed. */
  calculatorTyped: boolean
  /** How many loads these figures took: 2 when the first never marked itself interactive. */
  attempts: number
}

export type FirstViewFigures = {
  /** Bytes of images fetched for the first view of a phone screen, before any scrolling. */
  images: number
  /** Every byte transferred for that first view. */
  total: number
}

const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/**
 * Records when the hero heading is first painted, and the long tasks, from the very start of the
 * page. The heading is tagged for the Element Timing API the moment the parser inserts it (in the
 * measuring browser only; the site's HTML stays as it is), so Chromium reports its paint time.
 */
function observePaints(resultSelector: string) {
  const record = { hero: null as number | null, lastLongTaskEnd: 0, markedInteractive: 0, answered: 0 }
  ;(window as unknown as { __bench: typeof record }).__bench = record
  const marker = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute('data-interactive')) return
    record.markedInteractive = performance.now()
    marker.disconnect()
  })
  marker.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] })
  const answer = new MutationObserver(() => {
    if (!document.querySelector(resultSelector)) return
    record.answered = performance.now()
    answer.disconnect()
  })
  answer.observe(document, { childList: true, subtree: true })
  const tagger = new MutationObserver(() => {
    const heading = document.querySelector('h1')
    if (!heading) return
    heading.setAttribute('elementtiming', 'hero-heading')
    tagger.disconnect()
  })
  tagger.observe(document, { childList: true, subtree: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const timing = entry as PerformanceEntry & { identifier?: string; renderTime?: number }
      if (timing.identifier === 'hero-heading') record.hero = timing.renderTime || timing.startTime
    }
  }).observe({ type: 'element', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.lastLongTaskEnd = Math.max(record.lastLongTaskEnd, entry.startTime + entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

/** How long after its load event a page that marks itself interactive is given to do so. */
export const interactiveMarkTimeoutMs = 90_000

/**
 * Loads a page the way a phone on a weak rural signal does: about 250 kbit/s down, 50 kbit/s up,
 * 300 ms round trips and a CPU four times slower, with a cold cache. A page that marks itself
 * `data-interactive` (`marksInteractive`, the site's pages) is timed until that mark and then a
 * second without long tasks; one that does not (the empty-page floor) until its network is idle
 * and then the same quiet second. A page that should mark itself and has not done so
 * `interactiveMarkTimeoutMs` after its load is loaded once more in a fresh context; `attempts`
 * says how many loads the figures took, and `markedInteractive` stays null if neither marked.
 */
export async function slowNetworkRun(
  browser: Browser,
  url: string,
  { marksInteractive }: { marksInteractive: boolean },
): Promise<SlowNetworkFigures> {
  const first = await slowNetworkLoad(browser, url, marksInteractive)
  if (!marksInteractive || first.markedInteractive !== null) return { ...first, attempts: 1 }
  console.warn(
    `${url}: no interactive mark ${interactiveMarkTimeoutMs / 1000} s after load ` +
      `on the slow link; loading it once more`,
  )
  return { ...(await slowNetworkLoad(browser, url, marksInteractive)), attempts: 2 }
}

/** The slow-2G link of the slow-network run: about 250 kbit/s down, 50 up, 300 ms round trips. */
const slow2g = { latency: 300, downloadThroughput: (250 * 1000) / 8, uploadThroughput: (50 * 1000) / 8 }

type LinkConditions = { latency: number; downloadThroughput: number; uploadThroughput: number }

/** A new page of `context` with an empty cache, the link `conditions` and a CPU four times slower. */
async function throttledPage(context: BrowserContext, conditions: LinkConditions): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

async function slowNetworkLoad(
  browser: Browser,
  url: string,
  marksInteractive: boolean,
): Promise<Omit<SlowNetworkFigures, 'attempts'>> {
  const context = await browser.newContext(phone)
  try {
    const page = await throttledPage(context, slow2g)
    await page.addInitScript(observePaints, calculatorProbe.result)
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 180_000 })
    // A farmer who does not wait: the seed count goes in as soon as the words are on screen.
    let calculatorTyped = false
    const typed = page
      .waitForFunction(
        () => (window as unknown as { __bench?: { hero: number | null } }).__bench?.hero != null,
        undefined,
        { timeout: 60_000, polling: 50 },
      )
      .then(async () => {
        const seeds = page.locator(calculatorProbe.input)
        if ((await seeds.count()) === 0) return
        await seeds.fill(calculatorProbe.seeds)
        calculatorTyped = true
      })
    await Promise.all([loaded, typed])
    if (marksInteractive) {
      const marked = await page
        .waitForFunction(
          () => (window as unknown as { __bench: { markedInteractive: number } }).__bench.markedInteractive > 0,
          undefined,
          {
            timeout: interactiveMarkTimeoutMs,
            polling: 100,
          },
        )
        .then(
          () => true,
          () => false,
        )
      if (!marked) return { ...(await slowFigures(page)), calculatorTyped }
    } else {
      await page.waitForLoadState('networkidle', { timeout: 180_000 })
    }
    // Quiet for a second after the last long task: hydration and any start-up work are over.
    await page.waitForFunction(
      () => {
        const bench = (window as unknown as { __bench: { lastLongTaskEnd: number } }).__bench
        return performance.now() - bench.lastLongTaskEnd > 1000
      },
      undefined,
      { timeout: 60_000, polling: 200 },
    )
    return { ...(await slowFigures(page)), calculatorTyped }
  } finally {
    await context.close()
  }
}

function slowFigures(page: Page): Promise<Omit<SlowNetworkFigures, 'attempts' | 'calculatorTyped'>> {
  return page.evaluate(() => {
    const bench = (
      window as unknown as {
        __bench: { hero: number | null; lastLongTaskEnd: number; markedInteractive: number; answered: number }
      }
    ).__bench
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    return {
      firstContentfulPaint: paint ? paint.startTime : null,
      heroHeadingPainted: bench.hero,
      interactive: Math.max(navigation.loadEventEnd, bench.lastLongTaskEnd, bench.markedInteractive),
      markedInteractive: bench.markedInteractive || null,
      calculatorAnswered: bench.answered || null,
    }
  })
}

/**
 * What a phone downloads for the first screenful (no scrolling), and then for a repeat visit once
 * the site's service worker (if it has one) has stored the site: only bytes that crossed the
 * network count, not answers the worker gave from its cache.
 */
export async function firstViewRun(browser: Browser, url: string): Promise<FirstViewFigures & { repeatVisit: number }> {
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const transferred = new Map<string, { bytes: number; type: string }>()
    cdp.on('Network.responseReceived', (event) => {
      if (!event.response.fromServiceWorker) transferred.set(event.requestId, { bytes: 0, type: event.type })
    })
    cdp.on('Network.loadingFinished', (event) => {
      const entry = transferred.get(event.requestId)
      if (entry) entry.bytes = event.encodedDataLength
    })
    const sum = (filter: (type: string) => boolean) =>
      [...transferred.values()].filter((entry) => filter(entry.type)).reduce((total, entry) => total + entry.bytes, 0)

    await page.goto(url, { waitUntil: 'networkidle' })
    const first = { images: sum((type) => type === 'Image'), total: sum(() => true) }
    // The worker registers after the load event; a site without one (the floor) is measured as it is.
    const hasWorker = (await context.request.get(new URL('/sw.js', url).href)).ok()
    if (hasWorker) await page.evaluate(async () => void (await navigator.serviceWorker.ready))
    transferred.clear()
    await page.goto(url, { waitUntil: 'networkidle' })
    return { ...first, repeatVisit: sum(() => true) }
  } finally {
    await context.close()
  }
}

/** DevTools' "Slow 3G": about 400 kbit/s each way, 2 s round trips. */
export const slow3g = { latency: 2000, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 }

export type ScrollToCalculatorFigures = {
  /** Milliseconds from navigation start until the calculator's seed box was on screen and typed into. */
  typed: number
  /** Milliseconds from navigation start until its answer showed (null if it never did within a minute). */
  answered: number | null
}

/**
 * A visitor on a slow 3G link with a phone four times slower who, once the hero heading is painted,
 * scrolls down a screen at a time (most of a screen every 0.7 s, as a reader does) until the
 * calculator's seed box is in view, then types a seed count: from arrival to its first answer. Null
 * on a page without the calculator.
 */
export async function scrollToCalculatorRun(browser: Browser, url: string): Promise<ScrollToCalculatorFigures | null> {
  const context = await browser.newContext(phone)
  try {
    const page = await throttledPage(context, slow3g)
    await page.addInitScript(observePaints, calculatorProbe.result)
    void page.goto(url, { waitUntil: 'commit', timeout: 180_000 }).catch(() => {})
    await page.waitForFunction(
      () => (window as unknown as { __bench?: { hero: number | null } }).__bench?.hero != null,
      undefined,
      { timeout: 120_000, polling: 50 },
    )
    const seeds = page.locator(calculatorProbe.input)
    if ((await seeds.count()) === 0) return null
    const inView = () =>
      seeds.evaluate((input) => {
        const box = input.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= innerHeight
      })
    for (let step = 0; step < 40 && !(await inView()); step++) {
      await page.evaluate(() => {
        const box = document.querySelector('.calculator input[name="seeds"]')!.getBoundingClientRect()
        // A screen at a time, and no further than brings the box into view.
        scrollBy(0, Math.min(innerHeight * 0.8, box.bottom - innerHeight + 16))
      })
      await page.waitForTimeout(700)
    }
    await seeds.fill(calculatorProbe.seeds)
    const typed = await page.evaluate(() => performance.now())
    const answered = await page
      .waitForFunction(() => (window as unknown as { __bench: { answered: number } }).__bench.answered > 0, undefined, {
        timeout: 60_000,
        polling: 50,
      })
      .then(() => page.evaluate(() => (window as unknown as { __bench: { answered: number } }).__bench.answered))
      .catch(() => null)
    return { typed, answered }
  } finally {
    await context.close()
  }
}

import type { Page } from '@playwright/test'
import { cacheNames } from '../lib/offline/cache-names'
import { kb } from '../scripts/measure/site-bytes'
import { startWireMeter, type WireMeter } from '../scripts/measure/wire-meter'
import { allRoutes, caseTags, expect, test } from './support/fixtures'
import { askToSaveData } from './support/offline-store'
import { defaultLanguage } from '../content/languages'

/**
 * What a first visit costs a farmer on a prepaid bundle, counted on the wire (every byte the server
 * sends, headers included, to the page, the browser and the service worker alike: a relay in front
 * of the server counts them, scripts/measure/wire-meter.ts), on a phone, until the service worker
 * has stored what it stores and the line has been quiet for two seconds.
 *
 *   a first visit, everything included        at most 400 KB on every page measured (below)
 *   the same with Save-Data                   at most 250 KB
 *   the visit after                           no page, style sheet, script or payload from the network
 *
 * Width changes none of it: the tests run once, at a phone's width (@once).
 */

test.use({ serviceWorkers: 'allow' })

const KB = 1024
const firstVisitBudget = 400 * KB
const saveDataBudget = 250 * KB

let meter: WireMeter
test.beforeEach(async ({ baseURL }) => {
  meter = await startWireMeter(Number(new URL(baseURL!).port))
})
test.afterEach(async () => {
  await meter.close()
})

/** Opens a page through the meter and waits until its worker is active and the line is quiet. */
async function firstVisit(page: Page, path: string): Promise<number> {
  await page.goto(`${meter.origin}${path}`)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  return meter.settled({ quietMs: 2000 })
}

/** The addresses (paths) the site's caches hold, by cache. */
function stored(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {}
    for (const name of await caches.keys())
      result[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
    return result
  })
}

/**
 * Every page of the default language, and the first page of each other language, whose visit
 * stores that language's pages: another language's page is the same pictures, styles and scripts
 * with other words (its HTML and payload are held to their budgets by e2e/budgets.spec.ts).
 */
const measured = allRoutes.filter(
  (route) => route.language === defaultLanguage || route === allRoutes.find((each) => each.language === route.language),
)

for (const [index, route] of measured.entries()) {
  // The menu's pages of the language, and the page read (the privacy notice is kept only once read).
  const languagePages = route.site.routes
    .filter((each) => each.storedWithLanguage || each.path === route.path)
    .map((each) => each.path)
  const otherLanguagePages = allRoutes.filter((each) => each.language !== route.language).map((each) => each.path)

  test(
    `${route.path}: a first visit, service worker included, costs at most ` +
      `${kb(firstVisitBudget)}; the next costs no page, style or script`,
    { tag: caseTags(index, '@once') },
    async ({ page, browserName }) => {
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      const total = await firstVisit(page, route.path)
      // In the report, for a before-and-after (npx playwright test e2e/data.spec.ts --reporter json).
      test.info().annotations.push({ type: 'first visit', description: kb(total) })
      expect(total, `${route.path}: ${kb(total)} on the wire`).toBeLessThanOrEqual(firstVisitBudget)

      // Not low because nothing was stored: every page of this language is kept, and no picture of another page.
      const caches = await stored(page)
      const shell = caches[cacheNames.precache] ?? []
      for (const path of languagePages) expect(shell, `${path} is kept for offline use`).toContain(path)
      for (const path of otherLanguagePages) expect(shell, `${path} is another language's page`).not.toContain(path)
      expect(
        shell.filter((path) => path.startsWith('/img/')),
        'no picture in the shell',
      ).toEqual([])
      // Nothing from another site: the social feed and the chat stay unloaded until asked for.
      expect(requested.filter((url) => !url.startsWith(meter.origin))).toEqual([])

      // The visit after: pages, payloads, style sheets and scripts all come from the device.
      meter.reset()
      const fromNetwork: string[] = []
      page.on('response', (response) => {
        const type = response.request().resourceType()
        if (['document', 'script', 'stylesheet', 'fetch'].includes(type) && !response.fromServiceWorker())
          fromNetwork.push(`${type} ${response.url()}`)
      })
      await page.goto(`${meter.origin}${route.path}`)
      const again = await meter.settled({ quietMs: 1000 })
      // Playwright tells a worker's answer from the network's in Chromium only; the bytes below tell in every engine.
      if (browserName === 'chromium') expect(fromNetwork).toEqual([])
      // What crosses is the browser's check for a new worker (a 304 when there is none).
      expect(again, `the visit after: ${again} bytes`).toBeLessThan(1 * KB)
    },
  )

  // @chromium: Save-Data is switched on through the Chrome DevTools Protocol.
  test(
    `${route.path}: with Save-Data, a first visit costs at most ` +
      `${kb(saveDataBudget)} and stores nothing it did not show`,
    { tag: ['@once', '@chromium'] },
    async ({ page }) => {
      await askToSaveData(page)
      const requested: string[] = []
      page.on('request', (request) =>
        requested.push(
          new URL(request.url()).pathname +
            (new URL(request.url()).origin === meter.origin ? '' : ` (${request.url()})`),
        ),
      )
      const total = await firstVisit(page, route.path)
      test.info().annotations.push({ type: 'first visit with Save-Data', description: kb(total) })
      expect(total, `${route.path} with Save-Data: ${kb(total)} on the wire`).toBeLessThanOrEqual(saveDataBudget)

      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
        `${meter.origin}/sw.js?mode=light`,
      )
      // No page but this one is kept, and nothing was fetched to keep it.
      const shell = (await stored(page))[cacheNames.precache] ?? []
      expect(shell.filter((path) => allRoutes.some((each) => each.path === path))).toEqual(
        shell.includes(route.path) ? [route.path] : [],
      )
      expect(
        requested.filter((path) => allRoutes.some((each) => each.path === path && each.path !== route.path)),
      ).toEqual([])
      // The larger views of the gallery are fetched only when opened, the feed only when asked for.
      const largerViews = await page
        .locator('.lightbox source, .lightbox img')
        .evaluateAll((elements) =>
          elements.flatMap((element) =>
            (element.getAttribute('srcset') ?? element.getAttribute('src') ?? '')
              .split(',')
              .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
          ),
        )
      expect(requested.filter((path) => largerViews.includes(path))).toEqual([])
      expect(requested.filter((path) => path.includes(' ('))).toEqual([])
    },
  )
}

// @chromium: Save-Data is switched on through the Chrome DevTools Protocol.
test(
  'with Save-Data, a picture scrolled to is fetched at the smallest width that covers its box',
  { tag: ['@once', '@chromium'] },
  async ({ page, context }) => {
    await askToSaveData(page)
    await firstVisit(page, allRoutes.find((route) => route.key === 'garlic' && route.language === 'en')!.path)
    // The worker now answers. The last wide picture down the page has not been asked for yet.
    const lazy = page.locator('main img[loading="lazy"]').filter({ visible: true })
    const index = await lazy.evaluateAll((images) =>
      images.map((image) => image.getBoundingClientRect().width).findLastIndex((width) => width >= 300),
    )
    expect(index).toBeGreaterThanOrEqual(0)
    const picture = lazy.nth(index)
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(false)
    const fetchedByWorker: string[] = []
    context.on('requestfinished', (request) => {
      if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname)
    })
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    const { box, asked, offered } = await picture.evaluate((image: HTMLImageElement) => {
      const source = image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? ''
      const candidates = source.split(',').map((candidate) => candidate.trim().split(/\s+/))
      return {
        box: image.getBoundingClientRect().width,
        asked: new URL(image.currentSrc).pathname,
        offered: candidates.map(([url, width]) => ({ url: url!, width: Number.parseInt(width!, 10) })),
      }
    })
    // The browser asked for device pixels (the box × 2 on this phone); the worker fetched the
    // smallest width offered that gives each CSS pixel a pixel of its own.
    const sharp = offered.filter((candidate) => candidate.width >= box).sort((a, b) => a.width - b.width)[0]!
    expect(sharp.url).not.toBe(asked)
    expect(fetchedByWorker).toContain(sharp.url)
    expect(fetchedByWorker).not.toContain(asked)
  },
)

import { readFileSync, statSync } from 'node:fs'
import path, { join } from 'node:path'
import { defaultLanguage } from '../content/languages'
import { routes as allRoutes } from '../content/pages'
import { htmlFileOf } from '../scripts/site/exported-files'
import {
  fetchRawResponse,
  firstRoundTripBytes,
  firstScreenBytes,
  catalogueCeilingGzip,
  wholePageCeilingGzip,
  wholePageFirstTripBytes,
} from '../scripts/measure/first-screen'
import { firstViewAssets, kb, measureSiteBytes, type SiteBytes } from '../scripts/measure/site-bytes'
import { expect, test } from './support/fixtures'

const outDir = path.join(__dirname, '..', 'out')
const KB = 1024

/**
 * The first screen arrives in the first round trip. A new connection's first round trip carries ten
 * TCP segments, 14,600 bytes: the part of a page's response that paints its first screen (status
 * line, headers, <head>, the site's header and the hero), counted on the wire as the project's
 * server sends it to Chromium, must fit in it, or the first paint waits a round trip longer (300 ms
 * on a rural 2G link). The rest of the page (its sections, its footer) may follow in the next round
 * trips, so a longer text or another testimonial never turns this red.
 *
 * The whole page has a ceiling only an accident reaches (wholePageCeilingGzip). `npm run bench`
 * reports each page's whole response and its first screen.
 */

/**
 * Byte budgets per page (gzip, as a CDN sends them), measured from out/ so they are the same on
 * every machine, and the same for a page in every language. Every page's HTML stays under the
 * whole-page ceiling above. The others sit about 10% above what the page weighs: a change that
 * grows a page past one fails here with the figure and the budget, and must either shed the weight
 * or argue for a new budget in review. The React payload is fetched after the first paint
 * (scripts/build-steps/content-first.ts). The first-load JS budget is the empty Next page (measured
 * by `npm run bench`, built for the same browsers) plus the 20 KB the site may add for all its
 * islands together. Own JS is what a page loads beyond what every page of its language loads. A
 * page added to the registry gets the default until it earns its own. What each budget was set
 * from, and every change that moved one, is in docs/performance.md, "How the budgets came to be".
 */
type Budget = {
  html: number
  payload: number
  css: number
  ownJs: number
  firstLoadJs: number
  firstViewImages: number
}
const defaultBudget: Budget = {
  html: wholePageCeilingGzip,
  payload: 18 * KB,
  css: 10.5 * KB,
  ownJs: 10 * KB,
  firstLoadJs: 190.6 * KB,
  firstViewImages: 40 * KB,
}
const budgetsByPage: Record<string, Partial<Budget>> = {
  catalogue: { html: catalogueCeilingGzip, payload: 20.5 * KB, ownJs: 13 * KB },
  home: { payload: 12 * KB, ownJs: 9 * KB },
  bonsmara: { ownJs: 9 * KB, firstViewImages: 14 * KB },
  garlic: { payload: 19 * KB, ownJs: 15.5 * KB, firstViewImages: 30 * KB },
}
const budgetOf = (key: string): Budget => ({ ...defaultBudget, ...budgetsByPage[key] })
const pages = allRoutes.map((route) => ({ ...route, budget: budgetOf(route.key) }))
const htmlOf = (path: string) => readFileSync(join(outDir, htmlFileOf(path)), 'utf8')

test.describe('byte budgets', { tag: '@desktop' }, () => {
  // Measured when a test first asks, not while Playwright lists the tests (in every worker too).
  let measured: SiteBytes | undefined
  const site = () =>
    (measured ??= measureSiteBytes(
      outDir,
      pages.map((page) => page.path),
    ))

  for (const { path: routePath, budget } of pages) {
    test(`${routePath} stays within its HTML, React payload, CSS and JavaScript budgets`, () => {
      const route = site().routes.find((measuredRoute) => measuredRoute.route === routePath)!
      const over = (
        [
          ['HTML', route.html.gzip, budget.html],
          ['React payload', route.payload.gzip, budget.payload],
          ['CSS', route.css.gzip, budget.css],
          ['own JS', route.ownJs.gzip, budget.ownJs],
          ['first-load JS', route.firstLoadJs.gzip, budget.firstLoadJs],
        ] as const
      )
        .filter(([, size, limit]) => size > limit)
        .map(([what, size, limit]) => `${what}: ${kb(size)} gzip, budget ${kb(limit)}`)
      expect(over, `${route.route} is over budget`).toEqual([])
    })
  }

  test("every page's first screen arrives in the first round trip of a new connection, headers included", async ({
    baseURL,
  }) => {
    const sizes = []
    for (const { path: route } of pages)
      sizes.push({ route, ...firstScreenBytes(await fetchRawResponse(baseURL!, route)) })
    // The server compresses the pages: a plain response would take several round trips.
    expect(sizes.filter((size) => size.encoding === 'identity').map((size) => size.route)).toEqual([])
    const over = sizes
      .filter((size) => size.firstScreen > firstRoundTripBytes)
      .map(
        (size) =>
          `${size.route}: the first screen takes ${size.firstScreen} bytes ` +
          `(${size.headers} of headers; the whole page ${size.whole})`,
      )
    expect(over, `pages whose first screen is past the ${firstRoundTripBytes} bytes of a first round trip`).toEqual([])
  })

  test('every page of today’s content arrives whole in the first round trip: ≤ 14 KB with gzip, less with br', async ({
    baseURL,
  }) => {
    const over: string[] = []
    for (const { path: route } of pages) {
      const body = async (encoding: string) => {
        const raw = await fetchRawResponse(baseURL!, route, encoding)
        const sent = firstScreenBytes(raw)
        expect(sent.encoding, `${route} with ${encoding}`).toBe(encoding)
        return sent.whole - sent.headers
      }
      const gzip = await body('gzip')
      const brotli = await body('br')
      if (gzip > wholePageFirstTripBytes) over.push(`${route}: ${gzip} bytes with gzip`)
      if (brotli >= gzip) over.push(`${route}: ${brotli} bytes with brotli, no fewer than gzip's ${gzip}`)
    }
    expect(over, `pages past ${wholePageFirstTripBytes} bytes whole (docs/performance.md)`).toEqual([])
  })

  // A page's pictures are the same files in every language: the default language's pages are measured.
  for (const { path: route, budget } of pages.filter((page) => page.language === defaultLanguage)) {
    test(`${route} stays within its first-view image budget on a phone`, async ({ browser }) => {
      const page = await browser.newPage({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
      })
      const images = new Set<string>()
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.add(new URL(request.url()).pathname)
      })
      await page.goto(route, { waitUntil: 'networkidle' })
      // The files' own sizes, so the figure does not depend on timing or compression.
      const total = [...images].reduce((sum, url) => sum + statSync(path.join(outDir, url)).size, 0)
      await page.close()
      expect(
        total,
        `${route} first-view images (${[...images].join(', ')}): ${kb(total)}, budget ${kb(budget.firstViewImages)}`,
      ).toBeLessThanOrEqual(budget.firstViewImages)
    })
  }

  test('no web font and no library an island loads later is in the first load', () => {
    const markers = [
      ['@emailjs/browser', 'api.emailjs.com'],
      ['sonner', 'data-sonner-toaster'],
      ['the Radix tooltip', 'TooltipProvider'],
      ['zod', 'ZodError'],
    ] as const
    for (const { path: route } of pages) {
      const html = htmlOf(route)
      const assets = firstViewAssets(html)
      // A font file on the first view would sit on the largest paint's critical path: the pages use
      // the system's fonts.
      expect(assets.fonts, `${route} fonts`).toEqual([])
      for (const url of assets.css) {
        expect(readFileSync(path.join(outDir, url), 'utf8'), `${route} ${url} declares a web font`).not.toMatch(
          /@font-face/,
        )
      }
      for (const url of assets.js) {
        const code = readFileSync(path.join(outDir, url), 'utf8')
        for (const [library, marker] of markers) {
          expect(code.includes(marker), `${route} loads ${library} up front in ${url}`).toBe(false)
        }
      }
    }
    // They do exist, loaded on demand: the markers are real.
    const lazy = site().lazyJs.files
    expect(lazy).toBeGreaterThanOrEqual(4)
  })
})

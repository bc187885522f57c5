import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { firstViewAssets, htmlFileFor, measureSiteBytes } from '../scripts/lib/site-bytes'
import { expect, routes, test } from './fixtures'

const outDir = path.join(__dirname, '..', 'out')
const KB = 1024

/**
 * The most HTML any page may have. A new connection's first round trip carries ten TCP segments,
 * 14,600 bytes. The project's server spends about 900 of them on response headers (the page's own
 * Content-Security-Policy among them) and compresses at gzip's default level, about 80 bytes
 * larger than the level-9 figure measured here: 14,600 − 900 − 80 ≈ 13.3 KB. A page past it
 * paints one round trip later (300 ms on a rural 2G link), so it must shed weight rather than take
 * a larger budget.
 */
const firstRoundTrip = 13.3 * KB

/**
 * Byte budgets per route (gzip, as a CDN sends them), measured from out/ so they are the same on
 * every machine. Each sits about 10% above what the route weighs today: a change that grows a page
 * past it fails here with the figure and the budget, and must either shed the weight or argue for
 * a new budget in review. The React payload is fetched after the first paint
 * (scripts/lib/content-first.ts). The first-load JS budget is the empty Next page's 170 KB
 * (measured by `npm run bench`) plus the 20 KB the site may add for all its islands together.
 */
const budgets: Record<string, { html: number; payload: number; css: number; ownJs: number; firstLoadJs: number; firstViewImages: number }> = {
  '/': { html: 11 * KB, payload: 12 * KB, css: 9 * KB, ownJs: 6 * KB, firstLoadJs: 190 * KB, firstViewImages: 40 * KB },
  '/bonsmara': { html: firstRoundTrip, payload: 17 * KB, css: 9 * KB, ownJs: 6 * KB, firstLoadJs: 190 * KB, firstViewImages: 14 * KB },
  '/garlic': { html: firstRoundTrip, payload: 17 * KB, css: 9 * KB, ownJs: 10 * KB, firstLoadJs: 190 * KB, firstViewImages: 30 * KB },
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

test.describe('byte budgets', { tag: '@desktop' }, () => {
  const site = measureSiteBytes(outDir, routes.map((route) => route.path))

  for (const route of site.routes) {
    test(`${route.route} stays within its HTML, React payload, CSS and JavaScript budgets`, () => {
      const budget = budgets[route.route]!
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

  for (const { path: route } of routes) {
    test(`${route} stays within its first-view image budget on a phone`, async ({ browser }) => {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true })
      const images = new Set<string>()
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.add(new URL(request.url()).pathname)
      })
      await page.goto(route, { waitUntil: 'networkidle' })
      // The files' own sizes, so the figure does not depend on timing or compression.
      const total = [...images].reduce((sum, url) => sum + statSync(path.join(outDir, url)).size, 0)
      await page.close()
      expect(total, `${route} first-view images (${[...images].join(', ')}): ${kb(total)}, budget ${kb(budgets[route]!.firstViewImages)}`).toBeLessThanOrEqual(
        budgets[route]!.firstViewImages,
      )
    })
  }

  test('no web font and no library an island loads later is in the first load', () => {
    const markers = [
      ['@emailjs/browser', 'api.emailjs.com'],
      ['sonner', 'data-sonner-toaster'],
      ['the Radix tooltip', 'TooltipProvider'],
      ['zod', 'ZodError'],
    ] as const
    for (const { path: route } of routes) {
      const html = readFileSync(htmlFileFor(outDir, route), 'utf8')
      const assets = firstViewAssets(html)
      // A font file on the first view would sit on the largest paint's critical path: the pages use
      // the system's fonts.
      expect(assets.fonts, `${route} fonts`).toEqual([])
      for (const url of assets.css) {
        expect(readFileSync(path.join(outDir, url), 'utf8'), `${route} ${url} declares a web font`).not.toMatch(/@font-face/)
      }
      for (const url of assets.js) {
        const code = readFileSync(path.join(outDir, url), 'utf8')
        for (const [library, marker] of markers) {
          expect(code.includes(marker), `${route} loads ${library} up front in ${url}`).toBe(false)
        }
      }
    }
    // They do exist, loaded on demand: the markers are real.
    const lazy = site.lazyJs.files
    expect(lazy).toBeGreaterThanOrEqual(4)
  })
})

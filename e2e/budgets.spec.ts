import { readFileSync, statSync } from 'node:fs'
import { connect } from 'node:net'
import path, { join } from 'node:path'
import { routes as allRoutes } from '../content/pages'
import { firstViewAssets, kb, measureSiteBytes } from '../scripts/measure/site-bytes'
import { expect, test } from './fixtures'

const outDir = path.join(__dirname, '..', 'out')
const KB = 1024

/**
 * A new connection's first round trip carries ten TCP segments, 14,600 bytes: a page whose whole
 * response (status line, headers and compressed HTML, as the project's server sends them to
 * Chromium) is larger paints one round trip later (300 ms on a rural 2G link), so it must shed
 * weight rather than take a larger budget. The response is measured on the wire below; the HTML
 * budget in gzip from out/ follows from it, as a figure that is the same on every machine: the
 * server's headers take about 1,165 bytes (the page's own Content-Security-Policy and
 * Permissions-Policy among them), and its brotli is about 150 bytes smaller than gzip at level 9:
 * 14,600 − 1,165 + 150 ≈ 13.25 KB.
 */
const firstRoundTripBytes = 14_600
const firstRoundTrip = 13.25 * KB

/**
 * Every byte the server sends for one page, fetched over a plain socket the way Chromium asks for
 * it (keep-alive, brotli accepted), so nothing between the wire and the count adds or removes any.
 */
function responseBytes(baseURL: string, pathname: string): Promise<{ total: number; headers: number; encoding: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    const timer = setTimeout(() => socket.destroy(new Error(`No whole response for ${pathname} in 10 s`)), 10_000)
    socket.on('error', reject)
    socket.on('connect', () => {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n`)
    })
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      const all = Buffer.concat(chunks)
      const end = all.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = all.subarray(0, end).toString('latin1')
      const length = /^content-length:\s*(\d+)/im.exec(head)
      const done = length ? all.length >= end + 4 + Number(length[1]) : all.subarray(-5).toString('latin1') === '0\r\n\r\n'
      if (!done) return
      clearTimeout(timer)
      socket.destroy()
      resolve({ total: all.length, headers: end + 4, encoding: /^content-encoding:\s*(\S+)/im.exec(head)?.[1] ?? 'none' })
    })
  })
}

/**
 * Byte budgets per page (gzip, as a CDN sends them), measured from out/ so they are the same on
 * every machine, and the same for a page in every language. Every page's HTML must fit the first
 * round trip. The others sit about 10% above what the page weighs today: a change that grows a page
 * past one fails here with the figure and the budget, and must either shed the weight or argue for
 * a new budget in review. The React payload is fetched after the first paint
 * (scripts/build/content-first.ts). The first-load JS budget is the empty Next page's 170 KB
 * (measured by `npm run bench`) plus the 20 KB the site may add for all its islands together.
 * A page added to the registry gets the default until it earns its own.
 */
type Budget = { html: number; payload: number; css: number; ownJs: number; firstLoadJs: number; firstViewImages: number }
const defaultBudget: Budget = { html: firstRoundTrip, payload: 17 * KB, css: 9 * KB, ownJs: 10 * KB, firstLoadJs: 190 * KB, firstViewImages: 40 * KB }
// Own JS is what a page loads beyond what every page of its language loads. With a root layout
// per language, the bundler puts the islands every page has (the form, the menu) in each page's
// chunk rather than in one common to all: about 2.5 KB moved from shared to own on every page while
// first-load JS stayed where it was (181.2 KB on the home page, 181.0 KB before the second language).
// The garlic page's "Price your season" adds 1.6 KB of its own: the small islands that take entries
// and show the waiting panel before its working part, which loads on first use (12.9 KB in all).
const budgetsByPage: Record<string, Partial<Budget>> = {
  home: { payload: 12 * KB, ownJs: 7.5 * KB },
  bonsmara: { ownJs: 8 * KB, firstViewImages: 14 * KB },
  garlic: { ownJs: 14 * KB, firstViewImages: 30 * KB },
}
const budgetOf = (key: string): Budget => ({ ...defaultBudget, ...budgetsByPage[key] })
const pages = allRoutes.map((route) => ({ ...route, budget: budgetOf(route.key) }))
const htmlOf = (path: string) => readFileSync(join(outDir, pages.find((page) => page.path === path)!.file), 'utf8')

test.describe('byte budgets', { tag: '@desktop' }, () => {
  const site = measureSiteBytes(outDir, pages.map((page) => page.path))

  for (const route of site.routes) {
    test(`${route.route} stays within its HTML, React payload, CSS and JavaScript budgets`, () => {
      const budget = pages.find((page) => page.path === route.route)!.budget
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

  test('every page arrives whole in the first round trip of a new connection, headers included', async ({ baseURL }) => {
    const sizes = []
    for (const { path: route } of pages) sizes.push({ route, ...(await responseBytes(baseURL!, route)) })
    // The server compresses the pages: a plain response would be several round trips.
    expect(sizes.filter((size) => size.encoding === 'none')).toEqual([])
    const over = sizes.filter((size) => size.total > firstRoundTripBytes).map((size) => `${size.route}: ${size.total} bytes (${size.headers} of headers)`)
    expect(over, `pages past the ${firstRoundTripBytes} bytes of a first round trip`).toEqual([])
  })

  for (const { path: route, budget } of pages) {
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
      expect(total, `${route} first-view images (${[...images].join(', ')}): ${kb(total)}, budget ${kb(budget.firstViewImages)}`).toBeLessThanOrEqual(
        budget.firstViewImages,
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
    for (const { path: route } of pages) {
      const html = htmlOf(route)
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

import { expect, routes, test } from './fixtures'

// Titles, descriptions, canonical and hreflang links, Open Graph and Twitter cards, share images,
// JSON-LD, the sitemap and robots.txt are read once over the exported HTML (e2e/exported-html/). Here,
// what the browser decides: the requests a page makes while it loads. The manifest and its icons
// are read over out/ too.
test.describe('search and sharing metadata', { tag: '@desktop' }, () => {
  for (const route of routes) {
    test(`${route.path} requests nothing from a third-party origin while loading`, async ({ page, baseURL }) => {
      const origins = new Set<string>()
      page.on('request', (request) => origins.add(new URL(request.url()).origin))
      await page.goto(route.path, { waitUntil: 'networkidle' })
      await page.mouse.wheel(0, 20_000)
      await page.waitForLoadState('networkidle')
      expect([...origins]).toEqual([new URL(baseURL!).origin])
    })
  }
})

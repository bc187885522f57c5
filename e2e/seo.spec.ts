import { en } from './content'
import { expect, routes, test } from './fixtures'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

// Titles, descriptions, canonical and hreflang links, Open Graph and Twitter cards, share images,
// JSON-LD, the sitemap and robots.txt are read once over the exported HTML (e2e/exported-html/). Here,
// what the served site and the browser decide: the manifest's icons as served, and the requests a
// page makes while it loads.
test.describe('search and sharing metadata', { tag: '@desktop' }, () => {
  test('the web app manifest and the icons it names exist', async ({ page, request }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await request.get(href!)).json()
    expect(manifest).toMatchObject({ id: '/', name: en.site.name, short_name: en.site.shortName, start_url: '/', display: 'standalone', theme_color: '#1a3021' })
    expect(manifest.short_name.length).toBeLessThanOrEqual(15)
    const purposes = manifest.icons.map((icon: { purpose?: string }) => icon.purpose)
    expect(purposes).toContain('maskable')
    // The sizes Android asks for, both as plain and as maskable (full-bleed) icons.
    const sizesFor = (purpose: string) =>
      (manifest.icons as { sizes: string; purpose?: string }[]).filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes)
    for (const purpose of ['any', 'maskable']) expect(sizesFor(purpose)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const response = await request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      if (icon.type === 'image/png') {
        const [width] = icon.sizes.split('x').map(Number)
        expect(pngSize(await response.body()).width).toBe(width)
      }
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1)
    // The tab icon and the manifest's drawing are one address, so a browser downloads it once.
    const tabIcon = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(tabIcon).toBe((manifest.icons as { src: string; type: string }[]).find((icon) => icon.type === 'image/svg+xml')?.src)
    expect((await request.get(tabIcon!)).headers()['content-type']).toContain('image/svg+xml')
  })

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

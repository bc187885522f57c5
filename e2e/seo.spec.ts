import { en } from './content'
import { allRoutes, expect, routes, test } from './fixtures'

// The deployed address the build under test was made with (content/settings.ts, or SITE_URL).
const siteUrl = en.settings.siteUrl
const { garlic } = en
/** Every priced service, as the structured data must state it: name, price in rand with cents, unit code. */
const offers = [
  ...garlic.services.field.items.map((item) => `${item.name}: ${item.price.toFixed(2)} HAR`),
  ...garlic.services.processing.items.map((item) => `${item.name}: ${item.price.toFixed(2)} TNE`),
  `${garlic.travel.name}: ${garlic.travel.price.toFixed(2)} KMT`,
]

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

type JsonLdNode = Record<string, unknown> & { '@type': string }

test.describe('search and sharing metadata', { tag: '@desktop' }, () => {
  test('every page has a unique title, description and canonical link, and Open Graph and Twitter cards', async ({ page }) => {
    const seen = { title: new Set<string>(), description: new Set<string>(), canonical: new Set<string>() }
    for (const route of routes) {
      await page.goto(route.path)
      const meta = (selector: string) => page.locator(selector).getAttribute('content')
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toBe(route.path === '/' ? siteUrl : `${siteUrl}${route.path}`)
      seen.title.add(await page.title())
      seen.description.add((await meta('meta[name="description"]'))!)
      seen.canonical.add(canonical!)

      expect(await meta('meta[property="og:title"]')).toBeTruthy()
      expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'))
      expect(await meta('meta[property="og:url"]')).toBe(canonical)
      expect(await meta('meta[property="og:type"]')).toBe('website')
      expect(await meta('meta[property="og:locale"]')).toBe('en_ZA')
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')

      const image = (await meta('meta[property="og:image"]'))!
      expect(await meta('meta[name="twitter:image"]')).toBe(image)
      expect(await meta('meta[property="og:image:width"]')).toBe('1200')
      expect(await meta('meta[property="og:image:height"]')).toBe('630')
      // The share image is a real 1200 × 630 PNG in the export.
      const response = await page.request.get(new URL(image).pathname)
      expect(response.status()).toBe(200)
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
    }
    expect(seen.title.size).toBe(routes.length)
    expect(seen.description.size).toBe(routes.length)
    expect(seen.canonical.size).toBe(routes.length)
  })

  test("sitemap.xml lists exactly the registry's pages and robots.txt allows all and names it", async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations.sort()).toEqual(allRoutes.map((route) => (route.path === '/' ? siteUrl : `${siteUrl}${route.path}`)).sort())

    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/User-agent: \*\s+Allow: \//)
    expect(robots).not.toMatch(/Disallow: \//)
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

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
    test(`${route.path}: every JSON-LD block parses and carries its required fields`, async ({ page }) => {
      await page.goto(route.path)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const nodes: JsonLdNode[] = blocks.flatMap((text) => {
        const parsed = JSON.parse(text) as JsonLdNode | JsonLdNode[]
        return Array.isArray(parsed) ? parsed : [parsed]
      })
      for (const node of nodes) expect(node['@context']).toBe('https://schema.org')
      const byType = (type: string) => nodes.filter((node) => node['@type'] === type)

      // The business as a whole is described once, on its home page, as search engines advise.
      if (route.path === '/') {
        const [organization] = byType('Organization')
        expect(organization).toMatchObject({ name: en.site.name, url: `${siteUrl}/` })
        expect((organization!.subOrganization as { name: string }[]).map((sub) => sub.name)).toEqual(en.site.operations.map((operation) => operation.name))

        // Each operation is a local business, with the legal name and address the footer shows.
        const businesses = byType('LocalBusiness')
        expect(businesses.map((business) => business.name)).toEqual(en.site.operations.map((operation) => operation.name))
        for (const [index, business] of businesses.entries()) {
          const legal = en.settings.businesses[en.site.operations[index]!.page]!
          expect(business).toMatchObject({
            legalName: legal.legalName,
            address: { streetAddress: legal.streetAddress, addressLocality: legal.town, addressRegion: legal.province, postalCode: legal.postalCode, addressCountry: 'ZA' },
            areaServed: { '@type': 'Country', name: 'South Africa' },
          })
          expect(business.telephone).toMatch(/^\+27/)
          expect(business.email).toMatch(/@/)
          expect(business.sameAs).toEqual([expect.stringMatching(/^https:\/\/www\.instagram\.com\//), expect.stringMatching(/^https:\/\/www\.facebook\.com\//)])
        }
      } else {
        expect(byType('Organization')).toEqual([])
        expect(byType('LocalBusiness')).toEqual([])
      }

      const services = byType('Service')
      if (route.key === 'garlic') {
        // The field services per hectare, the processing services per ton, travel per kilometre.
        const found = services.map((service) => {
          const { priceSpecification: price } = service.offers as { priceSpecification: { priceCurrency: string; price: string; unitCode: string } }
          expect(price.priceCurrency).toBe('ZAR')
          return `${service.name}: ${price.price} ${price.unitCode}`
        })
        expect(found).toEqual(offers)
      } else {
        expect(services).toEqual([])
      }

      const [breadcrumbs] = byType('BreadcrumbList')
      const items = breadcrumbs!.itemListElement as { position: number; name: string; item: string }[]
      expect(items[0]).toMatchObject({ position: 1, name: routes[0]!.navLabel, item: `${siteUrl}/` })
      if (route.path !== '/') expect(items[1]).toMatchObject({ position: 2, name: route.navLabel, item: `${siteUrl}${route.path}` })
      else expect(items).toHaveLength(1)
    })

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

/**
 * @jest-environment jsdom
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { defaultLanguage, languages } from '@/content/languages'
import { brandColour } from '@/content/theme'
import { pageByKey, routes, type Route } from '@/content/pages'
import { contentIn, en, sites } from '../support/content'
import { outDir } from '../../scripts/site/build-state'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { exportedDocument, exportedFile, exportedXml, fileOfAddress, jsonLdOf, metaOf, pngSize } from './exported-site'

/**
 * What search engines and share previews read in the exported pages: titles, descriptions,
 * canonical and hreflang links, Open Graph and Twitter cards, JSON-LD, the sitemap and robots.txt.
 * Once over out/, for every page of the registry (content/pages.yaml) in every language.
 */

// The deployed address the build was made with (content/settings.ts, or SITE_URL).
const siteUrl = en.settings.siteUrl
/** An address as the page's links and the sitemap write it (the home page without a closing slash). */
const absolute = (path: string) => `${siteUrl}${path === '/' ? '' : path}`
/** An address as structured data writes it (a URL: the home page with its slash). */
const url = (path: string) => new URL(path, `${siteUrl}/`).href
const versionsOf = (route: Route) => routes.filter((other) => other.key === route.key)
const counterpartOf = (route: Route) => versionsOf(route).find((other) => other.language !== route.language)!
const hreflangsOf = (route: Route) => [
  ...versionsOf(route).map((version) => [version.lang, absolute(version.path)]),
  ['x-default', absolute(versionsOf(route).find((version) => version.language === defaultLanguage)!.path)],
]
const pageOf = (route: Route) => exportedDocument(htmlFileOf(route.path))

describe.each(routes.map((route) => [route.path, route] as const))('%s', (_path, route) => {
  const site = contentIn(route.language)

  it('has its language, canonical address, description and Open Graph and Twitter cards', () => {
    const page = pageOf(route)
    expect(page.documentElement.getAttribute('lang')).toBe(route.lang)
    const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute('href')
    expect(canonical).toBe(absolute(route.path))
    expect(page.title).toBeTruthy()
    expect(metaOf(page, 'description')).toBe(pageByKey(route.key).description.in(route.language))
    expect(metaOf(page, 'og:title')).toBeTruthy()
    expect(metaOf(page, 'og:description')).toBe(metaOf(page, 'description'))
    expect(metaOf(page, 'og:url')).toBe(canonical)
    expect(metaOf(page, 'og:type')).toBe('website')
    expect(metaOf(page, 'og:locale')).toBe(languages[route.language].openGraphLocale)
    expect(metaOf(page, 'og:locale:alternate')).toBe(languages[counterpartOf(route).language].openGraphLocale)
    expect(metaOf(page, 'twitter:card')).toBe('summary_large_image')
  })

  it('shares its own 1200 × 630 PNG image, in its language', () => {
    const page = pageOf(route)
    const image = metaOf(page, 'og:image')!
    expect(image).toMatch(
      route.language === defaultLanguage
        ? new RegExp(`/og/${route.key}\\.png$`)
        : new RegExp(`/og/${route.language}-${route.key}\\.png$`),
    )
    expect(metaOf(page, 'twitter:image')).toBe(image)
    expect(metaOf(page, 'og:image:width')).toBe('1200')
    expect(metaOf(page, 'og:image:height')).toBe('630')
    expect(pngSize(exportedFile(fileOfAddress(image)))).toEqual({ width: 1200, height: 630 })
  })

  it('names each translation with hreflang, absolute and reciprocal, and x-default', () => {
    const alternates = [...pageOf(route).querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ])
    expect(alternates.sort()).toEqual(hreflangsOf(route).sort())
    // Reciprocal: the translation names this page among its alternates.
    const back = pageOf(counterpartOf(route)).querySelector(`link[rel="alternate"][hreflang="${route.lang}"]`)
    expect(back?.getAttribute('href')).toBe(absolute(route.path))
  })

  it('describes itself in JSON-LD in its language, with its translation and breadcrumbs', () => {
    const nodes = jsonLdOf(pageOf(route))
    for (const node of nodes) expect(node['@context']).toBe('https://schema.org')
    const webPage = nodes.find((node) => node['@type'] === 'WebPage')
    expect(webPage).toMatchObject({
      url: url(route.path),
      inLanguage: route.lang,
      name: pageByKey(route.key).title.in(route.language),
      description: pageByKey(route.key).description.in(route.language),
    })
    const counterpartId = `${url(counterpartOf(route).path)}#webpage`
    if (route.language === defaultLanguage) expect(webPage!.workTranslation).toEqual([{ '@id': counterpartId }])
    else expect(webPage!.translationOfWork).toEqual({ '@id': counterpartId })

    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as {
      position: number
      name: string
      item: string
    }[]
    const home = site.routes[0]!
    expect(crumbs[0]).toMatchObject({ position: 1, name: home.navLabel, item: url(home.path) })
    if (route.path === home.path) expect(crumbs).toHaveLength(1)
    else expect(crumbs[1]).toMatchObject({ position: 2, name: route.navLabel, item: url(route.path) })
  })
})

describe('the pages together', () => {
  it.each(Object.keys(languages))(
    'in %s, every page has its own title, description and canonical address',
    (language) => {
      const own = routes.filter((route) => route.language === language).map(pageOf)
      for (const read of [
        (page: Document) => page.title,
        (page: Document) => metaOf(page, 'description'),
        (page: Document) => page.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ]) {
        expect(new Set(own.map(read)).size).toBe(own.length)
      }
    },
  )
})

describe('JSON-LD of the business', () => {
  const englishRoutes = routes.filter((route) => route.language === defaultLanguage)
  const nodesOf = (route: Route) => jsonLdOf(pageOf(route))
  const byType = (route: Route, type: string) => nodesOf(route).filter((node) => node['@type'] === type)
  const home = englishRoutes.find((route) => route.path === '/')!

  it('the business as a whole is described once, on the home page, with each operation a local business', () => {
    const [organization] = byType(home, 'Organization')
    expect(organization).toMatchObject({ name: en.site.name, url: `${siteUrl}/` })
    expect((organization!.subOrganization as { name: string }[]).map((sub) => sub.name)).toEqual(
      en.site.operations.map((operation) => operation.name),
    )
    const businesses = byType(home, 'LocalBusiness')
    expect(businesses.map((business) => business.name)).toEqual(en.site.operations.map((operation) => operation.name))
    for (const [index, business] of businesses.entries()) {
      const legal = en.settings.businesses[en.site.operations[index]!.page]!
      expect(business).toMatchObject({
        legalName: legal.legalName,
        address: {
          streetAddress: legal.streetAddress,
          addressLocality: legal.town,
          addressRegion: legal.province,
          postalCode: legal.postalCode,
          addressCountry: 'ZA',
        },
        areaServed: { '@type': 'Country', name: 'South Africa' },
      })
      expect(business.telephone).toMatch(/^\+27/)
      expect(business.email).toMatch(/@/)
      expect(business.sameAs).toEqual([
        expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
        expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
      ])
    }
    for (const other of englishRoutes.filter((route) => route !== home)) {
      expect(byType(other, 'Organization')).toEqual([])
      expect(byType(other, 'LocalBusiness')).toEqual([])
    }
  })

  it('the garlic page prices every service: field per hectare, processing per ton, travel per kilometre', () => {
    const { garlic } = en
    const offers = [
      ...garlic.services.field.items.map((item) => `${item.name}: ${item.price.toFixed(2)} HAR`),
      ...garlic.services.processing.items.map((item) => `${item.name}: ${item.price.toFixed(2)} TNE`),
      `${garlic.travel.name}: ${garlic.travel.price.toFixed(2)} KMT`,
    ]
    for (const route of englishRoutes) {
      const found = byType(route, 'Service').map((service) => {
        const { priceSpecification: price } = service.offers as {
          priceSpecification: { priceCurrency: string; price: string; unitCode: string }
        }
        expect(price.priceCurrency).toBe('ZAR')
        return `${service.name}: ${price.price} ${price.unitCode}`
      })
      expect(found).toEqual(route.key === 'garlic' ? offers : [])
    }
  })

  it('the garlic page offers each variety’s seed: its availability, and its price per kilogram where published', () => {
    const availability = { 'in-stock': 'InStock', limited: 'LimitedAvailability', 'sold-out': 'SoldOut' } as const
    const expected = en.seedVarieties.map(
      (variety) =>
        `${variety.name}: ${availability[variety.availability]}` +
        (variety.pricePerKg === undefined ? '' : `, ${variety.pricePerKg.toFixed(2)} ZAR KGM`),
    )
    for (const route of englishRoutes) {
      const found = byType(route, 'Product').map((product) => {
        const offer = product.offers as {
          availability: string
          priceSpecification?: { price: string; priceCurrency: string; unitCode: string }
        }
        const price = offer.priceSpecification
        return (
          `${product.name}: ${offer.availability.replace('https://schema.org/', '')}` +
          (price ? `, ${price.price} ${price.priceCurrency} ${price.unitCode}` : '')
        )
      })
      expect(found).toEqual(route.key === 'garlic' ? expected : [])
    }
  })
})

describe('every page', () => {
  it('has one h1, and a title and a description no other page has', () => {
    const pages = routes.map((route) => ({ route: route.path, page: pageOf(route) }))
    // Each page named in what fails, as [page, count or length].
    expect(pages.map(({ route, page }) => [route, page.querySelectorAll('h1').length])).toEqual(
      routes.map((route) => [route.path, 1]),
    )
    expect(pages.filter(({ page }) => page.title.length <= 10).map(({ route, page }) => [route, page.title])).toEqual(
      [],
    )
    expect(
      pages
        .filter(({ page }) => (metaOf(page, 'description') ?? '').length <= 50)
        .map(({ route, page }) => [route, metaOf(page, 'description')]),
    ).toEqual([])
    expect(new Set(pages.map(({ page }) => page.title)).size).toBe(routes.length)
    expect(new Set(pages.map(({ page }) => metaOf(page, 'description'))).size).toBe(routes.length)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it(
    "the sitemap lists exactly the registry's pages in every language, and each " +
      "animal's while a sale is on, each with its translations and x-default",
    () => {
      const sitemap = exportedXml('sitemap.xml')
      const entries = [...sitemap.getElementsByTagName('url')].map((entry) => ({
        loc: entry.getElementsByTagName('loc')[0]?.textContent,
        alternates: [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      }))
      // While a sale is on, each animal's page too, with its page in every language.
      const animals = en.sale.open
        ? sites.flatMap((site) =>
            site.sale.animals.map((animal) => {
              const versions = sites.map((other) => [
                other.lang,
                absolute(other.sale.animals.find((each) => each.slug === animal.slug)!.href),
              ])
              return {
                loc: absolute(animal.href),
                alternates: [
                  ...versions,
                  ['x-default', versions.find(([lang]) => lang === languages[defaultLanguage].lang)![1]!],
                ],
              }
            }),
          )
        : []
      expect(entries.map((entry) => entry.loc).sort()).toEqual(
        [...routes.map((route) => absolute(route.path)), ...animals.map((animal) => animal.loc)].sort(),
      )
      for (const route of routes) {
        const entry = entries.find((candidate) => candidate.loc === absolute(route.path))!
        // Exactly these, each once: no locale written twice, no path joined onto another.
        expect(entry.alternates.sort()).toEqual(hreflangsOf(route).sort())
      }
      for (const animal of animals)
        expect(entries.find((candidate) => candidate.loc === animal.loc)!.alternates.sort()).toEqual(
          animal.alternates.sort(),
        )
    },
  )

  it("each page's lastmod is when what it shows last changed, before the build, the same in every language", () => {
    const sitemap = exportedXml('sitemap.xml')
    const lastmod = new Map(
      [...sitemap.getElementsByTagName('url')].map((entry) => [
        entry.getElementsByTagName('loc')[0]?.textContent,
        entry.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      ]),
    )
    const built = statSync(path.join(outDir, 'sitemap.xml')).mtimeMs
    for (const route of routes) {
      const date = lastmod.get(absolute(route.path))!
      expect({ route: route.path, date }).toEqual({
        route: route.path,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      })
      // Not the build's own time: a content file's last change comes before the build that reads it.
      expect(Date.parse(date)).toBeLessThan(built - 1000)
      const translations = routes.filter((each) => each.key === route.key)
      expect(new Set(translations.map((each) => lastmod.get(absolute(each.path))))).toEqual(new Set([date]))
    }
  })

  it('robots.txt allows all and names the sitemap', () => {
    const robots = exportedFile('robots.txt').toString('utf8')
    expect(robots).toMatch(/User-agent: \*\s+Allow: \//)
    expect(robots).not.toMatch(/Disallow: \//)
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

describe('the web app manifest', () => {
  type Icon = { src: string; sizes: string; type: string; purpose?: string }
  const home = () => exportedDocument(htmlFileOf('/'))
  const manifest = () =>
    JSON.parse(
      exportedFile(home().querySelector('link[rel="manifest"]')!.getAttribute('href')!.replace(/^\//, '')).toString(
        'utf8',
      ),
    )

  it("names the site, starts at home and takes the brand's colour", () => {
    expect(manifest()).toMatchObject({
      id: '/',
      name: en.site.name,
      short_name: en.site.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: brandColour(),
    })
    expect(manifest().short_name.length).toBeLessThanOrEqual(15)
  })

  it('offers the sizes Android asks for, plain and maskable, each a file of that size', () => {
    const icons = manifest().icons as Icon[]
    const sizesFor = (purpose: string) =>
      icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes)
    for (const purpose of ['any', 'maskable'])
      expect(sizesFor(purpose)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of icons) {
      const file = exportedFile(icon.src.replace(/^\//, ''))
      if (icon.type === 'image/png') expect(pngSize(file).width).toBe(Number(icon.sizes.split('x')[0]))
    }
  })

  it("links an Apple touch icon, and the tab icon is the manifest's drawing, so a browser downloads it once", () => {
    expect(home().querySelectorAll('link[rel="apple-touch-icon"]')).toHaveLength(1)
    const tabIcon = home().querySelector('link[rel="icon"]')?.getAttribute('href')
    expect(tabIcon).toBe((manifest().icons as Icon[]).find((icon) => icon.type === 'image/svg+xml')?.src)
  })
})

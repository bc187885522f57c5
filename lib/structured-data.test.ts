import { loadSiteConfig } from '@/lib/site-config'
import { absoluteUrl, breadcrumbJsonLd, localBusinessJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from '@/lib/structured-data'

const config = loadSiteConfig({ SITE_URL: 'https://farm.example.org', SITE_PHONE: '082 000 0000' })

describe('serializeJsonLd', () => {
  test.each([
    ['a closing script tag cannot end the element early', { name: '</script><script>alert(1)</script>' }],
    ['an HTML comment opener is neutralised', { name: '<!-- x' }],
  ])('%s', (_case, data) => {
    const json = serializeJsonLd(data)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(data)
  })
})

describe('absoluteUrl', () => {
  test.each([
    ['/', 'https://farm.example.org/'],
    ['/garlic', 'https://farm.example.org/garlic'],
    ['/og/home.png', 'https://farm.example.org/og/home.png'],
  ])('%s is %s', (path, expected) => {
    expect(absoluteUrl(config, path)).toBe(expected)
  })
})

describe('structured data', () => {
  test('the organisation names both operations and its profiles', () => {
    const organization = organizationJsonLd(config) as unknown as Record<string, unknown>
    expect(organization.subOrganization).toEqual([
      { '@type': 'Organization', name: 'JLDT Bonsmara', url: 'https://farm.example.org/bonsmara' },
      { '@type': 'Organization', name: 'Du Toit Holdings', url: 'https://farm.example.org/garlic' },
    ])
    expect(organization.sameAs).toEqual([config.instagramUrl, config.facebookUrl])
  })

  test('the local business serves South Africa and is reachable by phone and e-mail', () => {
    const business = localBusinessJsonLd(config)
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      areaServed: { '@type': 'Country', name: 'South Africa' },
      telephone: '+27820000000',
      email: config.email,
      parentOrganization: { '@id': 'https://farm.example.org/#organization' },
    })
  })

  test('breadcrumbs number their items from 1 with absolute URLs', () => {
    const trail = breadcrumbJsonLd(config, [
      { path: '/', navLabel: 'Home' },
      { path: '/garlic', navLabel: 'Du Toit Holdings' },
    ])
    expect((trail as unknown as Record<string, unknown>).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://farm.example.org/' },
      { '@type': 'ListItem', position: 2, name: 'Du Toit Holdings', item: 'https://farm.example.org/garlic' },
    ])
  })
})

describe('serviceJsonLd', () => {
  test.each([
    ['Bed shaping', { amount: 1000, unit: 'hectare' as const }, '1000.00', 'HAR', 'per hectare'],
    ['Seed peeling', { amount: 400, unit: 'ton' as const }, '400.00', 'TNE', 'per ton'],
    ['Travelling charge', { amount: 5.5, unit: 'kilometre' as const }, '5.50', 'KMT', 'per kilometre'],
  ])('%s: an Offer of R%s in ZAR %s', (name, price, amount, unitCode, unitText) => {
    const service = serviceJsonLd(config, { name, price }, { category: 'Garlic field services', pagePath: '/garlic' }) as unknown as Record<string, unknown>
    expect(service).toMatchObject({
      '@type': 'Service',
      name,
      serviceType: 'Garlic field services',
      provider: { '@id': 'https://farm.example.org/#organization' },
      url: 'https://farm.example.org/garlic',
      offers: {
        '@type': 'Offer',
        price: amount,
        priceCurrency: 'ZAR',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: amount, priceCurrency: 'ZAR', unitCode, unitText },
      },
    })
  })
})

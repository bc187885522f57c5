import {
  absoluteUrl,
  breadcrumbJsonLd,
  webPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  seedJsonLd,
  serviceJsonLd,
  type BusinessFacts,
} from '@/lib/structured-data'

const facts: BusinessFacts = {
  siteUrl: 'https://farm.example.org',
  name: 'Example Farms',
  description: 'A family farm with cattle and garlic.',
  email: 'owner@farm.example.org',
  phone: '082 000 0000',
  ownerName: 'A. Owner',
  ownerTitle: 'Owner & Founder',
  sameAs: ['https://www.instagram.com/farm', 'https://www.facebook.com/farm'],
  operations: [
    {
      key: 'cattle',
      name: 'Example Cattle',
      path: '/bonsmara',
      legal: {
        legalName: 'Example Cattle (Pty) Ltd',
        legalStatus: 'private-company',
        registrationNumber: '2019/123456/07',
        streetAddress: 'Plaas Rietfontein 12, R101',
        town: 'Settlers',
        postalCode: '0480',
        province: 'Limpopo',
      },
    },
    {
      key: 'garlic',
      name: 'Example Garlic',
      path: '/garlic',
      legal: {
        legalName: 'A. Grower',
        legalStatus: 'sole-proprietor',
        registrationNumber: 'none',
        streetAddress: '3 Main Road',
        town: 'Modimolle',
        postalCode: '0510',
        province: 'Limpopo',
      },
    },
  ],
  language: 'en-ZA',
}

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
    expect(absoluteUrl(facts.siteUrl, path)).toBe(expected)
  })
})

describe('structured data', () => {
  test('the organisation names its operations with their pages, and its profiles', () => {
    const organization = organizationJsonLd(facts) as unknown as Record<string, unknown>
    expect(organization.subOrganization).toEqual([
      { '@type': 'LocalBusiness', '@id': 'https://farm.example.org/#business-cattle', name: 'Example Cattle' },
      { '@type': 'LocalBusiness', '@id': 'https://farm.example.org/#business-garlic', name: 'Example Garlic' },
    ])
    expect(organization.sameAs).toEqual(facts.sameAs)
    expect(organization.founder).toEqual({ '@type': 'Person', name: 'A. Owner', jobTitle: 'Owner & Founder' })
  })

  test(
    'each operation is a local business with its legal name, number and address, ' +
      'serving South Africa, reachable by phone (international) and e-mail',
    () => {
      const business = localBusinessJsonLd(facts, facts.operations[0]!, { image: '/og/bonsmara.png' })
      expect(business).toMatchObject({
        '@type': 'LocalBusiness',
        '@id': 'https://farm.example.org/#business-cattle',
        name: 'Example Cattle',
        legalName: 'Example Cattle (Pty) Ltd',
        identifier: { '@type': 'PropertyValue', propertyID: 'Company registration number', value: '2019/123456/07' },
        url: 'https://farm.example.org/bonsmara',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Plaas Rietfontein 12, R101',
          addressLocality: 'Settlers',
          addressRegion: 'Limpopo',
          postalCode: '0480',
          addressCountry: 'ZA',
        },
        areaServed: { '@type': 'Country', name: 'South Africa' },
        telephone: '+27820000000',
        email: facts.email,
        image: 'https://farm.example.org/og/bonsmara.png',
        parentOrganization: { '@id': 'https://farm.example.org/#organization' },
      })
    },
  )

  test('a business with no registration number carries no identifier', () => {
    const business = localBusinessJsonLd(facts, facts.operations[1]!, { image: '/og/garlic.png' }) as unknown as Record<
      string,
      unknown
    >
    expect(business.legalName).toBe('A. Grower')
    expect(business).not.toHaveProperty('identifier')
    expect(business.address).toMatchObject({ addressLocality: 'Modimolle', postalCode: '0510' })
  })

  test('breadcrumbs number their items from 1 with absolute URLs', () => {
    const trail = breadcrumbJsonLd(facts.siteUrl, [
      { path: '/', name: 'Home' },
      { path: '/garlic', name: 'Garlic' },
    ])
    expect((trail as unknown as Record<string, unknown>).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://farm.example.org/' },
      { '@type': 'ListItem', position: 2, name: 'Garlic', item: 'https://farm.example.org/garlic' },
    ])
  })
})

describe('serviceJsonLd', () => {
  test.each([
    ['Bed shaping', { amount: 1000, unit: 'hectare' as const }, '1000.00', 'HAR', 'per hectare'],
    ['Seed peeling', { amount: 400, unit: 'ton' as const }, '400.00', 'TNE', 'per ton'],
    ['Travelling charge', { amount: 5.5, unit: 'kilometre' as const }, '5.50', 'KMT', 'per kilometre'],
  ])('%s: an Offer of R%s in ZAR %s', (name, price, amount, unitCode, unitText) => {
    const service = serviceJsonLd(
      facts,
      { name, price },
      { category: 'Garlic field services', pagePath: '/garlic', unitText },
    ) as unknown as Record<string, unknown>
    expect(service).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name,
      serviceType: 'Garlic field services',
      provider: { '@id': 'https://farm.example.org/#organization' },
      url: 'https://farm.example.org/garlic',
      offers: {
        '@type': 'Offer',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: amount,
          priceCurrency: 'ZAR',
          unitCode,
          unitText,
        },
      },
    })
  })
})

describe('seedJsonLd', () => {
  test.each([
    ['in stock, priced', 'in-stock', 95, 'https://schema.org/InStock', { price: '95.00' }],
    ['limited, a price with cents', 'limited', 112.5, 'https://schema.org/LimitedAvailability', { price: '112.50' }],
    ['sold out, price on request', 'sold-out', undefined, 'https://schema.org/SoldOut', null],
  ] as const)('%s', (_, availability, pricePerKg, expected, price) => {
    expect(seedJsonLd({ name: 'Pink Egyptian', availability, pricePerKg })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pink Egyptian',
      offers: {
        '@type': 'Offer',
        availability: expected,
        ...(price && {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: price.price,
            priceCurrency: 'ZAR',
            unitCode: 'KGM',
          },
        }),
      },
    })
  })
})

describe('webPageJsonLd', () => {
  const page = {
    siteUrl: 'https://farm.example.org',
    siteName: 'Example Farms',
    title: 'Knoffel',
    description: 'Knoffelsaad en dienste.',
    siteHomePath: '/',
  }
  test.each([
    [
      'a page in the default language lists its translations',
      { ...page, path: '/garlic', language: 'en-ZA', translations: ['/af/knoffel'] },
      { inLanguage: 'en-ZA', workTranslation: [{ '@id': 'https://farm.example.org/af/knoffel#webpage' }] },
      'translationOfWork',
    ],
    [
      'a translation points to the page it translates',
      { ...page, path: '/af/knoffel', language: 'af-ZA', translationOf: '/garlic' },
      { inLanguage: 'af-ZA', translationOfWork: { '@id': 'https://farm.example.org/garlic#webpage' } },
      'workTranslation',
    ],
    [
      'a page with no translations says nothing of them',
      { ...page, path: '/garlic', language: 'en-ZA', translations: [] },
      { inLanguage: 'en-ZA' },
      'workTranslation',
    ],
  ])('%s', (_case, facts, expected, absent) => {
    const node = webPageJsonLd(facts) as unknown as Record<string, unknown>
    expect(node).toMatchObject({
      '@type': 'WebPage',
      '@id': `https://farm.example.org${facts.path}#webpage`,
      url: `https://farm.example.org${facts.path}`,
      name: 'Knoffel',
      description: 'Knoffelsaad en dienste.',
      isPartOf: { '@type': 'WebSite', '@id': 'https://farm.example.org/#website', url: 'https://farm.example.org/' },
      about: { '@id': 'https://farm.example.org/#organization' },
      ...expected,
    })
    expect(node).not.toHaveProperty(absent)
  })
})

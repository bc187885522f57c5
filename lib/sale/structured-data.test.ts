import { animalJsonLd, saleJsonLd, type SaleFacts } from './structured-data'

const sale: SaleFacts = {
  siteUrl: 'https://www.example.com',
  language: 'en-ZA',
  path: '/bonsmara/catalogue',
  title: 'Production auction 2027',
  description: 'Young bulls and heifers.',
  sellerId: 'https://www.example.com/#business-bonsmara',
  auction: {
    date: '2027-05-14',
    time: '11:00',
    venue: { name: 'Sale pens', address: 'R516, Limpopo' },
    bidding: 'https://bid.example.com/2027',
  },
  animals: [
    {
      id: 'JLDT 24-045',
      title: 'Kaptein 45',
      path: '/bonsmara/catalogue/jldt-24-045',
      status: 'auction',
      image: '/img/bull-800.jpg',
    },
    {
      id: 'JLDT 24-051',
      title: 'JLDT 24-051',
      path: '/bonsmara/catalogue/jldt-24-051',
      status: 'available',
      price: 45000,
    },
  ],
}

describe('saleJsonLd', () => {
  const [event, list] = saleJsonLd(sale) as unknown as [Record<string, unknown>, Record<string, unknown>]

  test('an auction is a sale event on its day at its start, South African time, at its venue and online', () => {
    expect(event).toMatchObject({
      '@type': 'SaleEvent',
      startDate: '2027-05-14T11:00:00+02:00',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: 'Sale pens', address: 'R516, Limpopo' },
        { '@type': 'VirtualLocation', url: 'https://bid.example.com/2027' },
      ],
      url: 'https://www.example.com/bonsmara/catalogue',
    })
  })

  test('the animals are a list in order, each with its offer, a price only where one is published', () => {
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 })
    const items = list.itemListElement as { position: number; item: Record<string, unknown> }[]
    expect(items.map((entry) => entry.position)).toEqual([1, 2])
    expect(items[0]!.item).toEqual({
      '@type': 'Product',
      name: 'Kaptein 45',
      sku: 'JLDT 24-045',
      url: 'https://www.example.com/bonsmara/catalogue/jldt-24-045',
      image: 'https://www.example.com/img/bull-800.jpg',
      offers: {
        '@type': 'Offer',
        availability: 'https://schema.org/PreOrder',
        seller: { '@id': sale.sellerId },
        url: 'https://www.example.com/bonsmara/catalogue/jldt-24-045',
      },
    })
    expect(items[1]!.item.offers).toEqual({
      '@type': 'Offer',
      price: '45000.00',
      priceCurrency: 'ZAR',
      availability: 'https://schema.org/InStock',
      seller: { '@id': sale.sellerId },
      url: 'https://www.example.com/bonsmara/catalogue/jldt-24-051',
    })
  })

  test.each([
    ['available', 'InStock'],
    ['reserved', 'Reserved'],
    ['sold', 'SoldOut'],
    ['auction', 'PreOrder'],
    ['withdrawn', 'Discontinued'],
    ['notSold', 'LimitedAvailability'],
    ['subjectToConfirmation', 'Reserved'],
  ] as const)('a lot %s is offered as %s', (status, expected) => {
    const [, each] = saleJsonLd({ ...sale, animals: [{ ...sale.animals[0]!, status }] }) as unknown as [
      unknown,
      { itemListElement: { item: { offers: { availability: string } } }[] },
    ]
    expect(each.itemListElement[0]!.item.offers.availability).toBe(`https://schema.org/${expected}`)
  })

  test('a sold lot whose price is published carries it, in rand to the cent', () => {
    const sold = { ...sale.animals[0]!, status: 'sold' as const, price: 85000.5 }
    expect(animalJsonLd({ siteUrl: sale.siteUrl, sellerId: sale.sellerId, language: 'en-ZA' }, sold)).toMatchObject({
      offers: { price: '85000.50', priceCurrency: 'ZAR', availability: 'https://schema.org/SoldOut' },
    })
  })

  test('its end and its venue’s position, where the sale gives them', () => {
    const [withBoth] = saleJsonLd({
      ...sale,
      auction: {
        ...sale.auction!,
        ends: '15:00',
        venue: { ...sale.auction!.venue, position: { latitude: -24.9312, longitude: 28.4187 } },
      },
    }) as unknown as [Record<string, unknown>]
    expect(withBoth).toMatchObject({
      endDate: '2027-05-14T15:00:00+02:00',
      location: [{ geo: { '@type': 'GeoCoordinates', latitude: -24.9312, longitude: 28.4187 } }, {}],
    })
    expect(event).not.toHaveProperty('endDate')
  })

  test('a private sale is the list alone; offline attendance without bidding', () => {
    expect(saleJsonLd({ ...sale, auction: undefined }).map((entry) => entry['@type'])).toEqual(['ItemList'])
    const [offline] = saleJsonLd({ ...sale, auction: { ...sale.auction!, bidding: undefined } }) as unknown as [
      Record<string, unknown>,
    ]
    expect(offline.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
  })
})

describe('animalJsonLd: an animal’s figures as properties, as schema.org has no animal type', () => {
  const page = { siteUrl: sale.siteUrl, sellerId: sale.sellerId, language: 'af-ZA' }
  const animal = {
    ...sale.animals[0]!,
    properties: [
      { id: 'ebv-weaning', name: 'Speen (direk) (WW), TW', value: 21.5, unitText: 'kg', unit: 'kg' },
      { id: 'ebv-weaning-accuracy', name: 'Speen (direk) (WW), Akkuraatheid', value: 70, unitText: '%', unit: '%' },
      {
        id: 'ebv-firstCalving',
        name: 'Ouderdom by eerste kalwing (AFC), TW',
        value: -6.5,
        unitText: 'dae',
        unit: 'days',
      },
      { id: 'adg', name: 'Gemiddelde daaglikse toename', value: 1850, unitText: 'g/dag', unit: 'g/day' },
      { id: 'test-kleiber', name: 'Kleiber-verhouding', value: 84.5 },
    ],
  }

  test('each a PropertyValue: its ID, name, value, unit as written and UN/CEFACT code where there is one', () => {
    expect(animalJsonLd(page, animal)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'JLDT 24-045',
      url: 'https://www.example.com/bonsmara/catalogue/jldt-24-045',
      additionalProperty: [
        { '@type': 'PropertyValue', propertyID: 'ebv-weaning', value: 21.5, unitText: 'kg', unitCode: 'KGM' },
        { propertyID: 'ebv-weaning-accuracy', value: 70, unitText: '%', unitCode: 'P1' },
        { propertyID: 'ebv-firstCalving', value: -6.5, unitText: 'dae', unitCode: 'DAY' },
        { propertyID: 'adg', value: 1850, unitText: 'g/dag' },
        { propertyID: 'test-kleiber', name: 'Kleiber-verhouding', value: 84.5 },
      ],
    })
    const [, , , gain, kleiber] = (animalJsonLd(page, animal) as unknown as { additionalProperty: object[] })
      .additionalProperty
    expect(gain).not.toHaveProperty('unitCode')
    expect(kleiber).not.toHaveProperty('unitText')
  })

  test('an animal without figures has no properties; the sale’s list carries none, its pages do', () => {
    expect(animalJsonLd(page, sale.animals[1]!)).not.toHaveProperty('additionalProperty')
    const list = saleJsonLd({ ...sale, animals: [animal] })[1] as unknown as {
      itemListElement: { item: object }[]
    }
    expect(list.itemListElement[0]!.item).not.toHaveProperty('additionalProperty')
  })
})

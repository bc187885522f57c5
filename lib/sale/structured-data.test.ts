import { saleJsonLd, type SaleFacts } from './structured-data'

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

  test('the animals are a list in order, an offer only where there is a price', () => {
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 })
    const items = list.itemListElement as { position: number; item: Record<string, unknown> }[]
    expect(items.map((entry) => entry.position)).toEqual([1, 2])
    expect(items[0]!.item).toEqual({
      '@type': 'Product',
      name: 'Kaptein 45',
      sku: 'JLDT 24-045',
      url: 'https://www.example.com/bonsmara/catalogue/jldt-24-045',
      image: 'https://www.example.com/img/bull-800.jpg',
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

  test('a private sale is the list alone; offline attendance without bidding', () => {
    expect(saleJsonLd({ ...sale, auction: undefined }).map((entry) => entry['@type'])).toEqual(['ItemList'])
    const [offline] = saleJsonLd({ ...sale, auction: { ...sale.auction!, bidding: undefined } }) as unknown as [
      Record<string, unknown>,
    ]
    expect(offline.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
  })
})

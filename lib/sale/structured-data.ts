import type { ItemList, Product, SaleEvent, WithContext } from 'schema-dts'
import type { Status } from './animal'

/** What structured data says about a sale, in the page's language. */
export type SaleFacts = {
  siteUrl: string
  /** The page's language, for `inLanguage` (en-ZA, af-ZA). */
  language: string
  /** The catalogue's address. */
  path: string
  title: string
  description: string
  /** The seller: the business's id in the site's structured data. */
  sellerId: string
  auction?: { date: string; time: string; venue: { name: string; address: string }; bidding?: string }
  animals: readonly { id: string; title: string; path: string; status: Status; price?: number; image?: string }[]
}

const url = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString()

/** South Africa keeps one time zone all year: an auction's start in its own time. */
const southAfricanTime = (date: string, time: string) => `${date}T${time}:00+02:00`

const availability: Record<
  Status,
  | 'https://schema.org/InStock'
  | 'https://schema.org/LimitedAvailability'
  | 'https://schema.org/SoldOut'
  | 'https://schema.org/PreOrder'
> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
  auction: 'https://schema.org/PreOrder',
}

/**
 * The sale for search engines: the auction as an event with its day, start and place (and online
 * bidding where there is one), and the animals as a list, each a product with an offer where it has
 * a price.
 */
export function saleJsonLd(sale: SaleFacts): (WithContext<SaleEvent> | WithContext<ItemList>)[] {
  const list: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: sale.title,
    url: url(sale.siteUrl, sale.path),
    numberOfItems: sale.animals.length,
    itemListElement: sale.animals.map((animal, index) => {
      const item: Product = {
        '@type': 'Product',
        name: animal.title,
        sku: animal.id,
        url: url(sale.siteUrl, animal.path),
        ...(animal.image ? { image: url(sale.siteUrl, animal.image) } : {}),
        ...(animal.price !== undefined
          ? {
              offers: {
                '@type': 'Offer',
                price: animal.price.toFixed(2),
                priceCurrency: 'ZAR',
                availability: availability[animal.status],
                seller: { '@id': sale.sellerId },
                url: url(sale.siteUrl, animal.path),
              },
            }
          : {}),
      }
      return { '@type': 'ListItem', position: index + 1, item }
    }),
  }
  if (!sale.auction) return [list]
  const { auction } = sale
  const event: WithContext<SaleEvent> = {
    '@context': 'https://schema.org',
    '@type': 'SaleEvent',
    name: sale.title,
    description: sale.description,
    inLanguage: sale.language,
    url: url(sale.siteUrl, sale.path),
    startDate: southAfricanTime(auction.date, auction.time),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: auction.bidding
      ? 'https://schema.org/MixedEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: [
      { '@type': 'Place', name: auction.venue.name, address: auction.venue.address },
      ...(auction.bidding ? [{ '@type': 'VirtualLocation' as const, url: auction.bidding }] : []),
    ],
    organizer: { '@id': sale.sellerId },
  }
  return [event, list]
}

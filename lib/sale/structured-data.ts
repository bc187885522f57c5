import type { ItemList, Product, PropertyValue, SaleEvent, WithContext } from 'schema-dts'
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
  auction?: {
    date: string
    time: string
    ends?: string
    venue: { name: string; address: string; position?: { latitude: number; longitude: number } }
    bidding?: string
  }
  animals: readonly AnimalFacts[]
}

/**
 * One of an animal's figures for search engines: a breeding value, its accuracy, a measured figure,
 * a test result. `unitText` as the page writes the unit, `unit` the rules' own (kg, days, %).
 */
export type AnimalProperty = { id: string; name: string; value: number; unitText?: string; unit?: string }

/** What structured data says about one animal. */
export type AnimalFacts = {
  id: string
  title: string
  path: string
  status: Status
  /** The price a reader may see: a private sale's asking price, an auction lot's once sold where published. */
  price?: number
  image?: string
  properties?: readonly AnimalProperty[]
}

/** UN/CEFACT's codes for the rules' units that have one, beside the unit as the page writes it. */
const unitCodes: Readonly<Record<string, string>> = { kg: 'KGM', cm: 'CMT', mm: 'MMT', days: 'DAY', '%': 'P1' }

const url = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString()

/** South Africa keeps one time zone all year: an auction's start in its own time. */
const southAfricanTime = (date: string, time: string) => `${date}T${time}:00+02:00`

/**
 * Each status as schema.org's availability: a lot on offer is ordered ahead of the day; one sold
 * subject to confirmation is held, as a reserved animal is; one not sold is still the seller's, to
 * ask about; one withdrawn is off the sale.
 */
const availability: Record<
  Status,
  | 'https://schema.org/InStock'
  | 'https://schema.org/LimitedAvailability'
  | 'https://schema.org/SoldOut'
  | 'https://schema.org/PreOrder'
  | 'https://schema.org/Reserved'
  | 'https://schema.org/Discontinued'
> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
  auction: 'https://schema.org/PreOrder',
  withdrawn: 'https://schema.org/Discontinued',
  notSold: 'https://schema.org/LimitedAvailability',
  subjectToConfirmation: 'https://schema.org/Reserved',
}

/**
 * An animal as a product (schema.org has no type for livestock): its name, ID, page and photo, its
 * offer with its availability and the price where one is published, and its figures as properties,
 * each with its own ID, value and unit.
 */
function animalProduct(sale: Pick<SaleFacts, 'siteUrl' | 'sellerId'>, animal: AnimalFacts): Product {
  const properties = (animal.properties ?? []).map((property): PropertyValue => ({
    '@type': 'PropertyValue',
    propertyID: property.id,
    name: property.name,
    value: property.value,
    ...(property.unitText ? { unitText: property.unitText } : {}),
    ...(property.unit && unitCodes[property.unit] ? { unitCode: unitCodes[property.unit] } : {}),
  }))
  return {
    '@type': 'Product',
    name: animal.title,
    sku: animal.id,
    url: url(sale.siteUrl, animal.path),
    ...(animal.image ? { image: url(sale.siteUrl, animal.image) } : {}),
    offers: {
      '@type': 'Offer',
      ...(animal.price !== undefined ? { price: animal.price.toFixed(2), priceCurrency: 'ZAR' } : {}),
      availability: availability[animal.status],
      seller: { '@id': sale.sellerId },
      url: url(sale.siteUrl, animal.path),
    },
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
  }
}

/** One animal's page for search engines: the animal as a product, with every figure the page shows. */
export function animalJsonLd(
  page: Pick<SaleFacts, 'siteUrl' | 'sellerId' | 'language'>,
  animal: AnimalFacts,
): WithContext<Product> {
  return { '@context': 'https://schema.org', ...animalProduct(page, animal) } as WithContext<Product>
}

/**
 * The sale for search engines: the auction as an event with its day, start and place (and online
 * bidding where there is one), and the animals as a list, each a product with its offer (its
 * availability, and its price where published) and its page's address, where its figures are
 * (`animalJsonLd`): the list carries none, so a catalogue of sixty animals stays light.
 */
export function saleJsonLd(sale: SaleFacts): (WithContext<SaleEvent> | WithContext<ItemList>)[] {
  const list: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: sale.title,
    url: url(sale.siteUrl, sale.path),
    numberOfItems: sale.animals.length,
    itemListElement: sale.animals.map((animal, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: animalProduct(sale, { ...animal, properties: [] }),
    })),
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
    ...(auction.ends ? { endDate: southAfricanTime(auction.date, auction.ends) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: auction.bidding
      ? 'https://schema.org/MixedEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: [
      {
        '@type': 'Place',
        name: auction.venue.name,
        address: auction.venue.address,
        ...(auction.venue.position
          ? {
              geo: {
                '@type': 'GeoCoordinates',
                latitude: auction.venue.position.latitude,
                longitude: auction.venue.position.longitude,
              },
            }
          : {}),
      },
      ...(auction.bidding ? [{ '@type': 'VirtualLocation' as const, url: auction.bidding }] : []),
    ],
    organizer: { '@id': sale.sellerId },
  }
  return [event, list]
}

import type {
  BreadcrumbList,
  LocalBusiness,
  Organization,
  PostalAddress,
  Product,
  Service,
  WebPage,
  WithContext,
} from 'schema-dts'
import { isRegistered } from '@/lib/legal-details'
import type { SeedAvailability } from '@/lib/calculator/seed-order'
import type { Price, PriceUnit } from '@/lib/prices'
import type { BusinessDetails } from '@/lib/settings'
import { whatsappDigits } from '@/lib/whatsapp'
import { siteIcon } from './site-icon'

/** What structured data says about the business, in the page's language. */
export type BusinessFacts = {
  /** The deployed address, without a trailing slash. */
  siteUrl: string
  name: string
  description: string
  email: string
  phone: string
  ownerName: string
  ownerTitle: string
  /** The social profiles. */
  sameAs: readonly string[]
  /** The operations, each with the key and address of its page and its legal details. */
  operations: readonly { key: string; name: string; path: string; legal: BusinessDetails }[]
  /** The page's language, for `inLanguage` (en-ZA, af-ZA). */
  language: string
}

/** An absolute URL on the deployed site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString()
}

const organizationId = (facts: BusinessFacts) => `${facts.siteUrl}/#organization`

/** The phone number in international form (+27…), as search engines expect it. */
const internationalPhone = (facts: BusinessFacts) => `+${whatsappDigits(facts.phone)}`

/** The business as a whole, with its operations as sub-organisations. */
export function organizationJsonLd(facts: BusinessFacts, homePath = '/'): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(facts),
    name: facts.name,
    url: absoluteUrl(facts.siteUrl, homePath),
    logo: absoluteUrl(facts.siteUrl, siteIcon.url),
    description: facts.description,
    email: facts.email,
    telephone: internationalPhone(facts),
    founder: { '@type': 'Person', name: facts.ownerName, jobTitle: facts.ownerTitle },
    sameAs: [...facts.sameAs],
    // Each operation is a business of its own, described in full by localBusinessJsonLd.
    subOrganization: facts.operations.map((operation) => ({
      '@type': 'LocalBusiness',
      '@id': businessId(facts, operation.key),
      name: operation.name,
    })),
  }
}

type Operation = BusinessFacts['operations'][number]

/** An operation's id in the site's structured data, for other data to name it by. */
export const businessId = (facts: Pick<BusinessFacts, 'siteUrl'>, key: string) => `${facts.siteUrl}/#business-${key}`

/** A business's physical address, as schema.org writes it. */
export function postalAddress(details: BusinessDetails): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: details.streetAddress,
    addressLocality: details.town,
    addressRegion: details.province,
    postalCode: details.postalCode,
    addressCountry: 'ZA',
  }
}

/**
 * One operation as the local business it is: its legal name, registration number and physical
 * address (as the footer shows them), serving South Africa, reachable by phone and e-mail.
 */
export function localBusinessJsonLd(
  facts: BusinessFacts,
  operation: Operation,
  { image }: { image: string },
): WithContext<LocalBusiness> {
  const { legal } = operation
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId(facts, operation.key),
    name: operation.name,
    legalName: legal.legalName,
    ...(isRegistered(legal)
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'Company registration number',
            value: legal.registrationNumber,
          },
        }
      : {}),
    url: absoluteUrl(facts.siteUrl, operation.path),
    image: absoluteUrl(facts.siteUrl, image),
    telephone: internationalPhone(facts),
    email: facts.email,
    areaServed: { '@type': 'Country', name: 'South Africa' },
    address: postalAddress(legal),
    parentOrganization: { '@id': organizationId(facts) },
    sameAs: [...facts.sameAs],
  }
}

/** Home, then the page itself when it is not Home. */
export function breadcrumbJsonLd(
  siteUrl: string,
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.name,
      item: absoluteUrl(siteUrl, page.path),
    })),
  }
}

/** One page in one language, as structured data describes it. */
export type PageFacts = {
  siteUrl: string
  siteName: string
  path: string
  title: string
  description: string
  /** The page's language (en-ZA). */
  language: string
  /** The site's home page in its default language: the address of the site as a whole. */
  siteHomePath: string
  /** The same page in the site's default language, when this is a translation of it. */
  translationOf?: string
  /** The page's translations, on the page in the default language. */
  translations?: readonly string[]
}

const pageId = (siteUrl: string, path: string) => `${absoluteUrl(siteUrl, path)}#webpage`

/**
 * The page itself: its address, title, description and language, part of the site and about the
 * business, linked to the same page in the other languages (schema.org's workTranslation and
 * translationOfWork).
 */
export function webPageJsonLd(page: PageFacts): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': pageId(page.siteUrl, page.path),
    url: absoluteUrl(page.siteUrl, page.path),
    name: page.title,
    description: page.description,
    inLanguage: page.language,
    isPartOf: {
      '@type': 'WebSite',
      '@id': `${page.siteUrl}/#website`,
      name: page.siteName,
      url: absoluteUrl(page.siteUrl, page.siteHomePath),
    },
    about: { '@id': `${page.siteUrl}/#organization` },
    ...(page.translationOf === undefined
      ? {}
      : { translationOfWork: { '@id': pageId(page.siteUrl, page.translationOf) } }),
    ...(page.translations === undefined || page.translations.length === 0
      ? {}
      : { workTranslation: page.translations.map((path) => ({ '@id': pageId(page.siteUrl, path) })) }),
  }
}

/** UN/CEFACT common codes for the units prices are charged per, as schema.org's unitCode expects. */
const unitCodes: Record<PriceUnit, string> = { hectare: 'HAR', ton: 'TNE', kilometre: 'KMT', kilogram: 'KGM' }

/**
 * A priced service (bed shaping, bulb grading, travel) with its Offer in rand per unit. The price is
 * stated once, in the unit price specification; where the service is offered is the provider's
 * (the business's areaServed, on the home page). Both keep the garlic page inside its first round trip.
 */
export function serviceJsonLd(
  facts: BusinessFacts,
  service: { name: string; price: Price },
  { category, pagePath, unitText }: { category: string; pagePath: string; unitText: string },
): WithContext<Service> {
  const { amount, unit } = service.price
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: category,
    provider: { '@id': organizationId(facts) },
    url: absoluteUrl(facts.siteUrl, pagePath),
    offers: {
      '@type': 'Offer',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: amount.toFixed(2),
        priceCurrency: 'ZAR',
        unitCode: unitCodes[unit],
        unitText,
      },
    },
  }
}

const availabilityOf: Record<
  SeedAvailability,
  'https://schema.org/InStock' | 'https://schema.org/LimitedAvailability' | 'https://schema.org/SoldOut'
> = {
  'in-stock': 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/SoldOut',
}

/**
 * A variety's seed garlic as a Product with its Offer: its availability and, where published, its
 * price per kilogram (unit KGM). Only what a search engine cannot read elsewhere: the page is the
 * business's (its WebPage is `about` the organisation), and the unit's code says "per kilogram" in
 * every language, so no seller, description or unit text; the garlic page stays in its first round trip.
 */
export function seedJsonLd(seed: {
  name: string
  availability: SeedAvailability
  pricePerKg?: number | undefined
}): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: seed.name,
    offers: {
      '@type': 'Offer',
      availability: availabilityOf[seed.availability],
      ...(seed.pricePerKg === undefined
        ? {}
        : {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: seed.pricePerKg.toFixed(2),
              priceCurrency: 'ZAR',
              unitCode: unitCodes.kilogram,
            },
          }),
    },
  }
}

/**
 * JSON for a `<script type="application/ld+json">`, with `<` escaped so no text in the data can
 * close the script element early (as Next's JSON-LD guide advises).
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

import type { BreadcrumbList, LocalBusiness, Organization, Service, WithContext } from 'schema-dts'
import type { PageContent } from '@/content/pages'
import type { Price, PriceUnit } from '@/lib/prices'
import type { SiteConfig } from '@/lib/site-config'
import { whatsappDigits } from '@/lib/whatsapp'

/** An absolute URL on the deployed site. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return new URL(path, `${config.siteUrl}/`).toString()
}

const organizationId = (config: SiteConfig) => `${config.siteUrl}/#organization`

/** The phone number in international form (+27…), as search engines expect it. */
const internationalPhone = (config: SiteConfig) => `+${whatsappDigits(config.phone)}`

/** The business as a whole, with its two operations as sub-organisations. */
export function organizationJsonLd(config: SiteConfig): WithContext<Organization> {
  const { cattle, garlic } = config.operations
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(config),
    name: config.siteName,
    url: absoluteUrl(config, '/'),
    logo: absoluteUrl(config, '/icon.svg'),
    description: config.blurb,
    email: config.email,
    telephone: internationalPhone(config),
    founder: { '@type': 'Person', name: config.ownerName, jobTitle: config.ownerTitle },
    sameAs: [config.instagramUrl, config.facebookUrl],
    subOrganization: [cattle, garlic].map((operation) => ({
      '@type': 'Organization',
      name: operation.name,
      url: absoluteUrl(config, operation.href),
    })),
  }
}

/** The farm as a local business serving South Africa, reachable by phone and e-mail. */
export function localBusinessJsonLd(config: SiteConfig): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${config.siteUrl}/#business`,
    name: config.siteName,
    url: absoluteUrl(config, '/'),
    image: absoluteUrl(config, '/og/home.png'),
    description: config.blurb,
    telephone: internationalPhone(config),
    email: config.email,
    areaServed: { '@type': 'Country', name: 'South Africa' },
    address: { '@type': 'PostalAddress', addressCountry: 'ZA' },
    parentOrganization: { '@id': organizationId(config) },
    sameAs: [config.instagramUrl, config.facebookUrl],
  }
}

/** Home, then the page itself when it is not Home. */
export function breadcrumbJsonLd(config: SiteConfig, trail: readonly Pick<PageContent, 'path' | 'navLabel'>[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.navLabel,
      item: absoluteUrl(config, page.path),
    })),
  }
}

/** UN/CEFACT common codes for the units prices are charged per, as schema.org's unitCode expects. */
const unitCodes: Record<PriceUnit, string> = { hectare: 'HAR', ton: 'TNE', kilometre: 'KMT' }

/** A priced service (bed shaping, bulb grading, travel) with its Offer in rand per unit. */
export function serviceJsonLd(
  config: SiteConfig,
  service: { name: string; price: Price },
  { category, pagePath }: { category: string; pagePath: string },
): WithContext<Service> {
  const { amount, unit } = service.price
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: category,
    provider: { '@id': organizationId(config) },
    areaServed: { '@type': 'Country', name: 'South Africa' },
    url: absoluteUrl(config, pagePath),
    offers: {
      '@type': 'Offer',
      price: amount.toFixed(2),
      priceCurrency: 'ZAR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: amount.toFixed(2),
        priceCurrency: 'ZAR',
        unitCode: unitCodes[unit],
        unitText: `per ${unit}`,
      },
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

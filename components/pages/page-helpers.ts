import type { Frame } from '@/components/layout/frame'
import type { Language } from '@/content/languages'
import { pageByKey } from '@/content/pages'
import type { PerUnitWords } from '@/lib/prices'
import { businessOf, legalDetailsText } from '@/lib/legal-details'
import type { BusinessFacts } from '@/lib/structured-data'

/** A link's address in a language: a page key becomes that page's path, a section (#contact) stays. */
export function hrefIn(language: Language): (to: string) => string {
  return (to) => (to.startsWith('#') ? to : pageByKey(to).path[language])
}

/** What structured data says about the business, in the frame's language. */
export function businessFacts(frame: Frame): BusinessFacts {
  const { site, settings, language } = frame
  return {
    siteUrl: settings.siteUrl,
    name: site.name,
    description: site.blurb,
    email: settings.email,
    phone: settings.phone,
    ownerName: settings.ownerName,
    ownerTitle: site.ownerTitle,
    sameAs: [settings.instagramUrl, settings.facebookUrl],
    operations: site.operations.map((operation) => ({
      key: operation.page,
      name: operation.name,
      path: pageByKey(operation.page).path[language],
      legal: businessOf(settings.businesses, operation.page),
    })),
    language: frame.lang,
  }
}

/**
 * The business as a printed estimate or plan names it (the operation whose page it is): its name,
 * its legal details as the footer writes them, and how to reach it.
 */
export function paperHeader(frame: Frame, operationKey: string): { name: string; lines: string[] } {
  const { site, settings, words } = frame
  const operation = site.operations.find((entry) => entry.page === operationKey)
  const name = operation?.name ?? site.name
  return {
    name,
    lines: [
      legalDetailsText(name, businessOf(settings.businesses, operationKey), words.footer),
      `${settings.ownerName}, ${site.ownerTitle}`,
      [settings.email, settings.phone, settings.siteUrl.replace(/^https:\/\//, '')].join(' · '),
    ],
  }
}

/** The words after a price ('per hectare') in the frame's language. */
export function perUnitWords(frame: Frame): PerUnitWords {
  const { prices } = frame.words
  return {
    hectare: prices.perHectare,
    ton: prices.perTon,
    kilometre: prices.perKilometre,
    kilogram: prices.perKilogram,
  }
}

import type { Frame } from '@/components/layout/frame'
import type { Language } from '@/content/languages'
import { pageByKey } from '@/content/pages'
import type { PerUnitWords } from '@/lib/prices'
import { businessOf } from '@/lib/legal-details'
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

/** The words after a price ('per hectare') in the frame's language. */
export function perUnitWords(frame: Frame): PerUnitWords {
  const { prices } = frame.words
  return { hectare: prices.perHectare, ton: prices.perTon, kilometre: prices.perKilometre }
}

import type { Metadata } from 'next'
import { animalPath, cataloguePageKey, dateText, noAnimalSlug, saleView } from '@/components/catalogue/sale-view'
import { pageMetadata } from '@/components/seo/metadata'
import { defaultLanguage, languageCodes, languages, type Language } from '@/content/languages'
import { site } from '@/content/site'

/**
 * An animal's page's metadata: its own title ("Du Toit Kaptein 45 (JLDT 24-045), lot 1") and
 * description from its facts, its canonical address, the same animal in every language, and the
 * catalogue's share image.
 */
export function animalMetadata(slug: string, language: Language): Metadata {
  const catalogue = pageMetadata(cataloguePageKey, language)
  const view = saleView(language)
  const animal = view.animals.find((entry) => entry.slug === slug)
  if (!animal || slug === noAnimalSlug) return { ...catalogue, robots: { index: false } }
  const { words } = view
  const title = [
    animal.name ? `${animal.name} (${animal.id})` : animal.id,
    animal.lot !== undefined ? words.list.lotNumber.replace('{lot}', String(animal.lot)) : null,
  ]
    .filter(Boolean)
    .join(', ')
  const description = [
    `${words.animal[animal.sex]}, ${words.list.born.toLowerCase()} ${dateText(languages[language].lang, animal.born)}`,
    words.list.status[animal.status],
    view.sale.title,
  ].join(' · ')
  const path = animalPath(language, slug)
  return {
    ...catalogue,
    title,
    description,
    alternates: {
      canonical: path,
      languages: Object.fromEntries([
        ...languageCodes.map((code) => [languages[code].lang, animalPath(code, slug)]),
        ['x-default', animalPath(defaultLanguage, slug)],
      ]),
    },
    openGraph: { ...catalogue.openGraph, url: path, title: `${title} | ${site.name}`, description },
    twitter: { ...catalogue.twitter, title: `${title} | ${site.name}`, description },
  }
}

import { saleView } from '../../components/catalogue/sale-view'
import { frameFor } from '../../components/layout/frame'
import { bonsmara } from '../../content/bonsmara'
import { catalogue } from '../../content/catalogue'
import { certificationsOn } from '../../content/certifications'
import { garlic, seedVarietiesOf } from '../../content/garlic'
import { home } from '../../content/home'
import { languageCodes, type Language } from '../../content/languages'
import { owner } from '../../content/owner'
import { pageByKey, routes } from '../../content/pages'
import { plannerWords } from '../../content/planner'
import { privacy } from '../../content/privacy'
import { social } from '../../content/social'
import { testimonials } from '../../content/testimonials'
import { localize } from '../../lib/localize'

/**
 * The site's content in one language, as the tests read it: facts an owner may change (prices,
 * stock labels, names, texts, counts, photos) come from content/, never from the tests themselves,
 * so an owner's ordinary change keeps `npm test` green. The frame's part (the site's facts, the
 * shared words, the form's and the calculator's, the settings) is the pages' own `frameFor`.
 */
export function contentIn(language: Language) {
  return {
    ...frameFor(language),
    routes: routes.filter((route) => route.language === language),
    pathOf: (key: string) => pageByKey(key).path[language],
    planner: localize(plannerWords, language),
    home: localize(home, language),
    bonsmara: localize(bonsmara, language),
    garlic: localize(garlic, language),
    privacy: localize(privacy, language),
    catalogue: localize(catalogue, language),
    /** The sale in this language: whether it is on, its animals (each with its page's address), their averages. */
    sale: saleView(language),
    owner: localize(owner, language),
    testimonials: localize(testimonials, language),
    social: localize(social, language),
    certificationsOn: (key: string) => localize(certificationsOn(key), language),
    /** The varieties the calculator offers, in order (the first is its default). */
    seedVarieties: seedVarietiesOf(localize(garlic, language)),
  }
}

export type SiteContent = ReturnType<typeof contentIn>

/** A page's own content file (content/<key>.yaml) in a language: its hero and its contact section, at least. */
export function pageContentOf(
  site: SiteContent,
  key: string,
): { hero: { title: string; image?: unknown }; contact: { intro: string; subject: string } } {
  const byKey: Record<
    string,
    { hero: { title: string; image?: unknown }; contact: { intro: string; subject: string } }
  > = {
    home: site.home,
    bonsmara: site.bonsmara,
    garlic: site.garlic,
    privacy: site.privacy,
    // The catalogue's file holds the words of each animal's page too: its own page shows these.
    catalogue: {
      hero: site.catalogue.hero,
      contact: site.catalogue.contact,
      ...(site.sale.open
        ? { list: { heading: site.catalogue.list.heading, figuresHeading: site.catalogue.list.figuresHeading } }
        : { none: site.catalogue.none }),
    },
  }
  const content = byKey[key]
  if (!content)
    throw new Error(`e2e/support/content.ts reads no content file for the page "${key}": add it to pageContentOf`)
  return content
}

/**
 * Every page a visitor can reach by links, in every language: the registry's pages (the sale
 * catalogue only while a sale is on, when the menu links it) and, while a sale is on, each animal's
 * page. The sitemap lists the same.
 */
export function linkedPaths(): string[] {
  const open = contentIn(languageCodes[0]!).sale.open
  return [
    ...routes.filter((route) => open || route.key !== 'catalogue').map((route) => route.path),
    ...(open ? languageCodes.flatMap((language) => contentIn(language).sale.animals.map((animal) => animal.href)) : []),
  ]
}

/** The English site, which most tests walk. */
export const en = contentIn('en')

/** The site in every language, the default first: what tests that hold for every language walk. */
export const sites = languageCodes.map(contentIn)

/** The Afrikaans site. */
export const af = contentIn('af')

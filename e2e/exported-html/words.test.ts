/**
 * @jest-environment jsdom
 */
import { languages } from '@/content/languages'
import { privacyPageKey, routes } from '@/content/pages'
import { contentIn, pageContentOf } from '../support/content'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { exportedDocument } from './exported-site'

/**
 * Every word a page shows is in its exported HTML, in its own language, before any script runs:
 * what a crawler and a visitor on a slow link read. Words come from content/, never from here.
 */

/** Fields that hold no words a visitor reads on the page (keys, files, the e-mail subject, links). */
const notShown = new Set([
  ...['key', 'src', 'subject', 'page', 'to', 'language', 'icon', 'pages', 'updated', 'site'],
  // A variety's seed availability is a choice (in-stock, limited, sold-out), said in the calculator's words.
  'availability',
])

/** Every text of a content value that the page shows as it is (templates, with gaps, are filled in and left out). */
function shownTexts(value: unknown, field = ''): string[] {
  if (notShown.has(field)) return []
  if (typeof value === 'string') return value.includes('{') ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => shownTexts(item, field))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => shownTexts(item, name))
  return []
}

const collapse = (text: string) => text.replace(/\s+/g, ' ')

/** A page's words as exported, and the words of its attributes (alt texts, labels, meta content). */
function exportedWords(file: string): string {
  const page = exportedDocument(file).cloneNode(true) as Document
  for (const script of page.querySelectorAll('script, style, template')) script.remove()
  const attributes = [...page.querySelectorAll('[alt], [aria-label], [title], [content], [placeholder]')].flatMap(
    (element) =>
      ['alt', 'aria-label', 'title', 'content', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  )
  return collapse(`${page.documentElement.textContent ?? ''} ${attributes.join(' ')}`)
}

describe.each(routes.map((route) => [route.path, route] as const))('%s', (_path, route) => {
  const site = contentIn(route.language)

  it(`carries every word of its content file, and of its header and footer, in its language`, () => {
    const served = exportedWords(htmlFileOf(route.path))
    const frame = [
      site.words.skipLink,
      site.words.navigation.contactUs,
      site.words.footer.operations,
      site.words.footer.contact,
      site.words.footer.follow,
      site.words.footer.legalHeading,
      site.site.blurb,
      site.site.ownerTitle,
      // The menu's pages, and the privacy notice the footer links (the sale catalogue is in the menu only while a sale
      // is on).
      ...site.routes.filter((page) => page.inMenu || page.key === privacyPageKey).map((page) => page.navLabel),
    ]
    const missing = [...shownTexts(pageContentOf(site, route.key)), ...frame]
      .map(collapse)
      .filter((text) => !served.includes(text))
    expect({ page: `content/${route.key}.yaml or the frame, in ${languages[route.language].name}`, missing }).toEqual({
      page: expect.any(String),
      missing: [],
    })
  })
})

describe.each(routes.filter((route) => route.key === 'garlic').map((route) => [route.path, route] as const))(
  '%s, for readers without JavaScript',
  (_path, route) => {
    const { calculator, seedVarieties } = contentIn(route.language)

    it(
      'carries the table of every seed variety with its stock label, for search ' +
        'engines and readers without JavaScript',
      () => {
        const page = exportedDocument(htmlFileOf(route.path))
        // The region named by the table's heading, as a screen reader finds it.
        const region = [...page.querySelectorAll('[role="region"][aria-labelledby]')].find(
          (element) =>
            page.getElementById(element.getAttribute('aria-labelledby')!)?.textContent === calculator.table.heading,
        )
        const rows = [...(region?.querySelectorAll('tbody th[scope="row"]') ?? [])].map((cell) =>
          collapse(cell.textContent ?? ''),
        )
        expect(rows).toEqual(seedVarieties.map((variety) => `${variety.name}, ${variety.stock}`))
        const headers = [...(region?.querySelectorAll('thead th') ?? [])].map((cell) =>
          collapse(cell.textContent ?? ''),
        )
        expect(headers.slice(0, 4)).toEqual([
          calculator.table.variety,
          calculator.table.spacing,
          calculator.table.plantsPerSquareMetre,
          calculator.table.seedsPerHectare,
        ])
        // The seed to order: cloves per kilogram and kilograms per hectare.
        expect(headers.slice(-2)).toEqual([calculator.table.clovesPerKg, calculator.table.seedPerHectare])
      },
    )
  },
)

/**
 * @jest-environment jsdom
 */
import { languages } from '@/content/languages'
import { routes } from '@/content/pages'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { exportedDocument, textOf } from './exported-site'

/**
 * Every page's language link as exported, for every page of the registry in every language: in the
 * header's bar, in its menu and in the footer, each leads to the same page in the other language,
 * is named in that language and says so (`lang`, `hreflang`). That it is a 44 px target where it
 * shows, and that following it leads there, is the browser's to show (e2e/languages.spec.ts, on
 * each language's first page at both widths).
 */

type Route = (typeof routes)[number]
const counterpartOf = (route: Route) =>
  routes.find((other) => other.key === route.key && other.language !== route.language)!

describe.each(routes.map((route) => [route.path, route] as const))('the language link on %s', (_path, route) => {
  const target = counterpartOf(route)
  const document = () => exportedDocument(htmlFileOf(route.path))
  /** The links in `part` named as the other language is named in its own words. */
  const linksIn = (part: Element | null) =>
    [...(part?.querySelectorAll('a') ?? [])].filter((link) => textOf(link) === languages[target.language].name)

  it(`leads from the header's bar and its menu to ${target.path}, in ${target.lang}`, () => {
    const links = linksIn(document().querySelector('header'))
    // The bar's (wide screens) and the menu's (phones).
    expect(links).toHaveLength(2)
    for (const link of links) {
      expect([link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('hreflang')]).toEqual([
        target.path,
        target.lang,
        target.lang,
      ])
    }
    expect(links[1]!.closest('details')).not.toBeNull()
  })

  it(`leads from the footer to ${target.path}, in ${target.lang}`, () => {
    const links = linksIn(document().querySelector('footer'))
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('hreflang')]),
    ).toEqual([[target.path, target.lang, target.lang]])
  })
})

/**
 * @jest-environment jsdom
 */
import { routes } from '@/content/pages'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { contentIn } from '../support/content'
import { exportedDocument, textOf } from './exported-site'

/**
 * Every page's navigation as exported, for every page of the registry in every language: the
 * header's bar (wide screens) and its menu (phones) each list the menu's pages of the page's
 * language, in order, named and addressed as content says, and mark the page itself as current
 * (`aria-current="page"`) and no other; a page outside the menu marks none. That the bar stays at
 * the top, that the links show and that the current one is highlighted as well as announced is the
 * browser's to show (e2e/navigation.spec.ts, on the first page at both widths and in each engine),
 * as is the mark moving with the visitor when the page changes without a load.
 */

describe.each(routes.map((route) => [route.path, route] as const))('the navigation on %s', (_path, route) => {
  const site = contentIn(route.language)
  const menu = site.routes.filter((each) => each.inMenu)

  it(
    `lists ${menu.map((each) => each.navLabel).join(', ')} in the bar and the ` +
      `menu, ${route.inMenu ? `"${route.navLabel}" marked current` : 'none marked current'}`,
    () => {
      const navs = [
        ...exportedDocument(htmlFileOf(route.path)).querySelectorAll(
          `header nav[aria-label="${site.words.navigation.label}"]`,
        ),
      ]
      // The bar's, then the menu's (inside its <details>).
      expect(navs).toHaveLength(2)
      expect(navs[1]!.closest('details')).not.toBeNull()
      for (const nav of navs) {
        // Each page of the menu, in order; after them the menu may hold the language link, which names no page of this
        // language.
        const links = [...nav.querySelectorAll('a')].filter((link) =>
          site.routes.some((each) => each.path === link.getAttribute('href')),
        )
        expect(
          links.map((link) => [textOf(link), link.getAttribute('href'), link.getAttribute('aria-current')]),
        ).toEqual(menu.map((each) => [each.navLabel, each.path, each.path === route.path ? 'page' : null]))
      }
    },
  )
})

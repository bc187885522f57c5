/**
 * @jest-environment jsdom
 */
import { templateParts } from '@/lib/template'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { sites } from '../support/content'
import { exportedDocument } from './exported-site'

/**
 * The privacy notice as exported, in every language: each part in plain words, the businesses and
 * the addresses it names, and the way to it from every page. What the line under the form does and
 * the control that clears what the device keeps are the browser's to show (privacy.spec.ts).
 */

const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** A paragraph's words around its gaps (the gaps are filled from the settings and checked apart). */
const wordsAround = (paragraph: string) =>
  templateParts(paragraph).flatMap((part) =>
    'text' in part
      ? part.text
          .split(/[.:,]/)
          .map((piece) => piece.trim())
          .filter((piece) => piece.length > 12)
      : [],
  )

describe.each(sites.map((site) => [site.lang, site] as const))('the privacy notice in %s', (_lang, site) => {
  const notice = () => exportedDocument(htmlFileOf(site.pathOf('privacy')))
  const main = () => notice().querySelector('main')!
  const linksIn = (root: ParentNode, name: string) =>
    [...root.querySelectorAll('a')].filter((link) => collapse(link.textContent) === name)

  it('covers each part under its own heading, in plain words', () => {
    const headings = [...main().querySelectorAll('h2')].map((heading) => collapse(heading.textContent))
    const text = collapse(main().textContent)
    for (const section of site.privacy.sections) {
      expect(headings).toContain(section.heading)
      const missing = section.paragraphs.flatMap(wordsAround).filter((words) => !text.includes(collapse(words)))
      expect({ section: section.heading, missing }).toEqual({ section: section.heading, missing: [] })
    }
    expect(text).toContain(site.contact.clearDraft.action)
    expect(main().querySelector(`time[datetime="${site.privacy.updated}"]`)).not.toBeNull()
  })

  it('names the businesses and links their address and the Regulator’s', () => {
    const text = collapse(main().textContent)
    for (const operation of site.site.operations)
      expect(text).toContain(site.settings.businesses[operation.page]!.legalName)
    expect(linksIn(main(), site.settings.email)[0]?.getAttribute('href')).toBe(`mailto:${site.settings.email}`)
    expect(linksIn(main(), site.privacy.regulator.email)[0]?.getAttribute('href')).toBe(
      `mailto:${site.privacy.regulator.email}`,
    )
    const regulator = [...main().querySelectorAll('a')].filter(
      (link) => link.getAttribute('href') === site.privacy.regulator.site,
    )
    expect(regulator.length).toBeGreaterThan(0)
    for (const link of regulator) {
      // Named by its host, and told to open a new tab, as a screen reader reads it.
      expect(collapse(link.textContent)).toBe(`${new URL(site.privacy.regulator.site).host} ${site.words.newTab}`)
      expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer'])
    }
  })

  it('is left out of the menu and linked from every page’s footer in its language', () => {
    const label = site.routes.find((route) => route.key === 'privacy')!.navLabel
    for (const route of site.routes) {
      const page = exportedDocument(htmlFileOf(route.path))
      expect(linksIn(page.querySelector('header')!, label)).toEqual([])
      expect(linksIn(page.querySelector('footer')!, label).map((link) => link.getAttribute('href'))).toEqual([
        site.pathOf('privacy'),
      ])
    }
  })
})

/**
 * @jest-environment jsdom
 */
import { routes } from '@/content/pages'
import { legalDetailsText } from '@/lib/legal-details'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { contentIn } from '../support/content'
import { exportedDocument, textOf } from './exported-site'

/**
 * Every page's footer as exported: the blurb, the two operations, the contact details, the social
 * profiles and each business's legal details (ECTA s43), read once over out/ for every page of the
 * registry in every language. Where the columns sit is the browser's to show (footer-and-chat.spec.ts).
 */

// The phone is a build setting (content/settings.ts); its WhatsApp link is digits whatever its value.
const whatsappPattern = /^https:\/\/wa\.me\/\d{9,15}\?text=.+/

describe.each(routes.map((route) => [route.path, route] as const))('the footer of %s', (_path, route) => {
  const site = contentIn(route.language)
  const footer = () => {
    const element = exportedDocument(htmlFileOf(route.path)).querySelector('footer')
    if (!element) throw new Error(`${route.path} has no footer`)
    return element
  }
  /** The footer's part under the heading `name`: the navigation, or a headed group (not a landmark of its own). */
  const labelled = (name: string) => {
    const matches = [...footer().querySelectorAll('h2')].filter((heading) => textOf(heading) === name)
    expect(matches).toHaveLength(1)
    return matches[0]!.parentElement!
  }

  it('shows the blurb and links both operations in the page’s language', () => {
    expect(textOf(footer())).toContain(site.site.blurb)
    const operations = labelled(site.words.footer.operations)
    expect(operations.tagName).toBe('NAV')
    expect([...operations.querySelectorAll('a')].map((link) => [textOf(link), link.getAttribute('href')])).toEqual(
      site.site.operations.map((operation) => [operation.name, site.pathOf(operation.page)]),
    )
  })

  it('names the owner and links the e-mail address and WhatsApp, in a new tab', () => {
    const contact = labelled(site.words.footer.contact)
    expect(textOf(contact)).toContain(`${site.settings.ownerName}, ${site.site.ownerTitle}`)
    const links = [...contact.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${site.settings.email}`,
      expect.stringMatching(whatsappPattern),
    ])
    expect(links[0]!.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/)
    expect(links[1]!.getAttribute('target')).toBe('_blank')
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('links the two social profiles, each in a new tab and named for a screen reader', () => {
    const social = labelled(site.words.footer.follow)
    const links = [...social.querySelectorAll('a')]
    expect(links.map((link) => new URL(link.getAttribute('href')!).host)).toEqual([
      'www.instagram.com',
      'www.facebook.com',
    ])
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      `Instagram ${site.words.newTab}`,
      `Facebook ${site.words.newTab}`,
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it("names each business's legal name, form, registration number and physical address, from the settings", () => {
    const lines = [...labelled(site.words.footer.legalHeading).querySelectorAll('li')].map(textOf)
    expect(lines).toHaveLength(site.site.operations.length)
    for (const [index, operation] of site.site.operations.entries()) {
      const legal = site.settings.businesses[operation.page]!
      expect(lines[index]).toBe(legalDetailsText(operation.name, legal, site.words.footer))
      // Each part, so a sentence that dropped one would fail.
      for (const part of [
        legal.legalName,
        legal.registrationNumber,
        legal.streetAddress,
        legal.town,
        legal.postalCode,
        legal.province,
        site.words.footer.legalStatus[legal.legalStatus],
      ]) {
        expect(lines[index]).toContain(part)
      }
    }
  })
})

/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { languages } from '@/content/languages'
import { calendarPath } from '@/components/catalogue/sale-view'
import { asAtText } from '@/components/catalogue/SaleDetails'
import { geoLink, webMapLink } from '@/lib/map-links'
import { sites } from '../support/content'
import { saleCalendarFile } from '../../scripts/build-steps/sale-calendar'
import { outDir } from '../../scripts/site/build-state'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { exportedDocument, jsonLdOf } from './exported-site'

/**
 * The auction as exported, before any script: the "as at" line, the calendar file the catalogue
 * links (the build's bytes are the content's), the venue in a map, each lot's offer to search
 * engines, and, for a private sale, no word of an auction. What a buyer does with them is in
 * e2e/auction.spec.ts and e2e/sale-results.spec.ts.
 */
const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
const availability: Record<string, string> = {
  available: 'InStock',
  reserved: 'Reserved',
  sold: 'SoldOut',
  auction: 'PreOrder',
  withdrawn: 'Discontinued',
  notSold: 'LimitedAvailability',
  subjectToConfirmation: 'Reserved',
}

describe.each(sites.map((site) => [languages[site.language].name, site] as const))('the sale in %s', (_name, site) => {
  const { sale, catalogue: words } = site
  const page = () => exportedDocument(htmlFileOf(site.pathOf('catalogue')))
  const open = sale.open ? it : it.skip

  open('says when the catalogue last changed, on the catalogue and on every animal’s page', () => {
    const line = asAtText(sale, languages[site.language].lang)
    expect(collapse(page().querySelector('.as-at')?.textContent)).toBe(line)
    for (const animal of sale.animals)
      expect(collapse(exportedDocument(htmlFileOf(animal.href)).querySelector('.as-at')?.textContent)).toBe(line)
  })

  open('offers each animal with its availability, and a price only where one may be shown', () => {
    for (const animal of sale.animals) {
      const product = jsonLdOf(exportedDocument(htmlFileOf(animal.href))).find((node) => node['@type'] === 'Product')!
      const offer = product.offers as { availability: string; price?: string }
      expect(offer.availability).toBe(`https://schema.org/${availability[animal.status]}`)
      expect(offer.price).toBe(animal.price?.toFixed(2))
    }
  })

  if (sale.auction && sale.open) {
    const auction = sale.auction
    it('links its calendar file, which holds what the content makes of the sale, byte for byte', () => {
      const link = page().querySelector(`a[href="${calendarPath(site.language)}"]`)
      expect(collapse(link?.textContent)).toBe(words.sale.calendar)
      const built = readFileSync(path.join(outDir, calendarPath(site.language).slice(1)), 'utf8')
      expect(built).toBe(saleCalendarFile(site.language)!.text)
    })

    it('opens the venue in the phone’s map app, with a web map beside it', () => {
      const position = auction.venue.position
      if (!position) return
      const links = [...page().querySelectorAll('.venue-links a')].map((link) => [
        collapse(link.firstChild?.textContent),
        link.getAttribute('href'),
      ])
      expect(links).toEqual([
        [words.sale.directions, geoLink(position, auction.venue.name)],
        [words.sale.webMap, webMapLink(position)],
      ])
    })

    it('opens with its results only once a lot has one', () => {
      const results = page().querySelector('#results')
      expect(results === null).toBe(sale.stage === 'before')
      if (results) expect(results.hasAttribute('hidden')).toBe(sale.stage === 'selling')
    })
  } else {
    it('a private sale says nothing of an auction: no notice, no way to bid, no calendar', () => {
      if (!sale.open) return
      const text = collapse(page().body.textContent)
      expect(text).not.toContain(words.notice.heading)
      expect(text).not.toContain(words.howToBuy.heading)
      expect(page().querySelector('a[href$=".ics"]')).toBeNull()
    })
  }
})

/**
 * @jest-environment jsdom
 */
import { pathOf } from '@/content/pages'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { formatNumber, formatPercent, formatPercentRange, formatRand } from '@/lib/format'
import { sites, type SiteContent } from '../support/content'
import { exportedDocument } from './exported-site'

/**
 * The figures, prices and names crawlers read in each operation's exported page, in every language,
 * written the one South African way. Figures come from content/, formatted by the site's one formatter.
 */

/**
 * A page's words as exported, scripts left out, each element's text apart from the next (as a
 * reader sees a label and its figure), spaces (not the no-break ones) collapsed.
 */
function exportedText(site: SiteContent, key: string): string {
  const page = exportedDocument(htmlFileOf(pathOf(key, site.language)))
  const texts: string[] = []
  const walker = page.createTreeWalker(page.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style, template')) texts.push(node.textContent ?? '')
  }
  return texts.join(' ').replace(/[ \t\r\n]+/g, ' ')
}

describe.each(sites.map((site) => [site.lang, site] as const))('in %s', (_lang, site) => {
  it("the home page's HTML holds every figure and name", () => {
    const text = exportedText(site, 'home')
    for (const words of [
      site.site.ownerTitle,
      ...site.owner.stats.map((stat) => `${stat.label} ${stat.value}`),
      site.words.certifications.heading,
      site.words.testimonials.heading,
      ...site.certificationsOn('home').map((certification) => certification.title),
      site.home.commitment.linkLabel,
    ]) {
      expect(text).toContain(words)
    }
  })

  it("the Bonsmara page's HTML holds every programme figure", () => {
    const { backgrounding, grazing } = site.bonsmara
    const text = exportedText(site, 'bonsmara')
    for (const words of [
      ...site.bonsmara.services.items.map((item) => item.title),
      `${backgrounding.monthsLabel} ` +
        `${backgrounding.monthsFigure.replace('{months}', formatNumber(backgrounding.months))}`,
      ...backgrounding.grasses.map((grass) => grass.name),
      `${backgrounding.proteinLabel} ` +
        `${formatPercentRange(backgrounding.grassProteinPercent.min, backgrounding.grassProteinPercent.max)}`,
      `${grazing.grazingUnitCutLabel} ${grazing.grazingUnitCutQualifier} ` +
        `${formatPercentRange(grazing.grazingUnitCutPercent.min, grazing.grazingUnitCutPercent.max)}`,
      `${grazing.extraBiomassLabel} ${grazing.extraBiomassQualifier} ${formatPercent(grazing.extraBiomassPercent)}`,
    ]) {
      expect(text).toContain(words)
    }
  })

  it("the garlic page's HTML holds every price and figure, with no other way of writing rand", () => {
    const { services, facility, travel, saving } = site.garlic
    const price = (amount: number, per: string) => `${formatRand(amount)} ${per}`
    const rows = [
      ...services.field.items.map((item) => `${item.name} ${price(item.price, site.words.prices.perHectare)}`),
      ...services.processing.items.map((item) => `${item.name} ${price(item.price, site.words.prices.perTon)}`),
    ]
    const text = exportedText(site, 'garlic')
    for (const words of [
      ...rows,
      facility.title.replace('{tons}', formatNumber(facility.tonsPerHour)),
      facility.place,
      price(travel.price, site.words.prices.perKilometre),
      saving.title.replace('{percent}', formatPercent(saving.percent)),
      saving.text.replace('{amount}', formatRand(saving.perHectare)),
    ]) {
      expect(text).toContain(words)
    }
    // Every rand amount on the page uses the one format: "R", a no-break space, grouped digits, a decimal comma.
    const amounts = text.match(/R\s?[\d\s.,]*\d/g) ?? []
    // Each service's price, the travelling charge and the saving per hectare.
    expect(amounts.length).toBeGreaterThanOrEqual(rows.length + 2)
    for (const amount of amounts) expect(amount).toMatch(/^R\u00a0\d{1,3}(\u00a0\d{3})*(,\d{2})?$/)
    // The formatter's own output, checked once against a hand-written amount.
    expect(formatRand(1000)).toBe('R\u00a01\u00a0000')
  })
})

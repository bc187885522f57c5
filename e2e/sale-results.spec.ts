import type { ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { languageCodes } from '../content/languages'
import { formatRand } from '../lib/format'
import { fillTemplate } from '../lib/template'
import { startStaticServer } from '../scripts/servers/static-server'
import { pdfPages, pdfText } from '../scripts/support/poppler'
import { afterSaleCopy, copySaleDay, unnamedBuyer, type SaleFile, type SaleLot } from './support/after-sale'
import { expectNoAccessibilityViolations } from './support/axe'
import { contentIn } from './support/content'
import { expect, test } from './support/fixtures'

/**
 * The sale on its day and after, on a copy of the site whose lots the clerk has marked (sold to a
 * named buyer, sold to one not named, not sold, subject to confirmation, withdrawn; one still on offer:
 * e2e/support/after-sale.ts): each lot as it sold, with its price and buyer as published; the results
 * waiting in the page until the sale's day has passed on the reader's clock, then opening the
 * catalogue; on paper, the results on a page of their own. The results' figures are worked out in
 * lib/sale/results.test.ts; here they are counted from the copy's file.
 */

let server: ChildProcess | undefined
let sale: SaleFile
let origin = ''
let copyDir = ''
test.beforeAll(async ({}, workerInfo) => {
  // A whole build of the copy, once a run, on two cores; then its own server on each worker.
  test.setTimeout(420_000)
  const copy = await afterSaleCopy()
  sale = copy.sale
  copyDir = copy.dir
  const port = Number(process.env.E2E_PORT ?? 4173) + 30 + workerInfo.parallelIndex
  server = await startStaticServer(port, '127.0.0.1', copy.dir)
  origin = `http://127.0.0.1:${port}`
})
test.afterAll(() => server?.kill())

const onTheDay = new Date(`${copySaleDay}T16:00:00+02:00`)
const nextMorning = new Date(new Date(`${copySaleDay}T07:00:00+02:00`).getTime() + 24 * 60 * 60 * 1000)
const lotsOf = () => sale.animals.filter((animal): animal is SaleLot & { lot: number } => animal.lot !== undefined)

for (const language of languageCodes) {
  const site = contentIn(language)
  const words = site.catalogue
  const catalogue = site.pathOf('catalogue')
  const slugOf = (id: string) =>
    id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')

  test.describe(`after the sale (${language})`, { tag: ['@once', '@chromium'] }, () => {
    test.beforeEach(() => test.skip(sale.kind !== 'auction' || !sale.published, 'content/sale.yaml holds no auction'))

    test('on its day each lot shows as it sold; the results wait in the page until the day has passed', async ({
      page,
    }) => {
      await page.clock.setFixedTime(onTheDay)
      await page.goto(`${origin}${catalogue}`)
      const results = page.locator('section#results')
      await expect(results).toBeHidden()
      for (const lot of lotsOf()) {
        const card = page.locator(`#animal-list > li[data-animal="${slugOf(lot.id)}"]`)
        await expect(card).toContainText(words.list.status[lot.status as keyof typeof words.list.status])
        if (lot.status === 'sold' || lot.status === 'subjectToConfirmation') {
          await expect(card).toContainText(formatRand(lot.price!))
          const buyer = lot.buyer!
          await expect(card).toContainText(
            buyer.consent ? `${buyer.name}, ${buyer.town}` : fillTemplate(words.list.buyerFrom, { town: buyer.town! }),
          )
          if (!buyer.consent) await expect(card).not.toContainText(buyer.name!)
        }
      }
      // A buyer who did not agree to be named is in no page and no page's data, only in the file.
      const published = readdirSync(path.join(copyDir, 'out'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(html|txt)$/.test(file))
        .filter((file) => readFileSync(path.join(copyDir, 'out', file), 'utf8').includes(unnamedBuyer))
      expect(published).toEqual([])
      // How current the page is.
      await expect(page.locator('.as-at').first()).toContainText(words.sale.asAt.split('{')[0]!.trim())
    })

    test('the morning after, the catalogue opens with its results: offered, sold, the share sold, top lots', async ({
      page,
    }) => {
      await page.clock.setFixedTime(nextMorning)
      await page.goto(`${origin}${catalogue}`)
      const results = page.locator('section#results')
      await expect(results).toBeVisible()
      // The first thing under the page's heading.
      expect(await page.evaluate(() => document.querySelector('main > section:nth-of-type(2)')?.id)).toBe('results')
      const lots = lotsOf()
      const offered = lots.filter((lot) => lot.status !== 'withdrawn').length
      const sold = lots.filter((lot) => lot.status === 'sold').length
      await expect(results).toContainText(fillTemplate(words.results.lead, { sold, offered }))
      const all = results.getByRole('row', { name: new RegExp(`^${words.results.all}`) })
      await expect(all.getByRole('cell').nth(0)).toHaveText(String(offered))
      await expect(all.getByRole('cell').nth(1)).toHaveText(String(sold))
      await expect(all.getByRole('cell').nth(2)).toHaveText(`${Math.round((sold * 100) / offered)}%`)
      // The top lot: the highest price of a lot sold, its page one click away.
      const top = lots.filter((lot) => lot.status === 'sold').sort((a, b) => b.price! - a.price! || a.lot - b.lot)[0]!
      await expect(results.getByRole('link', { name: new RegExp(top.name ?? top.id) })).toHaveAttribute(
        'href',
        `${catalogue}/${slugOf(top.id)}`,
      )
      await expect(all.getByRole('cell').nth(4)).toHaveText(formatRand(top.price!))
      await expectNoAccessibilityViolations(page, `${catalogue} opening with its results`)
    })

    test('on paper the results fill their own page, the list follows', async ({ page }, testInfo) => {
      await page.clock.setFixedTime(nextMorning)
      await page.goto(`${origin}${catalogue}`)
      await expect(page.locator('section#results')).toBeVisible()
      const file = testInfo.outputPath(`results-${language}.pdf`)
      await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
      expect(pdfPages(file)).toBeGreaterThan(1)
      const first = pdfText(file, 'drawn').split('\f')[0]!
      expect(first).toContain(words.results.heading)
      expect(first).toContain(words.results.all)
      expect(first).not.toContain(words.list.heading)
    })

    test('a sold lot’s page shows its price and buyer, and offers it to search engines as sold', async ({ page }) => {
      const lot = lotsOf().find((each) => each.status === 'sold' && each.buyer?.consent)!
      await page.goto(`${origin}${catalogue}/${slugOf(lot.id)}`)
      await expect(page.getByRole('main')).toContainText(formatRand(lot.price!))
      await expect(page.getByRole('main')).toContainText(lot.buyer!.name!)
      const product = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; offers?: unknown })
          .find((data) => data['@type'] === 'Product'),
      )
      expect(product?.offers).toMatchObject({
        availability: 'https://schema.org/SoldOut',
        price: lot.price!.toFixed(2),
        priceCurrency: 'ZAR',
      })
    })
  })
}

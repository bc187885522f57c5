import { readFileSync } from 'node:fs'
import type { Locator } from '@playwright/test'
import ICAL from 'ical.js'
import { languageCodes } from '../content/languages'
import { whatsappDigits } from '../lib/whatsapp'
import { fillTemplate } from '../lib/template'
import { saleCalendarFile } from '../scripts/build-steps/sale-calendar'
import { pdfText } from '../scripts/support/poppler'
import { contentIn } from './support/content'
import { expect, test } from './support/fixtures'

/**
 * The auction as its advertisement: what the Consumer Protection Act's regulations ask it to state
 * (the auctioneer and the auction house, where the rules of auction are, the reserve, the reminder
 * to register with proof of identity and of residence, the regulations and their address) on the
 * catalogue, on an animal's page and on paper; how to buy; the sale's days in a calendar file. Every
 * fact from content/sale.yaml, every word from content/catalogue.yaml. The components' rules are
 * tested beside them, the exported HTML in e2e/exported-html/auction.test.ts.
 */

/** Text as read, whatever spaces separate its parts. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
/** Without any space: an address a PDF breaks across lines still reads the same. */
const bare = (text: string) => text.replace(/\s+/g, '')

for (const language of languageCodes) {
  const site = contentIn(language)
  const { sale, catalogue: words } = site
  const auction = sale.auction
  const advertised = sale.open && auction?.auctioneer && auction.rules && auction.reserve ? auction : undefined

  /** Every fact of the notice the law asks for, in the page's words. */
  async function expectNotice(notice: Locator, reserve: NonNullable<typeof auction>['reserve']): Promise<void> {
    const { auctioneer, rules } = advertised!
    await expect(notice).toContainText(auctioneer!.name)
    await expect(notice).toContainText(auctioneer!.house)
    if (auctioneer!.licence) await expect(notice).toContainText(auctioneer!.licence)
    await expect(notice.getByRole('link', { name: auctioneer!.phone })).toHaveAttribute(
      'href',
      `tel:+${whatsappDigits(auctioneer!.phone)}`,
    )
    await expect(notice).toContainText(words.notice.reserveKinds[reserve!])
    await expect(notice).toContainText(words.notice.registrationReminder)
    const regulations = notice.getByRole('link', { name: new URL(words.notice.regulationsAddress).host })
    await expect(regulations).toHaveAttribute('href', words.notice.regulationsAddress)
    const rulesLink = notice.getByRole('link', { name: words.notice.rulesLink })
    if (rules!.link) await expect(rulesLink).toHaveAttribute('href', rules!.link)
    else await expect(rulesLink).toHaveAttribute('href', /#rules$/)
  }

  test.describe(`the auction’s advertisement (${language})`, { tag: ['@once'] }, () => {
    test.skip(!advertised, 'content/sale.yaml publishes no auction')

    test('the catalogue states what the law asks, and how to register and bid', async ({ page }) => {
      await page.goto(site.pathOf('catalogue'))
      await expectNotice(page.getByRole('region', { name: words.notice.heading }), advertised!.reserve)
      // Each lot whose reserve differs from the sale's is named with its own.
      for (const animal of sale.animals.filter((each) => each.reserve && each.reserve !== advertised!.reserve))
        await expect(page.getByRole('region', { name: words.notice.heading })).toContainText(
          `${fillTemplate(words.list.lotNumber, { lot: animal.lot! })}: ${words.notice.reserveKinds[animal.reserve!]}`,
        )
      const how = page.getByRole('region', { name: words.howToBuy.heading })
      const auctioneer = advertised!.auctioneer!
      await expect(how).toContainText(
        fillTemplate(words.howToBuy.register, { auctioneer: `${auctioneer.name}, ${auctioneer.house}` }),
      )
      if (advertised!.registration)
        await expect(how.getByRole('link', { name: words.howToBuy.registerOnline })).toHaveAttribute(
          'href',
          advertised!.registration,
        )
      for (const item of words.howToBuy.bring)
        await expect(how.getByRole('listitem').filter({ hasText: item })).toHaveCount(1)
      await expect(how).toContainText(words.howToBuy.ring)
      await expect(how).toContainText(plain(fillTemplate(words.howToBuy.phone, { phone: auctioneer.phone })))
      if (advertised!.bidding)
        await expect(how.getByRole('link', { name: words.sale.bid })).toHaveAttribute('href', advertised!.bidding)
      if (advertised!.deposit) await expect(how).toContainText(advertised!.deposit)
      await expect(how).toContainText(fillTemplate(words.howToBuy.notBids, { ask: words.animal.ask }))
    })

    test('an animal’s page states it too: the day, time and place, its lot’s reserve, and how to buy', async ({
      page,
    }) => {
      const animal = sale.animals.find((each) => each.lot !== undefined) ?? sale.animals[0]!
      await page.goto(animal.href)
      const notice = page.getByRole('region', { name: words.notice.heading })
      await expectNotice(notice, animal.reserve ?? advertised!.reserve)
      await expect(notice).toContainText(`${advertised!.time}`)
      await expect(notice).toContainText(advertised!.venue.name)
      await expect(notice.getByRole('link', { name: words.howToBuy.heading })).toHaveAttribute(
        'href',
        `${site.pathOf('catalogue')}#how-to-buy`,
      )
    })

    test(
      'on paper: the catalogue and an animal’s sheet carry every fact of the notice',
      { tag: '@chromium' },
      async ({ page }, testInfo) => {
        const auctioneer = advertised!.auctioneer!
        const facts = [
          auctioneer.name,
          auctioneer.house,
          auctioneer.phone,
          words.notice.reserveKinds[advertised!.reserve!],
          words.notice.registrationReminder,
          new URL(words.notice.regulationsAddress).host,
          advertised!.rules!.link ? new URL(advertised!.rules!.link).host : words.notice.rules,
        ]
        const animal = sale.animals.find((each) => each.lot !== undefined && !each.reserve) ?? sale.animals[0]!
        for (const [name, address] of [
          ['catalogue', site.pathOf('catalogue')],
          ['animal', animal.href],
        ] as const) {
          await page.goto(address)
          const file = testInfo.outputPath(`${name}-${language}.pdf`)
          await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
          const text = bare(pdfText(file, 'drawn'))
          for (const fact of facts) expect(text, `${name}: ${fact}`).toContain(bare(fact))
          if (name === 'catalogue')
            for (const item of words.howToBuy.bring) expect(text, `how to buy: ${item}`).toContain(bare(item))
          else expect(text, 'the catalogue’s “how to buy”').toContain(bare(`${site.pathOf('catalogue')}#how-to-buy`))
        }
      },
    )

    test(
      '“Add to calendar” downloads the viewing day and the auction, read back by a calendar',
      { tag: '@chromium' },
      async ({ page }) => {
        await page.goto(site.pathOf('catalogue'))
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: words.sale.calendar }).click(),
        ])
        const text = readFileSync((await download.path())!, 'utf8')
        // The file the build wrote from the content, byte for byte.
        expect(text).toBe(saleCalendarFile(language)!.text)
        const calendar = new ICAL.Component(ICAL.parse(text))
        ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!)
        const events = calendar.getAllSubcomponents('vevent').map((each) => new ICAL.Event(each))
        expect(events.map((event) => event.summary)).toEqual([
          ...(advertised!.viewing ? [fillTemplate(words.sale.viewingEvent, { sale: sale.sale.title })] : []),
          sale.sale.title,
        ])
        // South African time is UTC+2, all year.
        expect(events.at(-1)!.startDate.toJSDate().toISOString()).toBe(
          new Date(`${advertised!.date}T${advertised!.time}:00+02:00`).toISOString(),
        )
        for (const event of events) {
          expect(event.location).toContain(advertised!.venue.name)
          expect(event.component.getFirstPropertyValue('url')).toBe(
            `${site.settings.siteUrl}${site.pathOf('catalogue')}`,
          )
        }
      },
    )
  })
}

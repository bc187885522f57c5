import type { Page } from '@playwright/test'
import { languageCodes } from '../content/languages'
import { fillTemplate } from '../lib/template'
import { pdfPages, pdfPicture, pdfText } from '../scripts/support/poppler'
import { allRoutes, expect, test } from './support/fixtures'
import { contactForm } from './support/contact-sink'
import { contentIn, type SiteContent } from './support/content'
import { holdScripts } from './support/page-checks'

/**
 * Paper: a season estimate and a calculator plan printed (or saved as PDF) as one A4 page each, with
 * the business, the date, every figure as the screen shows it and the address that reopens them;
 * sending them (Web Share, or WhatsApp and a copied link); and every page printing clean. Chromium
 * only: it alone makes PDFs for Playwright (`page.pdf`), read back here with poppler's tools. The
 * document's parts are tested in components/print/ and components/season-planner/.
 */

/** Text as read, whatever spaces (no-break, thin, a line's end) separate its parts. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
/** Text without any spaces at all: a long address a PDF breaks across lines still reads the same. */
const unspaced = (text: string) => text.replace(/\s+/g, '')

type Printed = { count: number }
/** The browser's print dialog, stubbed: the test counts the calls and makes the PDF itself. */
async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const printed = ((window as unknown as { __printed: Printed }).__printed = { count: 0 })
    window.print = () => {
      printed.count += 1
    }
  })
}
const printedCount = (page: Page) => page.evaluate(() => (window as unknown as { __printed: Printed }).__printed.count)

/** A season with every service: its address on the garlic page. */
function seasonAddress(site: SiteContent): string {
  const field = site.garlic.services.field.items.map((item) => `field=${item.key}`).join('&')
  const processing = site.garlic.services.processing.items.map((item) => `processing=${item.key}`).join('&')
  return `${site.pathOf('garlic')}?hectares=2,5&${field}&km=100&tons=10&${processing}`
}

/** Today as the printed page writes it, 2026-11-25, in South Africa's time zone, as the tests' pages run. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Johannesburg',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

for (const language of languageCodes) {
  const site = contentIn(language)
  const { planner, calculator, settings } = site
  const legalName = settings.businesses.garlic!.legalName

  test.describe(`on paper (${language})`, { tag: ['@once', '@chromium'] }, () => {
    test(
      'the season estimate prints as one A4 page: the business, the date, every ' +
        'line and the total as on screen, and the address that reopens it',
      async ({ page }, testInfo) => {
        await stubPrint(page)
        await page.goto(seasonAddress(site))
        const panel = page.getByRole('region', { name: planner.results.heading })
        const screenRows = panel.locator('tbody tr')
        await expect(screenRows).toHaveCount(
          site.garlic.services.field.items.length + 1 + site.garlic.services.processing.items.length,
        )
        const onScreen = await screenRows.evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('th > span, td')].map((cell) => cell.textContent ?? '')),
        )
        const total = plain(await panel.locator('tfoot td').textContent())

        await panel.getByRole('button', { name: planner.document.print }).click()
        await expect.poll(() => printedCount(page)).toBe(1)

        // The printed page holds the screen's figures, character for character.
        const paper = page.locator('.print-document[data-document="estimate"]')
        const onPaper = await paper
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.querySelectorAll('th > span, td')].map((cell) => cell.textContent ?? '')),
          )
        const named = await paper
          .locator('tbody th')
          .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''))
        expect(onPaper).toEqual(onScreen.map(([, detail, amount]) => [detail, amount]))
        expect(named).toEqual(onScreen.map(([name]) => name))
        expect(plain(await paper.locator('tfoot td').textContent())).toBe(total)
        await expect(paper.locator('svg[role="img"]')).toHaveAttribute('aria-label', page.url())

        const file = testInfo.outputPath(`estimate-${language}.pdf`)
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
        expect(pdfPages(file)).toBe(1)
        const text = plain(pdfText(file))
        for (const [name, detail, amount] of onScreen) expect(text).toContain(plain(`${name} ${detail} ${amount}`))
        expect(text).toContain(plain(`${planner.results.total} ${total}`))
        expect(text).toContain(`${site.words.share.date}: ${today()}`)
        expect(text).toContain(legalName)
        expect(text).toContain(settings.email)
        expect(text).toContain(planner.document.included.slice(0, 40))
        expect(unspaced(text)).toContain(page.url())
        // Nothing else of the page: not its heading, not the form.
        expect(text).not.toContain(planner.heading)
        await testInfo.attach(`estimate-${language}.png`, {
          path: pdfPicture(file, testInfo.outputPath(`estimate-${language}`)),
          contentType: 'image/png',
        })
      },
    )

    // The seed for the land, priced and on request: its line on paper as on screen, and what the total says of it.
    const offered = site.seedVarieties.filter((variety) => variety.availability !== 'sold-out')
    const seedCases = [
      { name: 'a published price', variety: offered.find((variety) => variety.pricePerKg !== undefined) },
      { name: 'a price on request', variety: offered.find((variety) => variety.pricePerKg === undefined) },
    ]
    for (const { name, variety } of seedCases)
      test(`the season estimate with seed at ${name} prints its seed line and whether the total includes it`, async ({
        page,
      }, testInfo) => {
        test.skip(!variety, `content/garlic.yaml offers no seed at ${name}`)
        await stubPrint(page)
        await page.goto(`${seasonAddress(site)}&seed=${variety!.key}`)
        const panel = page.getByRole('region', { name: planner.results.heading })
        const seedRow = panel.locator('tbody tr').last()
        await expect(seedRow).toContainText(fillTemplate(planner.results.seed, { variety: variety!.name }))
        const onScreen = plain(await seedRow.textContent())
        const said = variety!.pricePerKg === undefined ? planner.results.seedNotIncluded : planner.results.seedIncluded
        await expect(panel).toContainText(said)
        if (variety!.pricePerKg === undefined) await expect(seedRow).toContainText(planner.results.onRequest)

        await panel.getByRole('button', { name: planner.document.print }).click()
        await expect.poll(() => printedCount(page)).toBe(1)
        const file = testInfo.outputPath(`estimate-seed-${language}.pdf`)
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
        expect(pdfPages(file)).toBe(1)
        const text = plain(pdfText(file))
        expect(unspaced(text)).toContain(unspaced(onScreen))
        expect(text).toContain(said)
        await testInfo.attach(`estimate-seed-${language}.png`, {
          path: pdfPicture(file, testInfo.outputPath(`estimate-seed-${language}`)),
          contentType: 'image/png',
        })
      })

    test(
      "the calculator's plan prints as one A4 page with the variety and every " +
        'figure as on screen; the page comes back after',
      async ({ page }, testInfo) => {
        await stubPrint(page)
        const variety = site.seedVarieties[0]!
        await page.goto(`${site.pathOf('garlic')}?mode=seedsToLand&variety=${variety.key}&seeds=1000`)
        const results = page.getByRole('region', { name: calculator.results.heading })
        const figures = results.getByRole('definition')
        await expect(figures.first()).toBeVisible()
        const rowsOf = (list: ReturnType<typeof results.locator>) =>
          list.evaluateAll((rows) =>
            rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
          )
        const headlineOf = async (list: ReturnType<typeof results.locator>) => [
          (await list.locator('dt').first().textContent()) ?? '',
          (await list.locator('dd').first().textContent()) ?? '',
        ]
        // The land, planting and water figures; then the seed to order, its headline and its price.
        const onScreen = await rowsOf(results.locator(':not([data-seed]) > dl > div'))
        const headline = await headlineOf(results.locator('dl').first())
        const seed = results.locator('[data-seed]')
        const seedFigures = [await headlineOf(seed.locator('dl').first()), ...(await rowsOf(seed.locator('dl > div')))]

        await results.getByRole('button', { name: calculator.document.print }).click()
        await expect.poll(() => printedCount(page)).toBe(1)
        const paper = page.locator('.print-document[data-document="plan"]')
        const onPaper = await paper
          .locator('dl > div')
          .evaluateAll((rows) =>
            rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
          )
        // The answer first, then every figure and the seed to order: the screen's, character for character.
        expect(onPaper).toEqual([headline, ...onScreen, ...seedFigures])

        const file = testInfo.outputPath(`plan-${language}.pdf`)
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
        expect(pdfPages(file)).toBe(1)
        const text = plain(pdfText(file))
        expect(text).toContain(variety.name)
        for (const [label, value] of [...onScreen, ...seedFigures]) expect(text).toContain(plain(`${label} ${value}`))
        expect(text).toContain(legalName)
        expect(text).toContain(`${site.words.share.date}: ${today()}`)
        expect(unspaced(text)).toContain(page.url())
        // Not the estimate, should one also be shown: the plan alone.
        expect(text).not.toContain(planner.document.title)
        await testInfo.attach(`plan-${language}.png`, {
          path: pdfPicture(file, testInfo.outputPath(`plan-${language}`)),
          contentType: 'image/png',
        })

        // Once printed, the page is itself again.
        await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
        await expect(paper).toHaveCount(0)
        await expect(page.locator('body')).not.toHaveAttribute('data-print')
      },
    )

    test('Share sends the estimate’s own words (those the contact form takes) and its address', async ({ page }) => {
      await page.addInitScript(() => {
        ;(navigator as unknown as { share: (data: ShareData) => Promise<void> }).share = async (data) => {
          ;(window as unknown as { __shared: ShareData[] }).__shared = [
            ...((window as unknown as { __shared?: ShareData[] }).__shared ?? []),
            data,
          ]
        }
      })
      await page.goto(seasonAddress(site))
      const panel = page.getByRole('region', { name: planner.results.heading })
      await panel.getByRole('button', { name: site.words.share.share }).click()
      const shared = await page
        .waitForFunction(() => (window as unknown as { __shared?: ShareData[] }).__shared?.[0])
        .then((handle) => handle.jsonValue() as Promise<ShareData>)
      // The same words the contact form's message takes: one way to write an estimate.
      await panel.getByRole('button', { name: planner.results.send }).click()
      const message = await contactForm(page, site).message.inputValue()
      expect(shared.text).toBe(message)
      expect(shared.url).toBe(page.url())
      expect(shared.title).toBe(planner.document.title)
    })

    test(
      'without Web Share: "Send on WhatsApp" writes the estimate and its address, ' +
        'and "Copy link" copies the address and says so',
      async ({ page }) => {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
          Object.defineProperty(navigator, 'clipboard', {
            value: {
              writeText: async (text: string) => void ((window as unknown as { __copied: string }).__copied = text),
            },
            configurable: true,
          })
        })
        await page.goto(seasonAddress(site))
        const panel = page.getByRole('region', { name: planner.results.heading })
        await expect(panel.getByRole('button', { name: site.words.share.share })).toHaveCount(0)
        const whatsApp = panel.getByRole('link', { name: new RegExp(`^${site.words.share.whatsApp}`) })
        const href = new URL((await whatsApp.getAttribute('href'))!)
        expect(href.origin).toBe('https://wa.me')
        await panel.getByRole('button', { name: planner.results.send }).click()
        const message = await contactForm(page, site).message.inputValue()
        expect(href.searchParams.get('text')).toBe(`${message}\n${page.url()}`)

        await panel.getByRole('button', { name: site.words.share.copy }).click()
        await expect(page.getByText(site.words.share.copied)).toBeVisible()
        expect(await page.evaluate(() => (window as unknown as { __copied: string }).__copied)).toBe(page.url())
      },
    )
  })
}

/**
 * Every page on paper: no fixed header, chat button, menu, toasts or decorative band; nothing left
 * floating; the profiles' addresses written out.
 */
async function paperProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      if (!(element instanceof HTMLElement || element instanceof SVGElement) || !element.checkVisibility()) continue
      const style = getComputedStyle(element)
      const name = `<${element.tagName.toLowerCase()} class="${(element.getAttribute('class') ?? '').slice(0, 50)}">`
      if (style.position === 'fixed' || style.position === 'sticky') problems.push(`${name} is ${style.position}`)
      if (element.getAttribute('aria-hidden') === 'true') problems.push(`${name} is decorative`)
      if (element.matches('.site-header, .chat-button, [data-sonner-toaster], details, form'))
        problems.push(`${name} is shown`)
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a.footer-icon-link, a.profile-button')) {
      if (link.checkVisibility() && !getComputedStyle(link, '::after').content.includes(link.href.replace(/\/$/, '')))
        problems.push(`${link.href} is not written out`)
    }
    return problems.slice(0, 10)
  })
}

test.describe('every page on paper', { tag: ['@once', '@chromium'] }, () => {
  test('prints clean: no fixed or decorative element, no form, the profiles’ addresses written out', async ({
    page,
  }) => {
    for (const route of allRoutes) {
      await page.goto(route.path)
      await page.emulateMedia({ media: 'print' })
      expect(await paperProblems(page), route.path).toEqual([])
      await page.emulateMedia({ media: 'screen' })
    }
  })

  test('before the scripts arrive a page prints clean too, and the garlic page prints whole', async ({ page }) => {
    await holdScripts(page)
    await page.goto(contentIn('en').pathOf('garlic'), { waitUntil: 'commit' })
    await page.locator('footer').waitFor({ state: 'attached' })
    await page.emulateMedia({ media: 'print' })
    expect(await paperProblems(page)).toEqual([])
    await expect(page.locator('.print-document')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

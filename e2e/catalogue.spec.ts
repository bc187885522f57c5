import type { Page } from '@playwright/test'
import { listQuery } from '../lib/sale/shortlist'
import { filterAnimals, sortAnimals } from '../lib/sale/catalogue'
import { fillTemplate } from '../lib/template'
import { accuracyText, ebvText } from '../components/catalogue/ebv-words'
import { ebvColumns } from '../components/catalogue/ebv-rows'
import { pdfPages, pdfPicture, pdfText } from '../scripts/support/poppler'
import { expectNoAccessibilityViolations } from './support/axe'
import { sites } from './support/content'
import { caseTags, expect, test } from './support/fixtures'
import { brokenHeadingWords, holdScripts, pastThePaper } from './support/page-checks'

/**
 * The sale catalogue as a buyer uses it, in every language: the list whole before the scripts (a
 * choice made then kept), an animal's page from it; sort and filter from the address; a shortlist
 * starred, kept on the device, shared as a link and reopened; animals side by side; an enquiry
 * about one animal; an animal and the list on paper. The animals and words come from content
 * (content/sale.yaml, content/catalogue.yaml); the tables' figures are read over out/
 * (e2e/exported-html/catalogue.test.ts), the tools' rules and what a screen reader hears of them in
 * components/catalogue/, the figures' rules in lib/sale/.
 */

/** The cards as a reader meets them, in the list's order, those hidden left out. */
const shownCards = (page: Page) =>
  page
    .locator('#animal-list > li:visible')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.animal))
/** Text as read, whatever spaces (no-break, thin, a line's end) separate its parts. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
/**
 * Text without spaces or hyphens: a narrow column breaks "JLDT 24-045" after its hyphen, and
 * poppler joins such a line without it, as it does a word hyphenated at a line's end.
 */
const bare = (text: string) => text.replace(/[\s-]+/g, '')

for (const [index, site] of sites.entries()) {
  const { sale, catalogue: words } = site
  const catalogue = site.pathOf('catalogue')
  const slugs = sale.animals.map((animal) => animal.slug)
  const star = (page: Page, title: string) =>
    page.getByRole('button', { name: fillTemplate(words.tools.star, { title }), exact: true })

  test.describe(`the sale catalogue (${site.language})`, () => {
    test.skip(!sale.open, 'content/sale.yaml publishes no sale')

    test(
      'before its scripts arrive, every animal is listed in the catalogue’s order, ' +
        'no star offers itself, and a filter chosen then is kept; the list leads to ' +
        'an animal',
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const { release } = await holdScripts(page)
        await page.goto(catalogue, { waitUntil: 'commit' })
        await expect(page.locator('#animal-list > li')).toHaveCount(sale.animals.length)
        expect(await shownCards(page)).toEqual(slugs)
        await expect(page.locator('[data-shortlist]').first()).toBeHidden()
        // A buyer who chooses before the scripts run keeps the choice.
        const sex = sale.sexes[0]!
        await page.getByLabel(words.list.sex.legend).selectOption(sex)
        release()
        await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
        await expect(page.locator('[data-shortlist]').first()).toBeVisible()
        expect(await shownCards(page)).toEqual(
          sale.animals.filter((animal) => animal.sex === sex).map((animal) => animal.slug),
        )
        await expect(page).toHaveURL(new RegExp(`\\?sex=${sex}$`))
        const first = sale.animals.find((animal) => animal.sex === sex)!
        await page.getByRole('link', { name: first.title, exact: true }).first().click()
        await expect(page).toHaveURL(new RegExp(`${first.href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
      },
    )

    test(
      'sort and filter from the address: the cards and the figures’ rows in that order, the form showing the choice',
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const sex = sale.sexes[0]!
        await page.goto(`${catalogue}?sort=weaning205&dir=asc&sex=${sex}`)
        const expected = sortAnimals(
          sale.animals.filter((animal) => animal.sex === sex).map((animal) => animal.facts),
          'weaning205',
          'asc',
        ).map((animal) => animal.slug)
        await expect(page.getByLabel(words.list.sortBy)).toHaveValue('weaning205')
        expect(await shownCards(page)).toEqual(expected)
        expect(
          await page
            .locator('#animal-rows > tr:visible')
            .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.animal)),
        ).toEqual(expected)
        await page.getByLabel(words.list.sex.legend).selectOption('all')
        await expect(page).toHaveURL(new RegExp(`\\?sort=weaning205&dir=asc$`))
      },
    )

    test(
      'sort by a breeding value, at least an accuracy, and one sire, from the address: the cards and both tables’ ' +
        'rows in that order, the form showing each choice',
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const column = ebvColumns(sale).find((each) => !each.key.startsWith('index-'))
        test.skip(!column, 'no animal of the sale has a breeding value')
        const sire = sale.sires[0]!
        const minAccuracy = 60
        await page.goto(`${catalogue}?sort=${column!.sortKey}&acc=${minAccuracy}&sire=${sire.slug}`)
        const filter = { sex: 'all', status: 'all', sire: sire.slug, minAccuracy } as const
        const facts = sale.animals.map((animal) => animal.facts)
        const expected = sortAnimals(
          filterAnimals(facts, filter, column!.sortKey),
          column!.sortKey,
          column!.rule.better === 'higher' ? 'desc' : 'asc',
        ).map((animal) => animal.slug)
        // The address asks for something: the sample sale has an animal it leaves out.
        expect(expected.length).toBeLessThan(sale.animals.length)
        const choice = (name: string) => page.getByRole('combobox', { name, exact: true })
        await expect(choice(words.list.sortBy)).toHaveValue(column!.sortKey)
        await expect(page.getByRole('combobox', { name: words.tools.accuracy })).toHaveValue(String(minAccuracy))
        await expect(choice(words.tools.sire)).toHaveValue(sire.slug)
        expect(await shownCards(page)).toEqual(expected)
        for (const rows of ['#animal-rows', '#ebv-rows'])
          expect(
            await page
              .locator(`${rows} > tr:visible`)
              .evaluateAll((shown) => shown.map((row) => (row as HTMLElement).dataset.animal)),
          ).toEqual(expected)
        // Each shown animal's value for the trait, with an accuracy at least as asked.
        for (const slug of expected) {
          const given = column!.valueOf(sale.animals.find((animal) => animal.slug === slug)!)!
          expect(given.accuracy).toBeGreaterThanOrEqual(minAccuracy)
        }
        await page.getByRole('combobox', { name: words.tools.accuracy }).selectOption('0')
        await expect(page).toHaveURL(new RegExp(`\\?sort=${column!.sortKey}&sire=${sire.slug}$`))
      },
    )

    test(
      'a shortlist starred stays on the phone, is shared as a link the next buyer ' +
        'opens, and two to four go side by side; the tools pass axe',
      { tag: caseTags(index, '@once') },
      async ({ page, browser }) => {
        test.skip(sale.animals.length < 3, 'the sale lists fewer than three animals')
        await page.goto(catalogue)
        const chosen = sale.animals.slice(0, 3)
        for (const animal of chosen) await star(page, animal.title).click()
        await expect(page.getByText(fillTemplate(words.tools.shortlistCount, { count: 3 }))).toBeVisible()
        await page.reload()
        for (const animal of chosen) await expect(star(page, animal.title)).toHaveAttribute('aria-pressed', 'true')

        // Headless, the phone's share sheet and the clipboard are refused: the link is shown to copy.
        await page.getByRole('button', { name: words.tools.share }).click()
        const link = plain(await page.getByText(/\?shortlist=/).textContent())
        expect(link).toContain(
          listQuery(
            'shortlist',
            chosen.map((animal) => animal.slug),
          ),
        )
        const other = await browser.newPage()
        await other.goto(link.slice(link.indexOf('http')))
        await expect(other.getByText(fillTemplate(words.tools.sharedWithYou, { count: 3 }))).toBeVisible()
        expect(await shownCards(other)).toEqual(chosen.map((animal) => animal.slug))
        await other.close()

        await page.getByRole('button', { name: fillTemplate(words.tools.compare, { count: 3 }) }).click()
        const compared = page.getByRole('region', { name: words.tools.compareHeading })
        await expect(compared.getByRole('columnheader')).toHaveText(chosen.map((animal) => animal.title))
        await expect(page.getByRole('heading', { name: words.tools.compareHeading })).toBeFocused()
        // Each figure as the animal's own page writes it.
        const weaning = compared.locator('tr', {
          has: page.getByRole('rowheader', { name: words.figures.names.weaning205.name, exact: true }),
        })
        for (const animal of chosen)
          if (animal.figures.weaning205 !== undefined)
            await expect(weaning).toContainText(
              await overviewFigure(page, animal.slug, words.figures.names.weaning205.name),
            )
        // Each breeding value with its accuracy, as the evaluation gives it.
        for (const column of ebvColumns(sale)) {
          const row = compared.locator('tr', {
            has: page.getByRole('rowheader', { name: `${column.name} (${column.abbreviation})`, exact: true }),
          })
          for (const animal of chosen) {
            const given = column.valueOf(animal)
            if (!given) continue
            await expect(row).toContainText(ebvText(words.ebvs, column.rule, given.value))
            if (given.accuracy !== undefined) await expect(row).toContainText(accuracyText(given.accuracy))
          }
        }
        // The tools and the comparison: the whole page is scanned as it loads (e2e/images-and-layout.spec.ts).
        await expectNoAccessibilityViolations(page, `${catalogue} comparing three`, ['.catalogue-tools'])
        await page.getByRole('button', { name: words.tools.closeCompare }).click()
        await expect(compared).toHaveCount(0)
      },
    )

    test(
      'when its scripts cannot start, the tools say so and step aside; the list and the figures’ table stay whole',
      { tag: caseTags(index, '@once') },
      async ({ page, pageHealth }) => {
        pageHealth.expectRequestFailure(/\/_next\/static\/chunks\//)
        await page.route('**/_next/static/chunks/*.js', (route) => route.abort('blockedbyclient'))
        await page.goto(catalogue, { waitUntil: 'commit' })
        const notice = page.locator('.tool-stalled').filter({ hasText: words.tools.stalled })
        await expect(notice).toBeVisible({ timeout: 8000 })
        await expect(page.getByLabel(words.list.sortBy)).toBeHidden()
        await expect(page.locator('#animal-list > li:visible')).toHaveCount(sale.animals.length)
        await notice.getByRole('link', { name: words.list.figuresHeading }).click()
        await expect(page.locator('#catalogue-figures-title')).toBeInViewport()
        await expect(page.locator('#animal-rows > tr:visible')).toHaveCount(sale.animals.length)
      },
    )

    test(
      'ask about an animal: the message names it, the WhatsApp link too, and the enquiry’s subject carries its ID',
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const animal = sale.animals[0]!
        await page.goto(animal.href)
        await page.getByRole('link', { name: words.animal.ask }).click()
        const message = page.locator('#contact textarea[name="message"]')
        await expect(message).toBeFocused()
        await expect(message).toHaveValue(new RegExp(animal.id))
        const whatsApp = await page.locator('#contact a[href^="https://wa.me/"]').first().getAttribute('href')
        expect(new URL(whatsApp!).searchParams.get('text')).toContain(animal.id)
        // The form's subject, as the e-mail way on (the tool's notice) carries it too.
        const mail = await page.locator('#contact a[href^="mailto:"][href*="subject="]').first().getAttribute('href')
        expect(new URL(mail!).searchParams.get('subject')).toContain(animal.id)
        await expectNoAccessibilityViolations(page, animal.href)
      },
    )

    test(
      'ask about an animal with the framework held back: the message names it at once, what the ' +
        'visitor writes after it is kept, and the form takes both over when its code comes',
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const animal = sale.animals[0]!
        const { release } = await holdScripts(page)
        const framework: string[] = []
        page.on('request', (request) => {
          if (request.url().includes('/_next/static/chunks/')) framework.push(request.url())
        })
        await page.goto(animal.href, { waitUntil: 'commit' })
        // The page's basics are in place; the framework is not.
        await expect(page.locator('html')).toHaveAttribute('data-page-script', '')
        const ask = page.getByRole('link', { name: words.animal.ask })
        const askWords = (await ask.getAttribute('data-ask-message'))!
        expect(askWords).toContain(animal.id)
        await ask.click()
        const message = page.locator('#contact textarea[name="message"]')
        await expect(message).toBeFocused()
        await expect(message).toHaveValue(askWords)
        // The ask in the address, for the form to take up, and the framework woken by the click.
        expect(new URL(page.url()).searchParams.get('ask')).toBe(animal.slug)
        expect(new URL(page.url()).hash).toBe('#contact')
        await expect.poll(() => framework.length).toBeGreaterThan(0)
        await message.pressSequentially(' Two, if you have them.')
        release()
        await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
        await expect(message).toHaveValue(`${askWords} Two, if you have them.`)
        // Taken up: the address asks nothing more, and a second click adds nothing.
        await expect.poll(() => new URL(page.url()).search).toBe('')
        await ask.click()
        await expect(message).toHaveValue(`${askWords} Two, if you have them.`)
      },
    )

    test(
      'ask about an animal before even the page’s own script: the link opens its address, and the form there ' +
        'names the animal',
      { tag: caseTags(index, '@once') },
      async ({ page, pageHealth }) => {
        const animal = sale.animals[0]!
        pageHealth.expectRequestFailure(/\/js\/page-/)
        await page.route('**/js/page-*.js', (route) => route.abort('blockedbyclient'))
        const refused = page.waitForEvent('requestfailed', (request) => request.url().includes('/js/page-'))
        await page.goto(animal.href, { waitUntil: 'commit' })
        await refused
        await page.unroute('**/js/page-*.js')
        const ask = page.getByRole('link', { name: words.animal.ask })
        const askWords = (await ask.getAttribute('data-ask-message'))!
        // A page of its own, opened at the link's address (the form strips the ask once it has taken it up).
        const opened = page.waitForRequest((request) => request.isNavigationRequest())
        await ask.click()
        expect(new URL((await opened).url()).searchParams.get('ask')).toBe(animal.slug)
        await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
        await expect(page.locator('#contact textarea[name="message"]')).toHaveValue(askWords)
        await expect.poll(() => new URL(page.url()).search).toBe('')
      },
    )

    // Chromium alone makes PDFs for Playwright (`page.pdf`), read back with poppler's tools.
    test.describe('on paper', { tag: ['@once', '@chromium'] }, () => {
      test(
        'an animal prints on one A4 page: its photo, facts, checks, breeding values with their accuracies and ' +
          'standing, figures with their averages, growth test, pedigree, and the address that reopens it',
        async ({ page }, testInfo) => {
          // The animal with the most to print: breeding values, a growth test and checks where one has them.
          const animal =
            sale.animals.find((each) => each.ebvs && each.test && each.checks) ??
            sale.animals.find((each) => each.ebvs) ??
            sale.animals[0]!
          await page.goto(animal.href)
          await page
            .locator('main img')
            .first()
            .evaluate((img: HTMLImageElement) => img.decode())
          const file = testInfo.outputPath(`animal-${site.language}.pdf`)
          await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
          expect(pdfPages(file)).toBe(1)
          expect(await pastThePaper(page), 'the sheet at the paper’s width').toEqual([])
          // In the order it was drawn: a figure's cell may wrap, its lines then come together.
          const text = plain(pdfText(file, 'drawn'))
          expect(text).toContain(animal.title)
          expect(text).toContain(animal.id)
          for (const cell of await page.locator('[aria-labelledby~="figures-title"] tbody td').allTextContents())
            expect(text).toContain(plain(cell))
          // The breeding values' table: each row's abbreviation, EBV, accuracy, average and standing in words.
          for (const cell of await page.locator('.ebv-table tbody :is(th span:last-child, td)').allTextContents())
            if (plain(cell) !== '') expect(bare(text)).toContain(bare(cell))
          for (const cell of await page.locator('.test-table td, .animal-checks dd').allTextContents())
            expect(bare(text)).toContain(bare(cell))
          for (const ancestor of Object.values(animal.pedigree))
            if (ancestor?.name) expect(text).toContain(plain(ancestor.name))
          expect(bare(text)).toContain(bare(`${site.settings.siteUrl.replace(/^https:\/\//, '')}${animal.href}`))
          await testInfo.attach(`animal-${site.language}.png`, {
            path: pdfPicture(file, testInfo.outputPath(`animal-${site.language}`)),
            contentType: 'image/png',
          })
        },
      )

      test(
        'the catalogue prints as a compact list of every animal with its figures, ' +
          'and the shortlist alone when it is shown alone',
        async ({ page }, testInfo) => {
          test.skip(sale.animals.length < 3, 'the sale lists fewer than three animals')
          await page.goto(catalogue)
          const file = testInfo.outputPath(`catalogue-${site.language}.pdf`)
          await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true })
          // Every animal's row at the paper's width, in a page of its own (this one goes on to the shortlist).
          const paper = await page.context().newPage()
          await paper.goto(catalogue)
          expect(await pastThePaper(paper), 'the list at the paper’s width').toEqual([])
          // Whole words: a figure's name stands on end rather than breaking inside a word.
          expect(
            await brokenHeadingWords(paper, 'table:has(#animal-rows) :is(th, td)'),
            'words of the list cut across two lines',
          ).toEqual([])
          await paper.close()
          const text = bare(pdfText(file))
          for (const animal of sale.animals) expect(text).toContain(bare(animal.id))
          // The conditions of sale print with the list, each whole.
          for (const condition of sale.sale.conditions) expect(text).toContain(bare(condition))
          // Compact: the cards' photos stay on the screen; a page holds many animals in each of the two tables,
          // then the conditions, the contact and the business's details close the list.
          expect(pdfPages(file)).toBeLessThanOrEqual(2 * Math.ceil(sale.animals.length / 10) + 3)
          await testInfo.attach(`catalogue-${site.language}.png`, {
            path: pdfPicture(file, testInfo.outputPath(`catalogue-${site.language}`)),
            contentType: 'image/png',
          })

          const [kept, left] = [sale.animals.slice(0, 2), sale.animals.slice(2)]
          for (const animal of kept) await star(page, animal.title).click()
          await page.getByRole('button', { name: words.tools.showShortlist }).click()
          const shortlist = testInfo.outputPath(`shortlist-${site.language}.pdf`)
          await page.pdf({ path: shortlist, preferCSSPageSize: true, printBackground: true })
          const listed = bare(pdfText(shortlist))
          for (const animal of kept) expect(listed).toContain(bare(animal.id))
          for (const animal of left) expect(listed).not.toContain(bare(animal.id))
        },
      )
    })
  })
}

/** An animal's figure as the catalogue's table of every animal writes it (the figure, before how it stands). */
function overviewFigure(page: Page, slug: string, name: string): Promise<string> {
  return page.evaluate(
    ([slug, name]) => {
      const headings = [...document.querySelectorAll('#animal-rows')[0]!.closest('table')!.querySelectorAll('thead th')]
      const column = headings.findIndex((heading) => heading.firstChild?.textContent === name)
      const cell = document.querySelector(`#animal-rows > tr[data-animal="${slug}"]`)!.children[column]!
      return (cell.firstChild?.textContent ?? '').replace(/\s+/g, ' ').trim()
    },
    [slug, name] as const,
  )
}

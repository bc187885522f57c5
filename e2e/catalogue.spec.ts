import type { Page } from '@playwright/test'
import { expectNoAccessibilityViolations } from './axe'
import { sites } from './content'
import { caseTags, expect, test } from './fixtures'
import { holdScripts } from './page-checks'

/**
 * The sale catalogue as a buyer uses it, in every language: the list whole before the scripts, an
 * animal's page from it, and an enquiry about one animal. The animals and words
 * come from content (content/sale.yaml, content/catalogue.yaml); the tables' figures are read over
 * out/ (e2e/exported-html/catalogue.test.ts), the rules of its figures in lib/sale/.
 */

/** The cards as a reader meets them, in the list's order, those hidden left out. */
const shownCards = (page: Page) => page.locator('#animal-list > li:visible').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.animal))

for (const [index, site] of sites.entries()) {
  const { sale, catalogue: words } = site
  const catalogue = site.pathOf('catalogue')
  const slugs = sale.animals.map((animal) => animal.slug)

  test.describe(`the sale catalogue (${site.language})`, () => {
    test.skip(!sale.open, 'content/sale.yaml publishes no sale')

    test('before its scripts arrive, every animal is listed in the catalogue’s order, each leading to its page, and the page passes axe', { tag: caseTags(index, '@once') }, async ({ page }) => {
      const { release } = await holdScripts(page)
      await page.goto(catalogue, { waitUntil: 'commit' })
      await expect(page.locator('#animal-list > li')).toHaveCount(sale.animals.length)
      expect(await shownCards(page)).toEqual(slugs)
      release()
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
      await expectNoAccessibilityViolations(page, catalogue)
      await page.getByRole('link', { name: sale.animals[0]!.title, exact: true }).first().click()
      await expect(page).toHaveURL(new RegExp(`${sale.animals[0]!.href}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sale.animals[0]!.title)
    })

    test('ask about an animal: the message names it, the WhatsApp link too, and the enquiry’s subject carries its ID', { tag: caseTags(index, '@once') }, async ({ page }) => {
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
    })
  })
}

import type { Page } from '@playwright/test'
import { seedOrder } from '../lib/calculator/seed-order'
import { seedQuantity } from '../lib/calculator/seed-text'
import { formatNumber } from '../lib/format'
import { fillTemplate } from '../lib/template'
import { languageCodes } from '../content/languages'
import { contentIn } from './support/content'
import { caseTags, expect, test } from './support/fixtures'
import { holdScripts } from './support/page-checks'

/**
 * The seed to order, as a grower meets it: the calculator's kilograms and bags beside its cloves, and
 * "Ask for this seed", which writes the request into the contact form (before the framework too, and
 * from an address that asks for it). The sums are lib/calculator/seed-order.ts's, tested by hand there;
 * the figures here are the content's (cloves per kg, bags, price, stock, the order window), so an
 * owner's change keeps this green. The cloves of a hectare are worked by hand: 10 000 m² × 0,9 ÷ 0,045 m².
 */

/** A day inside the content's order window, at noon in South Africa, so no test depends on today's month. */
const inWindow = (from: number) => new Date(Date.UTC(2030, from - 1, 15, 10))
/** The first month outside it, if the window leaves one out. */
const outside = ({ from, to }: { from: number; to: number }) => {
  const after = (to % 12) + 1
  return after === from ? null : after
}

for (const [index, language] of languageCodes.entries()) {
  const site = contentIn(language)
  const { order } = site.calculator
  const { orderWindow } = site.garlic.varieties
  const pinkEgyptian = site.seedVarieties.find((variety) => variety.key === 'pink-egyptian')!
  const hectare = `${site.pathOf('garlic')}?mode=landToSeeds&variety=pink-egyptian&land=1&unit=hectare`
  const message = (page: Page) => page.locator('#contact textarea[name="message"]')
  const seedBlock = (page: Page) =>
    page.getByRole('region', { name: site.calculator.results.heading }).locator('[data-seed]')

  test.describe(`the seed to order (${language})`, { tag: caseTags(index) }, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(inWindow(orderWindow.from))
    })

    test('a hectare of Pink Egyptian: 200 000 cloves, and the kilograms to order, its price and its stock', async ({
      page,
    }) => {
      await page.goto(hectare)
      const results = page.getByRole('region', { name: site.calculator.results.heading })
      await expect(results.getByRole('definition').first()).toHaveText('200 000')
      const seed = seedOrder(200_000, pinkEgyptian)
      const block = seedBlock(page)
      await expect(block.getByRole('definition').first()).toHaveText(seedQuantity(seed, order))
      await expect(block).toContainText(
        fillTemplate(order.working, { cloves: '200 000', perKg: formatNumber(pinkEgyptian.clovesPerKg) }),
      )
      await expect(block).toContainText(pinkEgyptian.pricePerKg === undefined ? order.priceOnRequest : order.cost)
      await expect(block.getByRole('link', { name: order.ask })).toBeVisible()
      await expect(block).toContainText(order.askNote)
    })

    test(
      'Ask for this seed with the framework held back: what the visitor wrote first is kept, and the request ' +
        'follows it once the calculator has worked out',
      { tag: '@once' },
      async ({ page }) => {
        const { release } = await holdScripts(page)
        await page.goto(hectare, { waitUntil: 'commit' })
        await expect(page.locator('html')).toHaveAttribute('data-page-script', '')
        await message(page).fill('Good day,')
        release()
        await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
        const ask = seedBlock(page).getByRole('link', { name: order.ask })
        const words = (await ask.getAttribute('data-ask-message'))!
        expect(words).toContain(pinkEgyptian.name)
        expect(words).toContain(seedQuantity(seedOrder(200_000, pinkEgyptian), order))
        await ask.click()
        await expect(message(page)).toBeFocused()
        await expect(message(page)).toHaveValue(`Good day,\n\n${words}`)
        // Every character of it: a second click adds nothing.
        await ask.click()
        await expect(message(page)).toHaveValue(`Good day,\n\n${words}`)
      },
    )

    test(
      'the planner prices the seed for its hectares, and asks for it in the same words',
      { tag: '@once' },
      async ({ page }) => {
        await page.goto(`${site.pathOf('garlic')}?hectares=2&seed=pink-egyptian`)
        const panel = page.getByRole('region', { name: site.planner.results.heading })
        // 2 ha: 20 000 m² × 0,9 ÷ 0,045 m² = 400 000 cloves.
        const seed = seedQuantity(seedOrder(400_000, pinkEgyptian), order)
        await expect(panel.locator('tbody tr').last()).toContainText(seed)
        const ask = panel.getByRole('link', { name: order.ask })
        const words = (await ask.getAttribute('data-ask-message'))!
        expect(words).toContain(pinkEgyptian.name)
        expect(words).toContain(seed)
        await ask.click()
        await expect(message(page)).toHaveValue(words)
      },
    )

    test(
      'an address that asks for seed, opened with the framework held back: the form takes the request up ' +
        'once the calculator has drawn it, and the address asks no more',
      { tag: '@once' },
      async ({ page }) => {
        const { release } = await holdScripts(page)
        await page.goto(`${hectare}&ask=seed#contact`, { waitUntil: 'commit' })
        await expect(page.locator('html')).toHaveAttribute('data-page-script', '')
        await expect(message(page)).toHaveValue('')
        release()
        const words = await seedBlock(page).getByRole('link', { name: order.ask }).getAttribute('data-ask-message')
        await expect(message(page)).toHaveValue(words!)
        await expect.poll(() => new URL(page.url()).searchParams.get('ask')).toBeNull()
        expect(new URL(page.url()).searchParams.get('land')).toBe('1')
      },
    )
  })

  const closedMonth = outside(orderWindow)
  test(
    `outside the order window, the calculator says when ordering opens instead of the request (${language})`,
    { tag: caseTags(index, '@once') },
    async ({ page }) => {
      test.skip(closedMonth === null, 'content/garlic.yaml takes orders all year')
      await page.clock.setFixedTime(inWindow(closedMonth!))
      await page.goto(hectare)
      const block = seedBlock(page)
      await expect(block.getByRole('definition').first()).toBeVisible()
      const opens = new Intl.DateTimeFormat(site.lang, { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2000, orderWindow.from - 1, 15),
      )
      await expect(block).toContainText(fillTemplate(order.closed, { month: opens }))
      await expect(block.getByRole('link', { name: order.ask })).toHaveCount(0)
    },
  )
}

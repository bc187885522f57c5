import type { Page } from '@playwright/test'
import { sites } from './support/content'
import { caseTags, expect, test } from './support/fixtures'
import { typeNumber } from './support/page-checks'

/**
 * A page that fails while drawing shows the error screen in its language (app/(…)/error.tsx), in the
 * page's document (its title stays); the screen's file comes when it is needed
 * (components/errors/PageError.tsx), and when that cannot come either, the document's own screen
 * takes over (app/global-error.tsx, which names the document after the error). The failure is made
 * by serving the calculator's figures with a drawing that throws.
 */

const failure = 'The figures could not be drawn'

/** The calculator's figures' drawing, as the bundle exports it, made to throw; null for any other file. */
function brokenFigures(body: string): string | null {
  const drawing = /"ResultFigures",0,function\(\w*\)\{/
  return drawing.test(body) ? body.replace(drawing, (start) => `${start}throw new Error("${failure}");`) : null
}

/**
 * Serves the calculator's figures (its part loaded on first use) with a drawing that throws; every
 * other file as it is, or, with `loseTheRest`, lost on the way.
 */
async function breakTheFigures(page: Page, loseTheRest = false): Promise<string[]> {
  const lost: string[] = []
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const broken = brokenFigures(await response.text())
    if (broken !== null) return route.fulfill({ response, body: broken })
    if (!loseTheRest) return route.fulfill({ response })
    lost.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  return lost
}

for (const [index, site] of sites.entries()) {
  const garlic = site.pathOf('garlic')
  const words = site.words.error

  test(
    `${garlic}: a page that fails while drawing shows the error screen in its language, in the page’s document`,
    { tag: caseTags(index, '@once', '@chromium') },
    async ({ page, pageHealth }) => {
      pageHealth.expectPageError(new RegExp(failure))
      pageHealth.expectConsoleError(new RegExp(failure))
      await breakTheFigures(page)
      await page.goto(garlic)
      const title = await page.title()
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      await typeNumber(page.locator('.calculator input[name="seeds"]'), '1000')
      const screen = page.getByRole('alert').filter({ hasText: words.heading })
      await expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeVisible()
      await expect(screen.getByText(failure)).toBeVisible()
      await expect(screen.getByRole('link', { name: words.home })).toHaveAttribute('href', site.pathOf('home'))
      // Still the page's document: its title is the page's, not the error's.
      await expect(page).toHaveTitle(title)
    },
  )
}

test(
  'when the error screen’s own file cannot come either, the document’s screen takes over, in the page’s language',
  { tag: ['@once', '@chromium'] },
  async ({ page, pageHealth }) => {
    const site = sites.at(-1)!
    const words = site.words.error
    pageHealth.expectPageError(new RegExp(failure))
    pageHealth.expectConsoleError(/./)
    pageHealth.expectRequestFailure(/\/_next\/static\/chunks\//)
    await page.goto(site.pathOf('garlic'))
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    // The figures' part comes broken; any other file asked for from now on (the screen's) is lost.
    const lost = await breakTheFigures(page, true)
    await typeNumber(page.locator('.calculator input[name="seeds"]'), '1000')
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible()
    await expect(page).toHaveTitle(words.heading)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(site.lang)
    expect(lost.length).toBeGreaterThan(0)
  },
)

import { en } from './content'
import { allRoutes, expect, test } from './fixtures'
import { brokenHeadingWords, clippedText, overflowing, phoneWidths } from './page-checks'

test.describe('every page', () => {
  test("has its language's lang, one h1, a unique title and description", { tag: '@once' }, async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() }
    for (const route of allRoutes) {
      await page.goto(route.path)
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang)
      await expect(page.locator('h1')).toHaveCount(1)
      const title = await page.title()
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
      expect(title.length).toBeGreaterThan(10)
      expect(description.length).toBeGreaterThan(50)
      seen.titles.add(title)
      seen.descriptions.add(description)
    }
    expect(seen.titles.size).toBe(allRoutes.length)
    expect(seen.descriptions.size).toBe(allRoutes.length)
  })

  // Each page read to its end, in every engine: e2e/images-and-layout.spec.ts.

  // The narrowest phones in use and the common ones. The page's own width decides, so this runs once
  // per engine (@once) and sets each width itself: the page opens at the narrowest and is then
  // resized, as a window is (the stylesheet lays it out anew at each width; a load costs more).
  for (const route of allRoutes) {
    test(`${route.path} is never wider than the screen at ${phoneWidths.join(', ')} px: nothing slides sideways, no text is cut off, no heading word breaks`, { tag: '@once' }, async ({ page, browserName }) => {
      for (const [index, width] of phoneWidths.entries()) {
        await page.setViewportSize({ width, height: 800 })
        if (index === 0) await page.goto(route.path)
        expect(await overflowing(page), `${route.path} at ${width} px`).toEqual([])
        // A box that hides what overflows it can cut a line off while the page stays as wide as the screen.
        expect(await clippedText(page), `${route.path} at ${width} px`).toEqual([])
        // A long word (an Afrikaans compound) in a heading keeps to one line. Firefox hyphenates by
        // the page's language (it carries the dictionaries), so a word across two lines there shows
        // its hyphen: the check runs where a browser would cut the word without one.
        if (browserName !== 'firefox') expect(await brokenHeadingWords(page), `${route.path} at ${width} px`).toEqual([])
      }
    })
  }

  test('a skip link leads keyboard users past the navigation', async ({ page }) => {
    await page.goto('/bonsmara')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: en.words.skipLink })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

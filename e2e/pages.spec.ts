import { allRoutes, expect, test } from './support/fixtures'
import { brokenHeadingWords, clippedText, overflowing, phoneWidths } from './support/page-checks'

test.describe('every page', () => {
  // Each page's language, its one h1, and a title and description of its own are read over out/
  // (e2e/exported-html/search-and-sharing.test.ts): the server sends them, no engine changes them.

  // Each page read to its end, in every engine: e2e/images-and-layout.spec.ts.

  // The narrowest phones in use and the common ones. The page's own width decides, so this runs once
  // per engine (@once) and sets each width itself: the page opens at the narrowest and is then
  // resized, as a window is (the stylesheet lays it out anew at each width; a load costs more).
  for (const route of allRoutes) {
    test(
      `${route.path} is never wider than the screen at ${phoneWidths.join(', ')} ` +
        `px: nothing slides sideways, no text is cut off, no heading word breaks`,
      { tag: '@once' },
      async ({ page, browserName }) => {
        for (const [index, width] of phoneWidths.entries()) {
          await page.setViewportSize({ width, height: 800 })
          if (index === 0) await page.goto(route.path)
          expect(await overflowing(page), `${route.path} at ${width} px`).toEqual([])
          // A box that hides what overflows it can cut a line off while the page stays as wide as the screen.
          expect(await clippedText(page), `${route.path} at ${width} px`).toEqual([])
          // A long word (an Afrikaans compound) in a heading keeps to one line. Firefox hyphenates by
          // the page's language (it carries the dictionaries), so a word across two lines there shows
          // its hyphen: the check runs where a browser would cut the word without one.
          if (browserName !== 'firefox')
            expect(await brokenHeadingWords(page), `${route.path} at ${width} px`).toEqual([])
        }
      },
    )
  }
})

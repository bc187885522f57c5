import { expectNoAccessibilityViolations } from './support/axe'
import { en } from './support/content'
import { languageCodes } from '../content/languages'
import { allRoutes, caseTags, expect, routes, test } from './support/fixtures'
import { gridColumns, layoutShifts, scrollThrough, watchLayoutShifts } from './support/page-checks'

for (const route of allRoutes) {
  // Every image's alt text, size, AVIF sources and loading are read over out/
  // (e2e/exported-html/images-and-links.test.ts). Every engine reads each page to its end (the page's health fixture
  // fails on any console error or failed request); the Layout Instability API that reports shifts is Chromium's alone.
  // A page's other languages are the same files with other words: Firefox reads the first (`caseTags`). Read to its end
  // at a phone's width, the whole page is then scanned by axe (and HTML_CodeSniffer) in Chromium: every page once, at
  // the width most visitors have (at 320 and 1 280 px the stressed copies of every page are scanned,
  // e2e/stress.spec.ts). axe reads the markup and the computed styles, the site's in every engine: Firefox scans the
  // first page, as a check on its engine. At a desktop's width the default language's pages are read (another
  // language's words at their longest are read at 1 280 px in the stressed copies, shifts and errors included,
  // e2e/stress.spec.ts).
  const languageIndex = languageCodes.indexOf(route.language)
  // Nor does it ask another site for anything (the policy refuses most of that as a violation, but
  // lets the form reach the e-mail service, which must wait until a visitor sends), nor a byte of
  // the owner's editor at /admin (search and sharing metadata, the sitemap and robots.txt are read
  // over out/: e2e/exported-html/).
  test(
    `${route.path} loads and scrolls to its end with no console error, failed ` +
      `request, request to another site or the editor, or layout shift, and ends ` +
      `with the contact section; on a phone, axe finds nothing`,
    { tag: caseTags(languageIndex, ...(languageIndex > 0 ? ['@phone'] : [])) },
    async ({ page, browserName, phone, baseURL }) => {
      const shiftsReported = browserName === 'chromium'
      if (shiftsReported) await watchLayoutShifts(page)
      const elsewhere: string[] = []
      const editor: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith('data:')) return
        const url = new URL(request.url())
        if (url.origin !== new URL(baseURL!).origin) elsewhere.push(request.url())
        else if (url.pathname.startsWith('/admin')) editor.push(request.url())
      })
      await page.goto(route.path)
      await scrollThrough(page)
      expect(elsewhere, 'requests to another site').toEqual([])
      expect(editor, 'requests for the content editor').toEqual([])
      const lastSection = page.locator('main > section').last()
      await expect(lastSection).toHaveAttribute('id', 'contact')
      await expect(lastSection.getByRole('heading', { name: route.site.words.navigation.contactUs })).toBeVisible()
      if (shiftsReported) {
        await page.waitForTimeout(300)
        expect(await layoutShifts(page)).toEqual([])
      }
      if (phone && (browserName === 'chromium' || route === allRoutes[0]))
        await expectNoAccessibilityViolations(page, route.path)
    },
  )
}

/**
 * Columns a list of cards lays out at a phone (375 px), a tablet (768 px) and a desktop (1280 px) width, for however
 * many cards content gives it: never more columns than cards, three (or four, where a row of four reads well) on a wide
 * screen, one on a phone (components/sections/grid.ts). Certifications: one, two or three by width, as the
 * specification asks. Photo galleries: two on a phone.
 */
const cards = (count: number, widest: 3 | 4): number[] => {
  if (count <= 2) return [1, count, count]
  // Three a row only from 1 024 px: at 768 px a third of the row (218 px) is narrower than a card
  // title's longest allowed word, and two and one would strand a card.
  if (count === 3) return [1, 1, 3]
  if (count === 4) return widest === 4 ? [1, 2, 4] : [1, 2, 2]
  return [1, 2, widest]
}
const certificationColumns = (count: number) => [1, Math.min(count, 2), Math.min(count, 3)]
const { home, bonsmara, garlic } = en
const certificationsHeading = en.words.certifications.heading
const showcased = garlic.varieties.items.filter((variety) => variety.showcase).length
const grids = [
  { path: '/', list: home.operations.heading, columns: cards(home.operations.cards.length, 3) },
  { path: '/', list: certificationsHeading, columns: certificationColumns(en.certificationsOn('home').length) },
  // Testimonials: three a row from 768 px (the specification), never more than there are.
  {
    path: '/',
    list: en.words.testimonials.heading,
    columns: [1, Math.min(en.testimonials.length, 3), Math.min(en.testimonials.length, 3)],
  },
  { path: '/bonsmara', list: bonsmara.services.heading, columns: cards(bonsmara.services.items.length, 3) },
  { path: '/bonsmara', list: bonsmara.gallery.heading, columns: [2, 3, 4] },
  {
    path: '/bonsmara',
    list: certificationsHeading,
    columns: certificationColumns(en.certificationsOn('bonsmara').length),
  },
  { path: '/garlic', list: garlic.varieties.heading, columns: cards(showcased, 3) },
  { path: '/garlic', list: garlic.growingSteps.heading, columns: cards(garlic.growingSteps.steps.length, 4) },
  { path: '/garlic', list: garlic.fields.heading, columns: [2, 2, 4] },
  { path: '/garlic', list: certificationsHeading, columns: certificationColumns(en.certificationsOn('garlic').length) },
  { path: '/garlic', list: garlic.whyChoose.heading, columns: cards(garlic.whyChoose.points.length, 4) },
]

for (const { path } of routes) {
  test(`${path}: the grids have their columns at 375, 768 and 1280 px @desktop`, async ({ page }) => {
    // One load, then the window made wider: the columns are the style sheet's, by the width.
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto(path)
    for (const [index, width] of [375, 768, 1280].entries()) {
      await page.setViewportSize({ width, height: 900 })
      for (const grid of grids.filter((g) => g.path === path)) {
        const list = page.getByRole('list', { name: grid.list, exact: true })
        expect(await gridColumns(list), `${grid.list} at ${width} px`).toBe(grid.columns[index])
      }
    }
  })
}

test('phones get a text-only hero and never download its picture; wider screens fetch it first', async ({
  page,
  phone,
}) => {
  const heroFiles: string[] = []
  page.on('request', (request) => {
    if (/\/img\/home-hero-/.test(request.url())) heroFiles.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  const heroPicture = page.locator('section[aria-labelledby="page-title"] img')
  if (phone) {
    await expect(heroPicture).toBeHidden()
    expect(heroFiles).toEqual([])
  } else {
    await expect(heroPicture).toBeVisible()
    expect(heroFiles).toHaveLength(1)
    expect(heroFiles[0]).toMatch(/\.avif$/)
  }
})

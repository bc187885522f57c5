import type { Page, Route } from '@playwright/test'
import { fillTemplate } from '../lib/template'
import { sites, type SiteContent } from './support/content'
import { caseTags, expect, test } from './support/fixtures'
import { escapeRegExp, holdScripts, typeNumber } from './support/page-checks'

/**
 * When the page's scripts cannot start (an engine older than the browser policy, a script a proxy
 * blocks, a chunk broken or lost on the way), the calculator, the season planner and the contact
 * form say so in the page's language within a few seconds of the page's load, and offer the way on:
 * the figures table and the published prices, WhatsApp, a call, and an e-mail carrying what was
 * entered (scripts/build-steps/scripts-watchdog.ts, components/errors/ScriptsStalled.tsx). Before that
 * moment, and on a link that is only slow, they behave as they always did.
 */

/** Each tool's notice, found by its heading's words. */
function notices(page: Page, site: SiteContent) {
  const stalled = site.words.stalled
  const notice = (heading: string) => page.locator('.tool-stalled').filter({ hasText: heading })
  return { calculator: notice(stalled.calculator), planner: notice(stalled.planner), form: notice(stalled.form) }
}

/** The moment of the page's load event, in the page's own clock. */
const loadedAt = (page: Page) =>
  page.evaluate(() => performance.timing.loadEventStart - performance.timing.navigationStart)

for (const [index, site] of sites.entries()) {
  const garlic = site.pathOf('garlic')
  const stalled = site.words.stalled

  test(
    `${garlic}: every chunk broken (a syntax the engine cannot read): each tool ` +
      `says so within seconds, with its ways on`,
    { tag: caseTags(index) },
    async ({ page, pageHealth }) => {
      pageHealth.problems.length = 0
      // Every chunk is text no engine parses, as Chromium 87 met Next's chunks before the policy.
      await page.route('**/_next/static/chunks/*.js', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'const { = broken' }),
      )
      await page.goto(garlic, { waitUntil: 'commit' })
      await page.waitForLoadState('load')
      const tools = notices(page, site)
      await expect(tools.calculator).toBeVisible({ timeout: 8000 })
      const shownAt = await page.evaluate(() => performance.now())
      expect(shownAt - (await loadedAt(page)), 'shown within a few seconds of the load event').toBeLessThan(5000)
      await expect(tools.planner).toBeVisible()
      await expect(tools.form).toBeVisible()
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive', '')

      // The ways on: the page's own figures and prices, WhatsApp, a call, an e-mail to the business.
      await expect(tools.calculator.getByRole('link', { name: stalled.figures })).toHaveAttribute(
        'href',
        '#variety-figures-title',
      )
      await expect(tools.planner.getByRole('link', { name: stalled.prices })).toHaveAttribute('href', '#services')
      for (const notice of Object.values(tools)) {
        await expect(notice.getByRole('link', { name: stalled.whatsApp })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/\d+/,
        )
        await expect(
          notice.getByRole('link', { name: fillTemplate(stalled.call, { phone: site.settings.phone }) }),
        ).toHaveAttribute('href', /^tel:\+?\d+$/)
        await expect(notice.getByRole('link', { name: stalled.email })).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${site.settings.email.replace(/[.+]/g, '\\$&')}\\?subject=`),
        )
      }
      const figuresTable = page.locator('#variety-figures-title')
      await tools.calculator.getByRole('link', { name: stalled.figures }).click()
      await expect(figuresTable).toBeInViewport()

      // What the visitor enters travels in the e-mail: the calculator's amount, the form's message.
      await typeNumber(page.locator('input[name="seeds"]'), '1000')
      // With an amount entered, the calculator would say its figures are on their way: not now, they would not come.
      for (const waiting of await page.getByText(site.calculator.results.waitingTitle).all())
        await expect(waiting).toBeHidden()
      const mailTo = (notice: typeof tools.form) => notice.getByRole('link', { name: stalled.email })
      const mail = (subject: string, body: string) =>
        new RegExp(
          `subject=${escapeRegExp(encodeURIComponent(subject))}&body=.*${escapeRegExp(encodeURIComponent(body))}`,
        )
      await expect(mailTo(tools.calculator)).toHaveAttribute(
        'href',
        mail(site.calculator.heading, `${site.calculator.seeds.label}: 1000`),
      )
      await page.locator('#contact textarea[name="message"]').fill('Two tons of seed, please.')
      await expect(mailTo(tools.form)).toHaveAttribute(
        'href',
        mail(site.garlic.contact.subject, 'Two tons of seed, please.'),
      )
      // Only the chunks' own failures, which the test caused.
      expect(pageHealth.problems.filter((problem) => !problem.startsWith('uncaught exception:'))).toEqual([])
      pageHealth.problems.length = 0
    },
  )
}

// @chromium for this and the next: the watchdog is the same ES5 in every engine, and Firefox meets it
// through the broken chunks above; only how it notices differs here, in code that has no engine branch.
test(
  'a chunk blocked on the way (a proxy refuses it): the tools say so at once, in the page language',
  { tag: ['@once', '@chromium'] },
  async ({ page, pageHealth }) => {
    const site = sites.at(-1)!
    pageHealth.expectRequestFailure(/\/_next\/static\/chunks\//)
    // One chunk, whenever it is asked for (its preload and its script alike).
    let blocked: string | undefined
    await page.route('**/_next/static/chunks/*.js', (route) => {
      blocked ??= route.request().url()
      return route.request().url() === blocked ? route.abort('blockedbyclient') : route.continue()
    })
    await page.goto(site.pathOf('home'), { waitUntil: 'commit' })
    await page.waitForLoadState('load')
    await expect(notices(page, site).form).toBeVisible({ timeout: 5000 })
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang)
  },
)

for (const [what, serve] of [
  [
    'an engine that cannot read the page’s shared file (it stops at its first newer syntax)',
    (route: Route) => route.fulfill({ contentType: 'text/javascript', body: 'const late = () => {' }),
  ],
  ['the page’s shared file lost on the way', (route: Route) => route.abort('connectionreset')],
] as const) {
  test(
    `${what}: no chunk is ever asked for, and the tools say so as soon as the file has failed`,
    { tag: ['@once', '@chromium'] },
    async ({ page, pageHealth }) => {
      const site = sites[0]!
      pageHealth.expectRequestFailure(/\/js\/page-/)
      pageHealth.expectPageError(/Unexpected end of input|Unexpected token/)
      await page.route('**/js/page-*.js', serve)
      await page.goto(site.pathOf('garlic'), { waitUntil: 'commit' })
      await page.waitForLoadState('load')
      const tools = notices(page, site)
      await expect(tools.planner).toBeVisible({ timeout: 3000 })
      await expect(tools.form).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang)
      await expect(page.locator('html')).not.toHaveAttribute('data-page-script')
    },
  )
}

// @chromium: the watchdog's clock is the same code in every engine, and this test waits 9 s; once is enough.
test(
  'a slow link is not a failure: while the chunks are still on their way, no tool says it could not start',
  { tag: ['@once', '@chromium'] },
  async ({ page }) => {
    const site = sites[0]!
    const { release } = await holdScripts(page)
    await page.goto(site.pathOf('garlic'), { waitUntil: 'commit' })
    await page.waitForLoadState('load')
    const tools = notices(page, site)
    // Longer than the watchdog waits after the last chunk arrives, with the chunks still held.
    await page.waitForTimeout(7000)
    await expect(tools.calculator).toBeHidden()
    await expect(page.locator('html')).not.toHaveAttribute('data-scripts-stalled', '')
    release()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    // Once the page is interactive the watchdog stands down (its checks and a failed chunk's second of
    // grace ask first) and the notices' style sheet hides them: two seconds covers any timer it had set.
    await page.waitForTimeout(2000)
    for (const notice of Object.values(tools)) await expect(notice).toBeHidden()
    await expect(page.locator('html')).not.toHaveAttribute('data-scripts-stalled', '')
  },
)

// @chromium: Playwright cannot switch JavaScript off in Firefox over WebDriver BiDi.
test(
  'with neither styles nor scripts (a text browser), each tool’s notice comes ' +
    'before it, so nothing offers itself as working',
  { tag: ['@once', '@chromium'] },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.route('**/*.css', (route) => route.abort())
    const site = sites[0]!
    await page.goto(site.pathOf('garlic'))
    // A text browser reads the document in its order, every element shown.
    const text = (await page.evaluate(() => document.body.textContent ?? '')).replace(/\s+/g, ' ')
    // Skip link, navigation, the page's heading, its prices, each tool's notice before the tool, the contact paths.
    const order = [
      site.words.skipLink,
      site.words.navigation.contactUs,
      site.garlic.hero.title,
      site.garlic.services.field.items[0]!.name,
      site.words.stalled.calculator,
      site.calculator.seeds.label,
      site.words.stalled.planner,
      site.settings.email,
      site.words.stalled.form,
    ]
    const at = order.map((words) => text.indexOf(words))
    expect(
      at.every((position) => position >= 0),
      `${order.filter((_, index) => at[index]! < 0).join(', ')} missing`,
    ).toBe(true)
    expect(at).toEqual([...at].sort((a, b) => a - b))
    await context.close()
  },
)

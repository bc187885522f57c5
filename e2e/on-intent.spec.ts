import type { Page } from '@playwright/test'
import { privacyPageKey } from '../content/pages'
import { contactForm, fillEnquiry, outboxFor, senderFor, toaster } from './support/contact-sink'
import { en, sites } from './support/content'
import { expect, test } from './support/fixtures'
import { cacheNames } from '../lib/offline/cache-names'
import { askToSaveData, storedAddresses } from './support/offline-store'
import { holdScripts } from './support/page-checks'

/**
 * Where data is dear, the framework comes when a tool is touched (scripts/build-steps/load-when.ts,
 * whose every case is a unit test): what a reader fetches, what a touch starts, and the pages
 * without a tool, which never fetch it.
 */

// The light worker registers without the framework (scripts/build-steps/page-basics.ts): these tests watch it.
test.use({ serviceWorkers: 'allow' })

/** Next's chunks and a page's React payload: the framework a page fetches to become interactive. */
const isFramework = (url: string) => /^\/_next\/static\/chunks\/.+\.js$|\.txt$/.test(new URL(url).pathname)

function frameworkRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (isFramework(request.url())) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

/** Reads the page to its end as a reader does, a screen at a time, then lets the network settle. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForLoadState('networkidle')
}

// @chromium: Save-Data is switched on through the Chrome DevTools Protocol.
test(
  'a Save-Data reader of / who reads to the end fetches no framework; focusing the name box fetches ' +
    'it, and the form sends what was typed meanwhile, every character',
  { tag: ['@once', '@chromium'] },
  async ({ page }, testInfo) => {
    await askToSaveData(page)
    const framework = frameworkRequests(page)
    await page.goto('/')
    await readToTheEnd(page)
    expect(framework).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
    // Nothing is late: the page waits for a touch on purpose, so no tool says it could not start.
    await expect(page.locator('html')).not.toHaveAttribute('data-scripts-stalled')
    // The worker came all the same (scripts/build-steps/page-basics.ts), in its light mode.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw-light\.js$/,
    )

    // The visitor types on while the framework is on its way: held here until every field is filled.
    const { release } = await holdScripts(page)
    const form = contactForm(page)
    await form.name.focus()
    await expect.poll(() => framework.length).toBeGreaterThan(3)
    const sender = senderFor(testInfo)
    const enquiry = { name: 'Sipho Dlamini', email: sender, phone: '082 555 0100', message: 'Twelve heifers, please' }
    await fillEnquiry(page, enquiry)
    release()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    for (const [box, value] of [
      [form.name, enquiry.name],
      [form.email, enquiry.email],
      [form.phone, enquiry.phone],
      [form.message, enquiry.message],
    ] as const)
      await expect(box).toHaveValue(value)
    await form.send.click()
    await expect(page.locator(toaster).getByText(en.contact.toasts.sent.title)).toBeVisible()
    expect(outboxFor(sender).map((entry) => entry.template_params)).toEqual([
      expect.objectContaining({
        from_name: enquiry.name,
        from_email: enquiry.email,
        phone: enquiry.phone,
        message: enquiry.message,
      }),
    ])
  },
)

test(
  'a Save-Data visitor opening a calculator address gets the calculator without a touch',
  { tag: ['@once', '@chromium'] },
  async ({ page }) => {
    await askToSaveData(page)
    await page.goto('/garlic?mode=seedsToLand&seeds=1000#calculator')
    await expect(page.locator('html')).toHaveAttribute('data-scripts-when', 'now')
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
  },
)

test(
  'offline after a Save-Data reader’s visit, the pages read open, though the framework never came, and a page ' +
    'not read says so and lists them',
  { tag: ['@once', '@chromium'] },
  async ({ page, context, pageHealth }) => {
    pageHealth.expectStatus(503)
    await askToSaveData(page)
    const framework = frameworkRequests(page)
    const [first, second, unread] = (['bonsmara', 'garlic', privacyPageKey] as const).map((key) => en.pathOf(key)) as [
      string,
      string,
      string,
    ]
    await page.goto(first)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw-light\.js$/,
    )
    // The page read before the worker came, kept from the browser's cache; the next, as it is read.
    await expect.poll(() => storedAddresses(page, cacheNames.read)).toContain(first)
    await page.goto(second)
    await expect.poll(() => storedAddresses(page, cacheNames.read)).toContain(second)
    expect(framework).toEqual([])
    // No page that was not read is kept (the offline answers apart).
    const pages = new Set(sites.flatMap((site) => site.routes.map((route) => route.path)))
    expect((await storedAddresses(page, cacheNames.read)).filter((path) => pages.has(path)).sort()).toEqual(
      [first, second].sort(),
    )

    await context.setOffline(true)
    for (const path of [first, second]) {
      const response = await page.goto(path)
      expect(response?.fromServiceWorker(), path).toBe(true)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    }
    const response = await page.goto(unread, { waitUntil: 'commit' })
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.words.offline.heading)
    const listed = await page
      .locator('[data-stored-page]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-stored-page')))
    expect(listed).toEqual(expect.arrayContaining([first, second]))
    expect(listed).not.toContain(unread)
    await context.setOffline(false)
  },
)

test(
  'the 404 page fetches no framework for anyone, and still logs the missing path and shows today’s year',
  { tag: '@once' },
  async ({ page, pageHealth }) => {
    pageHealth.expectStatus(404)
    pageHealth.expectConsoleError(/404 Error: .*\/no-such-field\/early/)
    const logs: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('404 Error')) logs.push(message.text())
    })
    const framework = frameworkRequests(page)
    await page.goto('/no-such-field/early')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.words.notFound.heading)
    await expect
      .poll(() => logs)
      .toEqual(['404 Error: User attempted to access non-existent route: /no-such-field/early'])
    await page.waitForLoadState('networkidle')
    expect(framework).toEqual([])
    await expect(page.locator('[data-current-year]')).toHaveText(String(new Date().getFullYear()))
  },
)

test(
  'the privacy notice fetches no framework for any reader, and ends with the links, the e-mail carrying its subject',
  { tag: '@once' },
  async ({ page }) => {
    for (const site of sites) {
      const framework = frameworkRequests(page)
      await page.goto(site.pathOf('privacy'))
      await readToTheEnd(page)
      // Idle well past the loader's second after load: a page with a tool would have fetched it by now.
      await page.waitForTimeout(2500)
      expect(framework, site.pathOf('privacy')).toEqual([])
      await expect(page.locator('html')).toHaveAttribute('data-scripts-when', 'never')
      const contact = page.locator('#contact')
      await expect(contact.getByRole('heading', { level: 2, name: site.words.navigation.contactUs })).toBeVisible()
      await expect(contact.locator('form')).toHaveCount(0)
      const subject = site.privacy.contact.subject
      await expect(contact.locator('a[href^="mailto:"]')).toHaveAttribute(
        'href',
        `mailto:${site.settings.email}?subject=${encodeURIComponent(subject)}`,
      )
      await expect(page.locator('[data-current-year]')).toHaveText(String(new Date().getFullYear()))
    }
  },
)

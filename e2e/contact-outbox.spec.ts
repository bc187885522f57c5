import type { Page } from '@playwright/test'
import type { DraftStorage } from '../lib/contact/draft'
import { outboxMaxAgeMs, outboxStorageKey, queueEnquiry } from '../lib/contact/outbox'
import { fillTemplate } from '../lib/template'
import { settings } from '../content/settings'
import { contactForm, expectFieldsKept, fillEnquiry, outboxFor, senderFor, toaster } from './support/contact-sink'
import { sites, type SiteContent } from './support/content'
import { caseTags, expect, test } from './support/fixtures'

/**
 * "Send it when I'm back online": an enquiry written with no connection waits in this browser and
 * goes once, by itself, when the connection returns, on this page or the next one opened; never
 * twice, not even with two tabs open. The outbox's rules are unit-tested in lib/contact/outbox.test.ts.
 */

const enquiryFrom = (sender: string) => ({
  name: 'Sipho Dlamini',
  email: sender,
  phone: '082 555 0101',
  message: 'Is Shani seed available in March?\nDankie 🧄',
})

/** What the sink should receive: the enquiry as typed, with the garlic page's subject, to the business. */
const arrived = (site: SiteContent, sender: string) => ({
  from_name: 'Sipho Dlamini',
  from_email: sender,
  phone: '082 555 0101',
  message: 'Is Shani seed available in March?\nDankie 🧄',
  subject: site.garlic.contact.subject,
  to_email: settings.email,
})

/**
 * Writes an enquiry, loses the connection, presses Send and chooses to send it once back online.
 * The form fetches its checks and toasts when the visitor starts typing (the worker keeps them for
 * later visits; these tests run without it): the connection drops once they have arrived.
 */
async function queueWhileOffline(page: Page, site: SiteContent, sender: string): Promise<void> {
  await page.goto(`${site.pathOf('garlic')}#contact`)
  await fillEnquiry(page, enquiryFrom(sender), site)
  await page.waitForLoadState('networkidle')
  await page.context().setOffline(true)
  await contactForm(page, site).send.click()
  await page.getByRole('button', { name: site.contact.outbox.action }).click()
}

/** Offline without the service worker, pictures further down the page cannot load: not these tests' subject. */
const offlinePicturesMayFail = (pageHealth: { expectRequestFailure: (url: RegExp) => void }) =>
  pageHealth.expectRequestFailure(/\/img\//)

const waiting = (page: Page, site: SiteContent) =>
  contactForm(page, site)
    .form.getByRole('status')
    .filter({ hasText: fillTemplate(site.contact.outbox.waiting, { subject: site.garlic.contact.subject }) })

for (const [index, site] of sites.entries()) {
  test(
    `in ${site.lang}, an enquiry chosen to wait goes once, by itself, when the connection returns`,
    { tag: caseTags(index, '@once') },
    async ({ page, pageHealth }, testInfo) => {
      pageHealth.expectConsoleError(/The enquiry was not sent: the device is offline/)
      offlinePicturesMayFail(pageHealth)
      const sender = senderFor(testInfo)
      await queueWhileOffline(page, site, sender)
      const form = contactForm(page, site)
      // It says plainly that it waits, not as an error; the form is free for another enquiry.
      await expect(waiting(page, site)).toBeVisible()
      await expect(waiting(page, site).locator('[data-outbox="waiting"]')).toHaveCSS('background-color', /rgb\(/)
      await expect(page.getByRole('button', { name: site.contact.outbox.cancel })).toBeVisible()
      for (const box of [form.name, form.email, form.phone, form.message]) await expect(box).toHaveValue('')
      await page.waitForTimeout(300)
      expect(outboxFor(sender)).toEqual([])

      await page.context().setOffline(false)
      await expect(page.locator(toaster).getByText(site.contact.toasts.sent.title)).toBeVisible()
      await expect(waiting(page, site)).toHaveCount(0)
      await page.waitForTimeout(1000)
      expect(outboxFor(sender).map((entry) => entry.template_params)).toEqual([arrived(site, sender)])
    },
  )

  test(
    `in ${site.lang}, a waiting enquiry can be cancelled: it comes back to the form and is never sent`,
    { tag: caseTags(index, '@once', '@logic') },
    async ({ page, pageHealth }, testInfo) => {
      pageHealth.expectConsoleError(/The enquiry was not sent: the device is offline/)
      offlinePicturesMayFail(pageHealth)
      const sender = senderFor(testInfo)
      await queueWhileOffline(page, site, sender)
      await page.getByRole('button', { name: site.contact.outbox.cancel }).click()
      await expect(contactForm(page, site).form.getByText(site.contact.outbox.cancelled)).toBeVisible()
      await expectFieldsKept(page, enquiryFrom(sender), site)
      await page.context().setOffline(false)
      await page.waitForTimeout(1500)
      expect(outboxFor(sender)).toEqual([])
    },
  )
}

const site = sites[0]!

test(
  'a waiting enquiry goes from the next page opened once back online, after the first was closed: once',
  { tag: '@once' },
  async ({ page, context, pageHealth }, testInfo) => {
    pageHealth.expectConsoleError(/The enquiry was not sent: the device is offline/)
    offlinePicturesMayFail(pageHealth)
    const sender = senderFor(testInfo)
    await queueWhileOffline(page, site, sender)
    await expect(waiting(page, site)).toBeVisible()
    await page.close()
    await context.setOffline(false)
    const next = await context.newPage()
    await next.goto(site.pathOf('bonsmara'))
    await expect(next.locator(toaster).getByText(site.contact.toasts.sent.title)).toBeVisible()
    await next.reload()
    await next.waitForTimeout(1000)
    expect(outboxFor(sender).map((entry) => entry.template_params)).toEqual([arrived(site, sender)])
  },
)

// @chromium: in Firefox the second tab's on-demand code is still loading when the test cuts the
// connection, and the test has no signal that tells when it has arrived.
test(
  'with a second tab open, the connection returning sends the waiting enquiry once',
  { tag: ['@once', '@chromium'] },
  async ({ page, context, pageHealth }, testInfo) => {
    pageHealth.expectConsoleError(/The enquiry was not sent: the device is offline/)
    offlinePicturesMayFail(pageHealth)
    const sender = senderFor(testInfo)
    const other = await context.newPage()
    await other.goto(`${site.pathOf('home')}#contact`)
    await other.locator('html[data-interactive]').waitFor({ state: 'attached' })
    // These tests run without the service worker, which would hold the outbox's code offline: the
    // other tab fetches it the way a visitor's tab does, when its form is first touched.
    await contactForm(other, site).name.focus()
    await other.waitForLoadState('networkidle')
    await queueWhileOffline(page, site, sender)
    // The other tab sees it waiting too.
    await expect(waiting(other, site)).toBeVisible()
    await context.setOffline(false)
    // One of the two tabs says it went.
    const told = async () =>
      (await page.locator(toaster).getByText(site.contact.toasts.sent.title).count()) +
      (await other.locator(toaster).getByText(site.contact.toasts.sent.title).count())
    await expect.poll(told).toBe(1)
    await expect(waiting(page, site)).toHaveCount(0)
    await expect(waiting(other, site)).toHaveCount(0)
    await page.waitForTimeout(1500)
    expect(outboxFor(sender)).toHaveLength(1)
  },
)

test(
  'an enquiry that waited more than 7 days is removed unsent, and the form says so',
  { tag: ['@once', '@logic'] },
  async ({ page }, testInfo) => {
    const sender = senderFor(testInfo)
    // The outbox as this browser would hold it, written by the outbox's own rules 7 days and 1 ms ago.
    const held = new Map<string, string>()
    const storage: DraftStorage = {
      getItem: (key) => held.get(key) ?? null,
      setItem: (key, value) => void held.set(key, value),
      removeItem: (key) => void held.delete(key),
    }
    queueEnquiry(storage, { ...arrived(site, sender) }, Date.now() - outboxMaxAgeMs - 1, 'stale')
    // Only on the site's own pages: Firefox runs init scripts on about:blank too, where storage is refused.
    await page.addInitScript(
      ([key, value]) => location.protocol === 'http:' && localStorage.setItem(key!, value!),
      [outboxStorageKey, held.get(outboxStorageKey)!],
    )
    await page.goto(`${site.pathOf('garlic')}#contact`)
    await expect(contactForm(page, site).form.getByText(site.contact.outbox.expired)).toBeVisible()
    await page.waitForTimeout(1000)
    expect(outboxFor(sender)).toEqual([])
  },
)

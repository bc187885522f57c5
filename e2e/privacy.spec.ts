import type { Page } from '@playwright/test'
import { draftStorageKey } from '../lib/contact/draft'
import { outboxStorageKey } from '../lib/contact/outbox-key'
import { fillTemplate } from '../lib/template'
import { expectNoAccessibilityViolations } from './support/axe'
import { contactForm, fillEnquiry, outboxFor, senderFor } from './support/contact-sink'
import { sites, type SiteContent } from './support/content'
import { caseTags, expect, test } from './support/fixtures'
import { holdScripts } from './support/page-checks'

/**
 * What happens to a visitor's details (POPIA section 18): the line under every form's Send button,
 * the privacy notice it links to, and the control that removes what this device keeps. The notice's
 * words and links are read over out/ (e2e/exported-html/privacy.test.ts); its hreflang, sitemap,
 * Open Graph, budgets and axe are checked with every page of the registry.
 */

const privacyLine = (page: Page, site: SiteContent) =>
  contactForm(page, site).form.getByText(fillTemplate(site.contact.privacyNotice, { link: site.contact.privacyLink }))

for (const [index, site] of sites.entries()) {
  test(
    `in ${site.lang}, under Send, one line says what happens to the details and ` +
      `leads by keyboard to the notice in the same language`,
    { tag: caseTags(index, '@once') },
    async ({ page }) => {
      await page.goto(`${site.pathOf('garlic')}#contact`)
      const form = contactForm(page, site)
      await expect(privacyLine(page, site)).toBeVisible()
      // Under the button, not beside it (both measured at once: the page may still be scrolling).
      const [buttonBottom, lineTop] = await form.form.evaluate((element) =>
        [element.querySelector('button[type="submit"]')!, element.querySelector('[data-privacy-line]')!].map(
          (part, index) => {
            const box = part.getBoundingClientRect()
            return index === 0 ? box.bottom : box.top
          },
        ),
      )
      expect(lineTop).toBeGreaterThanOrEqual(buttonBottom!)
      // The next stop after Send is the notice's link; Enter follows it.
      await form.send.focus()
      await page.keyboard.press('Tab')
      const link = form.form.getByRole('link', { name: site.contact.privacyLink })
      await expect(link).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${site.pathOf('privacy')}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang)
      await expect(page.getByRole('heading', { level: 1, name: site.privacy.hero.title })).toBeVisible()
    },
  )
}

// @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi fires the offline event
// but lets every request through, so a lost connection cannot be staged there.
test(
  '"Clear my saved draft" removes the draft and the enquiry waiting to be sent, and nothing goes when the link returns',
  { tag: ['@once', '@chromium'] },
  async ({ page, pageHealth }, testInfo) => {
    const site = sites[1]!
    pageHealth.expectConsoleError(/The enquiry was not sent: the device is offline/)
    pageHealth.expectRequestFailure(/\/img\//)
    const sender = senderFor(testInfo)
    await page.goto(`${site.pathOf('garlic')}#contact`)
    const form = contactForm(page, site)
    const clear = form.form.getByRole('button', { name: site.contact.clearDraft.action })
    // Nothing kept yet: nothing to clear.
    await expect(clear).toHaveCount(0)
    const enquiry = { name: 'Thandi Mokoena', email: sender, phone: '', message: 'Hoeveel saad vir twee hektaar?' }
    await fillEnquiry(page, enquiry, site)
    await expect(clear).toBeVisible()
    // One enquiry waits for the connection; a second is drafted.
    await page.waitForLoadState('networkidle')
    await page.context().setOffline(true)
    await form.send.click()
    await page.getByRole('button', { name: site.contact.outbox.action }).click()
    await expect(
      form.form.getByText(fillTemplate(site.contact.outbox.waiting, { subject: site.garlic.contact.subject })),
    ).toBeVisible()
    await form.message.fill('En die prys per ton?')
    const stored = () =>
      page.evaluate(
        ([draft, outbox]) => [localStorage.getItem(draft!), localStorage.getItem(outbox!)],
        [draftStorageKey, outboxStorageKey],
      )
    expect((await stored()).every((value) => value !== null)).toBe(true)

    await clear.click()
    const done = form.form.getByRole('status').filter({ hasText: site.contact.clearDraft.done })
    await expect(done).toBeVisible()
    // The control is gone; focus is on what it says, not lost to the top of the page.
    await expect(done).toBeFocused()
    await expect(form.message).toHaveValue('')
    await expect(
      form.form.getByText(fillTemplate(site.contact.outbox.waiting, { subject: site.garlic.contact.subject })),
    ).toHaveCount(0)
    await expect(clear).toHaveCount(0)
    expect(await stored()).toEqual([null, null])

    await page.context().setOffline(false)
    await page.reload()
    for (const box of [form.name, form.email, form.message]) await expect(box).toHaveValue('')
    await page.waitForTimeout(1000)
    expect(outboxFor(sender)).toEqual([])
  },
)

test(
  'before the scripts arrive, the line and its link work; the clear control ' +
    'waits for the script that can clear, then offers itself',
  { tag: '@once' },
  async ({ page }) => {
    const site = sites[0]!
    const { release } = await holdScripts(page)
    await page.goto(`${site.pathOf('garlic')}#contact`, { waitUntil: 'commit' })
    const form = contactForm(page, site)
    await expect(privacyLine(page, site)).toBeVisible()
    await expect(form.form.getByRole('link', { name: site.contact.privacyLink })).toHaveAttribute(
      'href',
      site.pathOf('privacy'),
    )
    // Typed before the script: kept, but nothing claims it can be cleared yet.
    await form.name.fill('Sipho Dlamini')
    await expect(form.form.getByRole('button', { name: site.contact.clearDraft.action })).toHaveCount(0)
    release()
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    await expect(form.form.getByRole('button', { name: site.contact.clearDraft.action })).toBeVisible()
    await expect(form.name).toHaveValue('Sipho Dlamini')
  },
)

test(
  'the form has no accessibility violations once a draft is kept',
  { tag: ['@once', '@logic'] },
  async ({ page }) => {
    const site = sites[0]!
    await page.goto(`${site.pathOf('home')}#contact`)
    await contactForm(page, site).name.fill('Sipho Dlamini')
    await expect(
      contactForm(page, site).form.getByRole('button', { name: site.contact.clearDraft.action }),
    ).toBeVisible()
    await expectNoAccessibilityViolations(page, 'the form with a draft kept', ['#contact'])
  },
)

import { settings } from '../content/settings'
import { en, sites } from './support/content'
import { caseTags, test, expect } from './support/fixtures'
import {
  contactForm,
  expectFieldsKept,
  fillEnquiry,
  outboxFor,
  senderFor,
  sinkAnswers,
  sinkUrl,
  toaster,
} from './support/contact-sink'
import { expectNoAccessibilityViolations } from './support/axe'
import { holdScripts } from './support/page-checks'

const enquiry = (email: string) => ({
  name: 'Pieter',
  email,
  phone: '083 123 4567',
  message: 'Garlic seed for 2 ha, please.',
})

test(
  'while sending, the button reads Submitting... and is disabled, so a second click sends nothing more',
  { tag: '@once' },
  async ({ page, request }, testInfo) => {
    const sender = senderFor(testInfo)
    await sinkAnswers(request, sender, 'slow:1500')
    await page.goto('/garlic#contact')
    const form = contactForm(page)
    await fillEnquiry(page, enquiry(sender))
    await form.send.click()

    await expect(form.send).toHaveText(en.contact.submitting)
    await expect(form.send).toBeDisabled()
    await form.send.click({ force: true })
    await expect(page.locator(toaster).getByText(en.contact.toasts.sent.title)).toBeVisible()
    await expect(form.send).toHaveText(en.contact.submit)
    await expect(form.send).toBeEnabled()
    expect(outboxFor(sender)).toHaveLength(1)
  },
)

// Every refusal is the same failure to the form: lib/contact/send-enquiry.test.ts takes each status
// by table (400, 403, 429, 451, 500); here two of them go through the page, and 451 and 500 below.
for (const [index, status] of (['400', '429'] as const).entries()) {
  test(
    `a ${status} answer shows the error toast and keeps every field`,
    { tag: caseTags(index, '@once', '@logic') },
    async ({ page, request, pageHealth }, testInfo) => {
      pageHealth.expectStatus(Number(status))
      pageHealth.expectConsoleError(new RegExp(`The enquiry was not sent: the e-mail service answered ${status}`))
      const sender = senderFor(testInfo)
      await sinkAnswers(request, sender, status)
      await page.goto('/bonsmara#contact')
      const form = contactForm(page)
      await fillEnquiry(page, enquiry(sender))
      await form.send.click()

      await expect(page.locator(toaster).getByText(en.contact.toasts.failed.description)).toBeVisible()
      await expect(page.locator(toaster).getByText(en.contact.toasts.failed.title, { exact: true })).toBeVisible()
      await expectFieldsKept(page, enquiry(sender))
      await expect(form.send).toBeEnabled()
      await expect(form.send).toHaveText(en.contact.submit)
      expect(outboxFor(sender)).toEqual([])
    },
  )
}

test(
  'no network: the error toast, every field kept, and a later send succeeds',
  { tag: '@once' },
  async ({ page, pageHealth }, testInfo) => {
    // The reason in brackets is the engine's own words (Chromium: Failed to fetch).
    pageHealth.expectConsoleError(/The enquiry was not sent: no network \(/)
    const sender = senderFor(testInfo)
    await page.goto('/#contact')
    const form = contactForm(page)
    await fillEnquiry(page, enquiry(sender))
    // The SDK sees a TypeError however the request is cut off.
    pageHealth.expectRequestFailure(new RegExp(`^${sinkUrl}/`))
    await page.route(`${sinkUrl}/**`, (route) => route.abort('aborted'))
    await form.send.click()
    await expect(page.locator(toaster).getByText(en.contact.toasts.failed.description)).toBeVisible()
    await expectFieldsKept(page, enquiry(sender))
    await expect(form.send).toBeEnabled()

    await page.unroute(`${sinkUrl}/**`)
    await form.send.click()
    await expect(page.locator(toaster).getByText(en.contact.toasts.sent.title)).toBeVisible()
    expect(outboxFor(sender)).toHaveLength(1)
  },
)

test(
  'no answer within 15 seconds is a failure; at 14 seconds it is still sending',
  { tag: ['@once', '@logic'] },
  async ({ page, request, pageHealth }, testInfo) => {
    pageHealth.expectConsoleError(/The enquiry was not sent: no answer within 15 s/)
    const sender = senderFor(testInfo)
    await sinkAnswers(request, sender, 'hang')
    await page.clock.install()
    await page.goto('/#contact')
    const form = contactForm(page)
    await fillEnquiry(page, enquiry(sender))
    await form.send.click()
    await expect(form.send).toHaveText(en.contact.submitting)

    await page.clock.fastForward(14_000)
    await expect(form.send).toHaveText(en.contact.submitting)
    await page.clock.fastForward(1_000)
    await expect(page.locator(toaster).getByText(en.contact.toasts.failed.description)).toBeVisible()
    await expectFieldsKept(page, enquiry(sender))
    await expect(form.send).toBeEnabled()
  },
)

test(
  'the draft survives a reload and a failed send, and is gone after a successful one',
  { tag: ['@once', '@logic'] },
  async ({ page, request, pageHealth }, testInfo) => {
    pageHealth.expectStatus(500)
    pageHealth.expectConsoleError(/The enquiry was not sent/)
    const sender = senderFor(testInfo)
    const typed = { name: ' Zoë Nkosí ', email: sender, phone: '', message: 'Line one\nLine two 🧄' }
    await page.goto('/garlic#contact')
    const form = contactForm(page)
    await fillEnquiry(page, typed)
    await page.reload()
    await expectFieldsKept(page, typed)
    await expect(form.form.getByText(`${typed.message.length}/1000`)).toBeVisible()

    await sinkAnswers(request, sender, '500')
    await form.send.click()
    await expect(page.locator(toaster).getByText(en.contact.toasts.failed.description)).toBeVisible()
    // The draft follows the visitor to another page, too.
    await page.goto('/bonsmara#contact')
    await expectFieldsKept(page, typed)

    await sinkAnswers(request, sender, 'ok')
    await form.send.click()
    await expect(page.locator(toaster).getByText(en.contact.toasts.sent.title)).toBeVisible()
    await page.reload()
    await expectFieldsKept(page, { name: '', email: '', phone: '', message: '' })
    expect(outboxFor(sender)[0]?.template_params.subject).toBe(en.bonsmara.contact.subject)
  },
)

test('a draft older than 7 days is not restored', { tag: ['@once', '@logic'] }, async ({ page }) => {
  const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000
  await page.addInitScript((savedAt) => {
    // Only on the site's own pages: Firefox runs init scripts on about:blank too, where storage is refused.
    if (location.protocol !== 'http:') return
    const fields = { name: 'Old', email: 'old@example.com', phone: '', message: 'Stale' }
    localStorage.setItem('contact-enquiry-draft', JSON.stringify({ savedAt, fields }))
  }, eightDaysAgo)
  await page.goto('/#contact')
  const form = contactForm(page)
  await expect(form.form).toBeVisible()
  // The restore runs once the form's script starts; the counter is drawn by the same script.
  await page.waitForFunction(() => !localStorage.getItem('contact-enquiry-draft'))
  await expect(form.name).toHaveValue('')
  await expect(form.message).toHaveValue('')
})

test(
  'what a visitor types before the script arrives is kept and saved as the draft',
  { tag: '@once' },
  async ({ page }) => {
    // A slow link: the HTML is there, the JavaScript is not yet.
    const { release } = await holdScripts(page)
    await page.goto('/#contact', { waitUntil: 'commit' })
    const form = contactForm(page)
    await form.name.fill('Early Typist')
    await form.message.fill('Typed on a slow link')
    release()

    await page.waitForFunction(() => localStorage.getItem('contact-enquiry-draft')?.includes('Early Typist'))
    await expect(form.name).toHaveValue('Early Typist')
    await expect(form.message).toHaveValue('Typed on a slow link')
    await expect(form.form.getByText('20/1000')).toBeVisible()
  },
)

/** A link's text as the app that opens it reads it: WhatsApp's `text`, or a mailto's subject and body. */
function decodeFallback(href: string): { to: string; text: string } {
  if (href.startsWith('mailto:')) {
    const [to, query] = href.slice('mailto:'.length).split('?') as [string, string]
    const fields = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]))
    return {
      to,
      text: `${decodeURIComponent(fields.get('subject')!)}\n\n${decodeURIComponent(fields.get('body')!)}`.replace(
        /\r\n/g,
        '\n',
      ),
    }
  }
  const url = new URL(href)
  return { to: url.pathname.slice(1), text: url.searchParams.get('text')! }
}

// Each language once, each with another refusal (a server error, a refusal of the sender): every
// refusal of the service is the same failure to the form (lib/contact/send-enquiry.test.ts takes
// each status by table), so its status changes no word of the offer.
for (const [siteIndex, site] of sites.entries()) {
  {
    const status = (['500', '451'] as const)[siteIndex % 2]!
    test(
      `in ${site.lang}, a ${status} from the e-mail service offers WhatsApp and ` +
        `e-mail instead, the whole enquiry written in both`,
      { tag: caseTags(siteIndex, '@once', '@logic') },
      async ({ page, request, pageHealth }, testInfo) => {
        pageHealth.expectStatus(Number(status))
        pageHealth.expectConsoleError(new RegExp(`The enquiry was not sent: the e-mail service answered ${status}`))
        const { contact } = site
        const sender = senderFor(testInfo)
        await sinkAnswers(request, sender, status)
        const sent = {
          name: 'Pieter van Wyk & Seuns',
          email: sender,
          phone: '+27 83 123 4567',
          message: 'Saad vir 2 ha: 50% Shani?\n"Dankie" 🧄 #1',
        }
        await page.goto(`${site.pathOf('garlic')}#contact`)
        const form = contactForm(page, site)
        await fillEnquiry(page, sent, site)
        await form.send.click()

        const toast = page.locator('[data-sonner-toast]').filter({ hasText: contact.toasts.failed.description })
        await expect(toast).toBeVisible()
        const written = [
          site.garlic.contact.subject,
          '',
          `${contact.labels.name}: ${sent.name}`,
          `${contact.labels.email}: ${sent.email}`,
          `${contact.labels.phone}: ${sent.phone}`,
          '',
          `${contact.labels.message}:`,
          sent.message,
        ].join('\n')
        // The same two links in the toast and, to stay until the next send, in the form.
        for (const place of [toast, form.form.getByRole('status').filter({ hasText: contact.fallback.lead })]) {
          const whatsApp = place.getByRole('link', { name: contact.fallback.whatsApp })
          const email = place.getByRole('link', { name: contact.fallback.email })
          expect(decodeFallback((await whatsApp.getAttribute('href'))!)).toEqual({
            to: settings.phone.replace(/\D/g, '').replace(/^0/, '27'),
            text: written,
          })
          expect(decodeFallback((await email.getAttribute('href'))!)).toEqual({ to: settings.email, text: written })
          await expect(whatsApp).toHaveAttribute('target', '_blank')
        }
        await expectFieldsKept(page, sent, site)
        expect(outboxFor(sender)).toEqual([])
        // The toast and the note pass axe (contrast, names) while they show, once the toast has slid in.
        await expect(toast).toHaveCSS('opacity', '1')
        await expectNoAccessibilityViolations(page, `the ${status} toast and the other ways to send, ${site.lang}`, [
          '#contact',
          '[data-sonner-toaster]',
        ])
      },
    )
  }
}

import {
  contactForm,
  fillEnquiry,
  expectFieldsKept,
  outboxFor,
  senderFor,
  sinkUrl,
  toaster,
} from './support/contact-sink'
import { en } from './support/content'
import { expect, test } from './support/fixtures'

/** When the services outside the site fail, the page keeps working and says what happened. */
// A failure of the network or the service is met the same way at every width (@once), as sending's are.
test.describe('a failing outside world', { tag: '@once' }, () => {
  test('the connection dropping mid-send: the error toast, every field kept, and the page still works', async ({
    page,
    pageHealth,
  }, testInfo) => {
    pageHealth.expectRequestFailure(new RegExp(`^${sinkUrl}/`))
    pageHealth.expectConsoleError(/The enquiry was not sent/)
    const sender = senderFor(testInfo)
    const enquiry = { name: 'Sipho', email: sender, phone: '', message: 'Two bulls for a 40-cow herd.' }
    // The request reaches the network and the line goes dead half a second later.
    await page.route(`${sinkUrl}/**`, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue()
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.abort('connectionreset')
    })
    await page.goto('/bonsmara#contact')
    await fillEnquiry(page, enquiry)
    const form = contactForm(page)
    await form.send.click()
    await expect(form.send).toHaveText(en.contact.submitting)
    await expect(page.locator(toaster).getByText(en.contact.toasts.failed.description)).toBeVisible()
    await expectFieldsKept(page, enquiry)
    await expect(form.send).toBeEnabled()
    expect(outboxFor(sender)).toEqual([])

    // The rest of the page is unaffected: the calculator page still opens and computes.
    await page.goto('/garlic?mode=seedsToLand&variety=pink-egyptian&seeds=1000')
    await expect(page.getByRole('region', { name: en.calculator.results.heading })).toContainText('50 m²')
  })

  test(
    'the e-mail service unreachable (DNS failure): the same message, nothing lost',
    { tag: '@logic' },
    async ({ page, pageHealth }, testInfo) => {
      pageHealth.expectRequestFailure(new RegExp(`^${sinkUrl}/`))
      pageHealth.expectConsoleError(/The enquiry was not sent/)
      const sender = senderFor(testInfo)
      const enquiry = { name: 'Anri', email: sender, phone: '082 555 1234', message: 'Processing 12 tons of bulbs.' }
      await page.route(`${sinkUrl}/**`, (route) => route.abort('namenotresolved'))
      await page.goto('/garlic#contact')
      await fillEnquiry(page, enquiry)
      await contactForm(page).send.click()
      await expect(page.locator(toaster).getByText(en.contact.toasts.failed.description)).toBeVisible()
      await expectFieldsKept(page, enquiry)
      // After a reload the draft is still there.
      await page.reload()
      await expectFieldsKept(page, enquiry)
    },
  )
})

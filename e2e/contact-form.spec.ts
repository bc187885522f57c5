// The settings the site was built with (scripts/e2e.ts passes them on), so a .env.local with real
// values does not break the expectations.
import { settings as config } from '../content/settings'
import { contactForm, fillEnquiry, outboxFor, senderFor, toaster } from './support/contact-sink'
import { en, pageContentOf } from './support/content'
import { allRoutes, caseTags, test, expect } from './support/fixtures'

/** Each page's subject line in its language, from its content file. */
const subjectOf = (route: (typeof allRoutes)[number]) => pageContentOf(route.site, route.key).contact.subject

// Every page's contact section carries its own subject (read over out/ for every page,
// e2e/exported-html/contact-subject.test.ts); an enquiry goes from the first page of each language.
for (const [index, route] of allRoutes.filter((each) => each.key === allRoutes[0]!.key).entries()) {
  test(
    `an enquiry from ${route.path} reaches the outbox with the page's subject in its language, and the form empties`,
    { tag: caseTags(index, '@once') },
    async ({ page }, testInfo) => {
      const sender = senderFor(testInfo)
      const { contact } = route.site
      await page.goto(`${route.path}#contact`)
      const form = contactForm(page, route.site)
      await fillEnquiry(
        page,
        { name: '  Thandi Mokoena ', email: ` ${sender} `, phone: '', message: ' Do you have 20 heifers?\nThanks 🐄 ' },
        route.site,
      )
      await form.send.click()

      await expect(page.locator(toaster).getByText(contact.toasts.sent.title)).toBeVisible()
      for (const box of [form.name, form.email, form.phone, form.message]) await expect(box).toHaveValue('')
      await expect(form.form.getByText('0/1000')).toBeVisible()
      expect(outboxFor(sender)).toEqual([
        {
          receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
          lib_version: '4.4.1',
          user_id: config.emailJs.publicKey,
          service_id: config.emailJs.serviceId,
          template_id: config.emailJs.templateId,
          template_params: {
            from_name: 'Thandi Mokoena',
            from_email: sender,
            phone: contact.phoneNotProvided,
            message: 'Do you have 20 heifers?\nThanks 🐄',
            subject: subjectOf(route),
            to_email: config.email,
          },
        },
      ])
    },
  )
}

// Every validation message (in each language), the limits and the counter, the first wrong field
// taking focus, editing clearing its message, the robot trap, Send waiting while sending and the
// payload are component tests (components/contact/ContactForm.test.tsx). Here: enquiries sent
// from the built pages through a real server, and what only a browser shows.

test(
  'text with HTML or script in it arrives as plain text and never runs',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    const sender = senderFor(testInfo)
    await page.goto('/#contact')
    const form = contactForm(page)
    const name = '<b>Thandi</b> <img src=x onerror="window.__ran=1">'
    const message = '<script>window.__ran=2</script> & "quotes" <a href="javascript:window.__ran=3">link</a>'
    await fillEnquiry(page, { name, email: sender, phone: '<i>082</i>', message })
    await page.reload()
    await form.send.click()

    await expect(page.locator(toaster).getByText(en.contact.toasts.sent.title)).toBeVisible()
    expect(outboxFor(sender)[0]?.template_params).toMatchObject({ from_name: name, message, phone: '<i>082</i>' })
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined()
  },
)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'the form is not offered, and the e-mail and WhatsApp links are',
    { tag: '@once' },
    async ({ page, pageHealth }) => {
      pageHealth.expectScriptsBlocked()
      await page.goto('/garlic')
      const contact = page.getByRole('region', { name: en.words.navigation.contactUs })
      await expect(contact.getByRole('heading', { name: en.contact.directHeading })).toBeVisible()
      await expect(
        contact.getByRole('link', { name: en.contact.emailLink.replace('{email}', config.email) }),
      ).toBeVisible()
      await expect(
        contact.getByRole('link', {
          name: `${en.contact.whatsappLink.replace('{phone}', config.phone)} ${en.words.newTab}`,
        }),
      ).toBeVisible()
      await expect(contact.getByRole('textbox')).toHaveCount(0)
      await expect(contact.getByRole('button', { name: en.contact.submit })).toBeHidden()
    },
  )
})

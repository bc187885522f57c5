// The settings the site was built with (scripts/e2e.ts passes them on), so a .env.local with real
// values does not break the expectations.
import { settings as config } from '../content/settings'
import { contactForm, fillEnquiry, outboxFor, senderFor, sinkAnswers } from './contact-sink'
import { en, pageContentOf, sites } from './content'
import { allRoutes, test, expect } from './fixtures'
import { defaultLanguage } from '../content/languages'

/** Each page's subject line in its language, from its content file. */
const subjectOf = (route: (typeof allRoutes)[number]) => pageContentOf(route.site, route.key).contact.subject

for (const route of allRoutes) {
  test(`an enquiry from ${route.path} reaches the outbox with the page's subject in its language, and the form empties`, { tag: '@once' }, async ({ page }, testInfo) => {
    const sender = senderFor(testInfo)
    const { contact } = route.site
    await page.goto(`${route.path}#contact`)
    const form = contactForm(page, route.site)
    await fillEnquiry(page, { name: '  Thandi Mokoena ', email: ` ${sender} `, phone: '', message: ' Do you have 20 heifers?\nThanks 🐄 ' }, route.site)
    await form.send.click()

    await expect(page.getByText(contact.toasts.sent.title)).toBeVisible()
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
  })
}

for (const site of sites.filter((candidate) => candidate.language !== defaultLanguage)) {
  test(`in ${site.lang}, the validation messages and the toasts are the page's language, and Send waits while sending`, { tag: '@once' }, async ({ page, request }, testInfo) => {
    const { contact } = site
    await page.goto(`${site.pathOf('garlic')}#contact`)
    const form = contactForm(page, site)
    await form.send.click()
    await expect(page.getByText(contact.toasts.invalid.title, { exact: true })).toBeVisible()
    await expect(page.getByText(contact.toasts.invalid.description)).toBeVisible()
    await expect(form.name).toHaveAccessibleDescription(contact.validation.nameRequired)
    await expect(form.email).toHaveAccessibleDescription(contact.validation.emailInvalid)
    await expect(form.message).toHaveAccessibleDescription(`${contact.validation.messageRequired} 0/1000`)

    const sender = senderFor(testInfo)
    await sinkAnswers(request, sender, 'slow:1200')
    await fillEnquiry(page, { name: 'Pieter', email: sender, phone: '', message: 'Het julle knoffelsaad vir 2 ha?' }, site)
    await form.send.click()
    await expect(form.send).toHaveText(contact.submitting)
    await expect(page.getByText(contact.toasts.sent.title)).toBeVisible()
    await expect(page.getByText(contact.toasts.sent.description)).toBeVisible()
    expect(outboxFor(sender)[0]?.template_params.subject).toBe(site.garlic.contact.subject)
  })
}

test('an empty form shows each message under its field, focuses Name, and raises the validation toast', { tag: '@once' }, async ({ page }) => {
  await page.goto('/#contact')
  const form = contactForm(page)
  await form.send.click()

  await expect(page.getByText('Validation Error')).toBeVisible()
  await expect(page.getByText('Please check the form for errors.')).toBeVisible()
  await expect(form.name).toBeFocused()
  await expect(form.name).toHaveAccessibleDescription('Name is required')
  await expect(form.email).toHaveAccessibleDescription('Invalid email address')
  await expect(form.message).toHaveAccessibleDescription('Message is required 0/1000')
  for (const box of [form.name, form.email, form.message]) await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(form.phone).not.toHaveAttribute('aria-invalid')
})

test('focus goes to the first field that is wrong, and editing a field clears only its message', { tag: '@once' }, async ({ page }) => {
  await page.goto('/bonsmara#contact')
  const form = contactForm(page)
  await form.name.fill('Thandi')
  await form.email.fill('thandi@')
  await form.send.click()

  await expect(form.email).toBeFocused()
  await expect(form.form.getByText('Invalid email address')).toBeVisible()
  await expect(form.form.getByText('Message is required')).toBeVisible()
  await expect(form.form.getByText('Name is required')).toHaveCount(0)

  await form.email.pressSequentially('farm.co.za')
  await expect(form.form.getByText('Invalid email address')).toHaveCount(0)
  await expect(form.email).not.toHaveAttribute('aria-invalid')
  await expect(form.form.getByText('Message is required')).toBeVisible()
})

test('the boxes stop at 100, 255, 20 and 1000 characters, and the counter follows the message', { tag: '@once' }, async ({ page }) => {
  await page.goto('/garlic#contact')
  const form = contactForm(page)
  await expect(form.name).toHaveAttribute('maxlength', '100')
  await expect(form.email).toHaveAttribute('maxlength', '255')
  await expect(form.phone).toHaveAttribute('maxlength', '20')
  await expect(form.message).toHaveAttribute('maxlength', '1000')

  await expect(form.form.getByText('0/1000')).toBeVisible()
  await form.message.pressSequentially('Hello')
  await expect(form.form.getByText('5/1000')).toBeVisible()
  await form.message.fill('m'.repeat(1000))
  await expect(form.form.getByText('1000/1000')).toBeVisible()
  await form.message.press('x')
  await expect(form.message).toHaveValue('m'.repeat(1000))
  await form.phone.pressSequentially('0'.repeat(25))
  await expect(form.phone).toHaveValue('0'.repeat(20))
})

test('text past a limit (pasted in where the box limit does not apply) gets each limit message', { tag: '@once' }, async ({ page }) => {
  await page.goto('/#contact')
  const form = contactForm(page)
  // A script sets the values directly, as some older browsers and autofill tools can, past maxlength.
  const overLimit: [typeof form.name, string][] = [
    [form.name, 'n'.repeat(101)],
    [form.email, `${'a'.repeat(64)}@${'b'.repeat(187)}.com`], // 256 characters
    [form.phone, '1'.repeat(21)],
    [form.message, 'm'.repeat(1001)],
  ]
  for (const [box, value] of overLimit) {
    await box.evaluate((element: HTMLInputElement, text) => {
      element.value = text
      element.dispatchEvent(new Event('input', { bubbles: true }))
    }, value)
  }
  await form.send.click()
  await expect(form.form.getByText('Name must be less than 100 characters')).toBeVisible()
  await expect(form.form.getByText('Email must be less than 255 characters')).toBeVisible()
  await expect(form.form.getByText('Phone number must be less than 20 characters')).toBeVisible()
  await expect(form.form.getByText('Message must be less than 1000 characters')).toBeVisible()
  await expect(form.name).toBeFocused()
})

test('a filled honeypot pretends success and sends nothing', { tag: '@once' }, async ({ page }, testInfo) => {
  const sender = senderFor(testInfo)
  await page.goto('/#contact')
  const form = contactForm(page)
  // The trap is hidden from people and assistive technology: only the four fields are offered.
  await expect(form.form.getByRole('textbox')).toHaveCount(4)
  await fillEnquiry(page, { name: 'Robot', email: sender, phone: '', message: 'Buy now' })
  await form.form.locator('input[name="extra_notes"]').evaluate((element: HTMLInputElement) => {
    element.value = 'https://spam.example.com'
  })
  await form.send.click()

  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(form.name).toHaveValue('')
  await expect(form.message).toHaveValue('')
  // Give a send every chance to arrive before concluding none was made.
  await page.waitForTimeout(500)
  expect(outboxFor(sender)).toEqual([])
})

test('text with HTML or script in it arrives as plain text and never runs', { tag: '@once' }, async ({ page }, testInfo) => {
  const sender = senderFor(testInfo)
  await page.goto('/#contact')
  const form = contactForm(page)
  const name = '<b>Thandi</b> <img src=x onerror="window.__ran=1">'
  const message = '<script>window.__ran=2</script> & "quotes" <a href="javascript:window.__ran=3">link</a>'
  await fillEnquiry(page, { name, email: sender, phone: '<i>082</i>', message })
  await page.reload()
  await form.send.click()

  await expect(page.getByText('Message Sent!')).toBeVisible()
  expect(outboxFor(sender)[0]?.template_params).toMatchObject({ from_name: name, message, phone: '<i>082</i>' })
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is not offered, and the e-mail and WhatsApp links are', { tag: '@once' }, async ({ page, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto('/garlic')
    const contact = page.getByRole('region', { name: 'Contact Us' })
    await expect(contact.getByRole('heading', { name: en.contact.directHeading })).toBeVisible()
    await expect(contact.getByRole('link', { name: en.contact.emailLink.replace('{email}', config.email) })).toBeVisible()
    await expect(contact.getByRole('link', { name: `${en.contact.whatsappLink.replace('{phone}', config.phone)} ${en.words.newTab}` })).toBeVisible()
    await expect(contact.getByRole('textbox')).toHaveCount(0)
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeHidden()
  })
})

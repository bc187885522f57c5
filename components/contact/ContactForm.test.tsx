/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { contactWords } from '@/content/contact'
import { languageCodes } from '@/content/languages'
import { settings } from '@/content/settings'
import { localize } from '@/lib/localize'
import { contactFormWords } from '@/components/contact/form-words'
import { ContactForm } from './ContactForm'

// The EmailJS SDK stands in for the e-mail service: nothing leaves the test.
const emailJs = { init: jest.fn(), send: jest.fn<Promise<{ status: number; text: string }>, unknown[]>() }
jest.mock('@emailjs/browser', () => emailJs)

const page = { subject: 'Test Page Inquiry' }
const emailJsSettings = {
  publicKey: 'test-key',
  serviceId: 'test-service',
  templateId: 'test-template',
  apiOrigin: 'https://mail.invalid',
}

/** The form as ContactSection gives it its props, in one language. */
function renderForm(language = 'en') {
  const contact = localize(contactWords, language)
  render(
    <ContactForm
      words={contactFormWords(contact)}
      addressing={{ subject: page.subject, toEmail: settings.email, phoneNotProvided: contact.phoneNotProvided }}
      emailJs={emailJsSettings}
      whatsAppPhone={settings.phone}
      privacyLine={null}
    />,
  )
  const form = screen.getByRole('form', { name: contact.formHeading })
  return {
    contact,
    form,
    name: within(form).getByLabelText(contact.labels.name, { exact: true }),
    email: within(form).getByLabelText(contact.labels.email, { exact: true }),
    phone: within(form).getByLabelText(`${contact.labels.phone} ${contact.optional}`, { exact: true }),
    message: within(form).getByLabelText(contact.labels.message, { exact: true }),
    send: () =>
      within(form).getByRole('button', { name: (name) => name === contact.submit || name === contact.submitting }),
  }
}

type Form = ReturnType<typeof renderForm>
/** Types into a box as the browser reports it: the value changes, then an input event. */
const type = (box: HTMLElement, value: string) => fireEvent.input(box, { target: { value } })
const fill = (form: Form, enquiry: { name: string; email: string; phone: string; message: string }) => {
  type(form.name, enquiry.name)
  type(form.email, enquiry.email)
  type(form.phone, enquiry.phone)
  type(form.message, enquiry.message)
}
const send = async (form: Form) => {
  await act(async () => {
    fireEvent.click(form.send())
  })
}

beforeEach(() => {
  localStorage.clear()
  emailJs.init.mockClear()
  emailJs.send.mockReset()
  // The form talks to the service only through the SDK: any other request is a test failure.
  global.fetch = jest.fn(() => Promise.reject(new Error('no network in component tests')))
})

afterEach(() => {
  expect(global.fetch).not.toHaveBeenCalled()
})

describe.each(languageCodes)('ContactForm (%s): checks on send', (language) => {
  it(
    'an empty form shows each message under its field, focuses the first, and ' + 'raises the validation toast',
    async () => {
      const form = renderForm(language)
      const { validation, toasts } = form.contact
      await send(form)

      expect(form.name).toHaveAccessibleDescription(validation.nameRequired)
      expect(form.email).toHaveAccessibleDescription(validation.emailInvalid)
      expect(form.message).toHaveAccessibleDescription(`${validation.messageRequired} 0/1000`)
      for (const box of [form.name, form.email, form.message]) expect(box).toHaveAttribute('aria-invalid', 'true')
      expect(form.phone).not.toHaveAttribute('aria-invalid')
      expect(form.name).toHaveFocus()
      expect(await screen.findByText(toasts.invalid.title, { exact: true })).toBeInTheDocument()
      expect(screen.getByText(toasts.invalid.description)).toBeInTheDocument()
      expect(emailJs.send).not.toHaveBeenCalled()
    },
  )

  it('text past each limit (set where the box limit does not apply) gets that limit message', async () => {
    const form = renderForm(language)
    const { validation } = form.contact
    type(form.name, 'n'.repeat(101))
    type(form.email, `${'a'.repeat(64)}@${'b'.repeat(187)}.com`) // 256 characters
    type(form.phone, '1'.repeat(21))
    type(form.message, 'm'.repeat(1001))
    await send(form)

    expect(form.name).toHaveAccessibleDescription(validation.nameTooLong)
    expect(form.email).toHaveAccessibleDescription(validation.emailTooLong)
    expect(form.phone).toHaveAccessibleDescription(validation.phoneTooLong)
    expect(form.message).toHaveAccessibleDescription(`${validation.messageTooLong} 1001/1000`)
    expect(form.name).toHaveFocus()
    expect(emailJs.send).not.toHaveBeenCalled()
  })
})

describe('ContactForm: the boxes', () => {
  it('focus goes to the first field that is wrong, and editing a field clears only its message', async () => {
    const form = renderForm()
    const { validation } = form.contact
    type(form.name, 'Thandi')
    type(form.email, 'thandi@')
    await send(form)

    expect(form.email).toHaveFocus()
    expect(form.email).toHaveAccessibleDescription(validation.emailInvalid)
    expect(form.name).not.toHaveAttribute('aria-invalid')
    expect(within(form.form).queryByText(validation.nameRequired)).not.toBeInTheDocument()

    type(form.email, 'thandi@farm.co.za')
    expect(within(form.form).queryByText(validation.emailInvalid)).not.toBeInTheDocument()
    expect(form.email).not.toHaveAttribute('aria-invalid')
    expect(form.message).toHaveAccessibleDescription(`${validation.messageRequired} 0/1000`)
  })

  it('the boxes stop at 100, 255, 20 and 1000 characters, and the counter follows the message', () => {
    const form = renderForm()
    expect(form.name).toHaveAttribute('maxlength', '100')
    expect(form.email).toHaveAttribute('maxlength', '255')
    expect(form.phone).toHaveAttribute('maxlength', '20')
    expect(form.message).toHaveAttribute('maxlength', '1000')
    expect(form.message).toHaveAccessibleDescription('0/1000')
    type(form.message, 'Hello')
    expect(form.message).toHaveAccessibleDescription('5/1000')
    type(form.message, 'm'.repeat(1000))
    expect(form.message).toHaveAccessibleDescription('1000/1000')
  })

  it('the robot trap is hidden from people and assistive technology: only the four fields are offered', () => {
    const form = renderForm()
    expect(within(form.form).getAllByRole('textbox')).toEqual([form.name, form.email, form.phone, form.message])
  })
})

describe('ContactForm: sending', () => {
  it('sends the trimmed enquiry with the page subject and the business address, then empties the form', async () => {
    let answer: (response: { status: number; text: string }) => void = () => {}
    emailJs.send.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const form = renderForm()
    const { contact } = form
    fill(form, {
      name: '  Thandi Mokoena ',
      email: ' thandi@farm.co.za ',
      phone: '',
      message: ' Do you have 20 heifers?\nThanks 🐄 ',
    })
    await send(form)

    await waitFor(() => expect(emailJs.send).toHaveBeenCalledTimes(1))
    // Send waits while sending, so a second click sends nothing more.
    expect(form.send()).toHaveTextContent(contact.submitting)
    expect(form.send()).toBeDisabled()
    expect(emailJs.init).toHaveBeenCalledWith(
      { publicKey: emailJsSettings.publicKey, blockHeadless: false },
      emailJsSettings.apiOrigin,
    )
    expect(emailJs.send).toHaveBeenCalledWith(emailJsSettings.serviceId, emailJsSettings.templateId, {
      from_name: 'Thandi Mokoena',
      from_email: 'thandi@farm.co.za',
      phone: contact.phoneNotProvided,
      message: 'Do you have 20 heifers?\nThanks 🐄',
      subject: page.subject,
      to_email: settings.email,
    })

    await act(async () => answer({ status: 200, text: 'OK' }))
    expect(await screen.findByText(contact.toasts.sent.title)).toBeInTheDocument()
    for (const box of [form.name, form.email, form.phone, form.message]) expect(box).toHaveValue('')
    expect(form.message).toHaveAccessibleDescription('0/1000')
    expect(form.send()).toHaveTextContent(contact.submit)
    expect(form.send()).toBeEnabled()
  })

  it('a phone number given is sent as typed, trimmed', async () => {
    emailJs.send.mockResolvedValue({ status: 200, text: 'OK' })
    const form = renderForm()
    fill(form, {
      name: 'Pieter',
      email: 'pieter@example.co.za',
      phone: ' 082 123 4567 ',
      message: 'Garlic seed for 2 ha?',
    })
    await send(form)
    await waitFor(() => expect(emailJs.send).toHaveBeenCalledTimes(1))
    expect(emailJs.send.mock.calls[0]![2]).toMatchObject({ phone: '082 123 4567' })
  })

  it('a filled robot trap pretends success, empties the form and sends nothing', async () => {
    const form = renderForm()
    fill(form, { name: 'Robot', email: 'robot@example.com', phone: '', message: 'Buy now' })
    const trap = form.form.querySelector<HTMLInputElement>('input[name="extra_notes"]')!
    trap.value = 'https://spam.example.com'
    await send(form)

    // Said by this form (toasts of earlier tests may still be on the shared toaster): it went.
    const { title, description } = form.contact.toasts.sent
    expect(await within(form.form).findByText(`${title}. ${description}`)).toHaveAttribute('role', 'status')
    expect(form.name).toHaveValue('')
    expect(form.message).toHaveValue('')
    expect(emailJs.init).not.toHaveBeenCalled()
    expect(emailJs.send).not.toHaveBeenCalled()
  })

  it('a refusal keeps what was typed, says so, and the button is ready again', async () => {
    emailJs.send.mockRejectedValue({ status: 500, text: 'Server error' })
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const form = renderForm()
    const enquiry = { name: 'Thandi', email: 'thandi@farm.co.za', phone: '', message: 'Heifers?' }
    fill(form, enquiry)
    await send(form)

    expect(await screen.findByText(form.contact.toasts.failed.title, { exact: true })).toBeInTheDocument()
    expect(screen.getByText(form.contact.toasts.failed.description)).toBeInTheDocument()
    expect(form.name).toHaveValue(enquiry.name)
    expect(form.email).toHaveValue(enquiry.email)
    expect(form.message).toHaveValue(enquiry.message)
    expect(form.send()).toBeEnabled()
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('500'))
  })
})

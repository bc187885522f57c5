/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { announced, focus, heard, listen, pause, stopListening } from '@/scripts/support/virtual-screen-reader'
import { contactFormWords } from '@/components/contact/form-words'
import { contactWords } from '@/content/contact'
import { languageCodes, type Language } from '@/content/languages'
import { settings } from '@/content/settings'
import { localize } from '@/lib/localize'
import { ContactForm } from './ContactForm'

/**
 * The contact form as a screen reader user meets it, in every language: what is said when a send
 * is empty, under way, done, refused or waiting for a connection, and what the controls are called.
 * Each test asserts the phrases spoken, so a change that silences one fails here.
 */

const emailJs = { init: jest.fn(), send: jest.fn<Promise<{ status: number; text: string }>, unknown[]>() }
jest.mock('@emailjs/browser', () => emailJs)

const emailJsSettings = {
  publicKey: 'test-key',
  serviceId: 'test-service',
  templateId: 'test-template',
  apiOrigin: 'https://mail.invalid',
}

function renderForm(language: Language) {
  const contact = localize(contactWords, language)
  const { container } = render(
    <ContactForm
      words={contactFormWords(contact)}
      addressing={{ subject: 'Test Page Inquiry', toEmail: settings.email, phoneNotProvided: contact.phoneNotProvided }}
      emailJs={emailJsSettings}
      whatsAppPhone={settings.phone}
      privacyLine={<p>{contact.privacyLink}</p>}
    />,
  )
  const form = screen.getByRole('form', { name: contact.formHeading })
  const box = (label: string) => within(form).getByLabelText(label, { exact: true })
  return {
    container,
    contact,
    form,
    name: box(contact.labels.name),
    email: box(contact.labels.email),
    message: box(contact.labels.message),
    send: () =>
      within(form).getByRole('button', { name: (name) => name === contact.submit || name === contact.submitting }),
  }
}
type Form = ReturnType<typeof renderForm>

const type = (box: HTMLElement, value: string) => fireEvent.input(box, { target: { value } })
function fill(form: Form) {
  type(form.name, 'Thandi Nkosi')
  type(form.email, 'thandi@example.co.za')
  type(form.message, 'Do you have Shani seed for 2 ha this season?')
}
/** Presses Send and lets the checks and the send they start finish. */
async function pressSend(form: Form) {
  await act(async () => {
    fireEvent.click(form.send())
    await import('@/lib/contact/enquiry-schema')
    await import('sonner')
  })
}

beforeEach(() => {
  localStorage.clear()
  emailJs.send.mockReset()
})
afterEach(() => stopListening())

// The first test also compiles the island's lazily loaded parts and walks the whole section, which can
// take more than Jest's 5 s on a busy machine (as its component test says and allows).
jest.setTimeout(20_000)

describe.each(languageCodes)('the contact form, heard (%s)', (language) => {
  test('an empty send says the error at once and lands on the first wrong field, which says its message', async () => {
    const form = renderForm(language)
    const { toasts, validation, labels } = form.contact
    await listen(form.container)
    await pressSend(form)
    await pause(200)
    const phrases = await heard()
    expect(phrases.filter((phrase) => phrase.startsWith('assertive: '))).toEqual([
      `assertive: ${toasts.invalid.title}. ${toasts.invalid.description}`,
    ])
    // The focus moved to the name: its label, that it is invalid, and its message.
    const landed = phrases.find((phrase) => phrase.includes(labels.name))!
    expect(landed).toContain('invalid')
    expect(landed).toContain(validation.nameRequired)
    expect(document.activeElement).toBe(form.name)
  })

  test('a send says Submitting..., then Message Sent!, politely; the toast never takes the focus', async () => {
    const form = renderForm(language)
    const { toasts, submitting } = form.contact
    let answer: (value: { status: number; text: string }) => void = () => {}
    emailJs.send.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    fill(form)
    await focus(form.send())
    await listen(form.container)
    await pressSend(form)
    await pause(200)
    expect(await announced()).toEqual([`polite: ${submitting}`])
    await act(async () => answer({ status: 200, text: 'OK' }))
    await pause(200)
    expect(await announced()).toEqual([`polite: ${toasts.sent.title}. ${toasts.sent.description}`])
    expect(document.activeElement).toBe(form.send())
  })

  test('a refused send says the failure at once and offers the other ways, politely, as links', async () => {
    const form = renderForm(language)
    const { toasts, fallback } = form.contact
    emailJs.send.mockRejectedValue({ status: 451, text: 'Unavailable For Headless Browser' })
    // The failure is logged for whoever reads the console; here it is expected, and kept out of the output.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    fill(form)
    await listen(form.container)
    await pressSend(form)
    await act(() => import('@/components/contact/FallbackLinks'))
    await pause(200)
    const said = await announced()
    expect(said).toContain(`assertive: ${toasts.failed.title}. ${toasts.failed.description}`)
    const offer = said.find((phrase) => phrase.startsWith('polite: ') && phrase.includes(fallback.lead))!
    expect(offer).toContain(fallback.lead)
    const region = screen.getAllByRole('status').find((element) => element.textContent?.includes(fallback.lead))!
    expect(within(region).getByRole('link', { name: new RegExp(fallback.whatsApp) })).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: new RegExp(fallback.email) })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('451'))
    logged.mockRestore()
  })

  test(
    'offline, the enquiry waits: the panel says so as a status, with its cancel; ' +
      'cancelling says so and puts the enquiry back',
    async () => {
      const form = renderForm(language)
      const { outbox, toasts } = form.contact
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
      // The unsent enquiry is logged for whoever reads the console; here it is expected, and kept out of the output.
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
      try {
        fill(form)
        await listen(form.container)
        await pressSend(form)
        await pause(200)
        expect(await announced()).toContain(`assertive: ${toasts.failed.title}. ${toasts.failed.description}`)
        await act(async () => fireEvent.click(await screen.findByRole('button', { name: outbox.action })))
        await act(async () => {
          await import('@/lib/contact/outbox')
          await import('@/components/contact/OutboxPanel')
        })
        await pause(200)
        const waiting = (await announced()).find((phrase) => phrase.startsWith('polite: '))!
        expect(waiting).toContain(outbox.waiting.split('{subject}')[0]!.trim())
        expect(screen.queryByRole('alert', { name: /./ })).toBeNull()
        const cancel = screen.getByRole('button', { name: outbox.cancel })
        await focus(cancel)
        expect((await heard()).join(' | ')).toContain(`button, ${outbox.cancel}`)
        await act(async () => fireEvent.click(cancel))
        await pause(200)
        expect((await announced()).some((phrase) => phrase.includes(outbox.cancelled))).toBe(true)
        expect(form.name).toHaveValue('Thandi Nkosi')
        expect(logged).toHaveBeenCalledWith(expect.stringContaining('offline'))
      } finally {
        logged.mockRestore()
        Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
      }
    },
  )

  test(
    '"Clear my saved draft" is a button by its name, and what it did is said ' +
      'where the focus lands; the privacy line is read with the form',
    async () => {
      const form = renderForm(language)
      const { clearDraft, privacyLink } = form.contact
      type(form.name, 'Thandi Nkosi')
      await listen(form.container)
      const clear = screen.getByRole('button', { name: clearDraft.action })
      await focus(clear)
      expect((await heard()).join(' | ')).toContain(`button, ${clearDraft.action}`)
      await act(async () => fireEvent.click(clear))
      await pause(100)
      expect((await heard()).join(' | ')).toContain(clearDraft.done)
      expect(form.name).toHaveValue('')
      expect(form.form).toHaveTextContent(privacyLink)
    },
  )
})

/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { ContactSendRow } from './ContactSendRow'

const offlineNotice =
  'You are offline. Nothing is sent until you are back online and press Send Message again; your message stays on this device.'
// The specification's words (content/contact.yaml passes them in the page's language).
const words = { submit: 'Send Message', submitting: 'Submitting...', privacyNotice: 'We e-mail your enquiry to the business only to answer it.', offlineNotice }

describe('ContactSendRow', () => {
  it('online: an empty status region, ready to announce, and the send button', () => {
    render(<ContactSendRow words={words} ready submitting={false} offline={false} />)
    expect(screen.getByRole('status')).toHaveTextContent(/^$/)
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('offline: says so plainly, and the button stays ready for a send once back online', () => {
    render(<ContactSendRow words={words} ready submitting={false} offline />)
    expect(screen.getByRole('status')).toHaveTextContent(offlineNotice)
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('before the script has taken the form over: Send Message, disabled, so nothing is submitted to the address bar', () => {
    render(<ContactSendRow words={words} ready={false} submitting={false} offline={false} />)
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled()
  })

  it('while sending: Submitting... and disabled', () => {
    render(<ContactSendRow words={words} ready submitting offline={false} />)
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  })
})

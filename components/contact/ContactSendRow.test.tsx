/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import { contactWords } from '@/content/contact'
import { languageCodes } from '@/content/languages'
import { localize } from '@/lib/localize'
import { fillTemplate } from '@/lib/template'
import { ContactSendRow } from './ContactSendRow'
import { PrivacyLine } from './PrivacyLine'

const wordsIn = (language: string) => {
  const contact = localize(contactWords, language)
  return {
    submit: contact.submit,
    submitting: contact.submitting,
    privacyNotice: contact.privacyNotice,
    privacyLink: contact.privacyLink,
    offlineNotice: contact.offlineNotice,
  }
}
const lineOf = (text: ReturnType<typeof wordsIn>, href: string) => (
  <PrivacyLine text={text.privacyNotice} linkLabel={text.privacyLink} href={href} />
)
const words = wordsIn('en')
const row = (props: { ready?: boolean; submitting?: boolean; offline?: boolean }) => (
  <ContactSendRow
    words={words}
    privacyLine={lineOf(words, '/privacy')}
    ready={props.ready ?? true}
    submitting={props.submitting ?? false}
    offline={props.offline ?? false}
  />
)

describe('ContactSendRow', () => {
  it('online: an empty status region, ready to announce, and the send button', () => {
    render(row({}))
    expect(screen.getByRole('status')).toHaveTextContent(/^$/)
    expect(screen.getByRole('button', { name: words.submit })).toBeEnabled()
  })

  it('offline: says so plainly, and the button stays ready for a send once back online', () => {
    render(row({ offline: true }))
    expect(screen.getByRole('status')).toHaveTextContent(words.offlineNotice)
    expect(screen.getByRole('button', { name: words.submit })).toBeEnabled()
  })

  it(
    'before the script has taken the form over: Send Message, disabled, so ' +
      'nothing is submitted to the address bar',
    () => {
      render(row({ ready: false }))
      expect(screen.getByRole('button', { name: words.submit })).toBeDisabled()
    },
  )

  it('while sending: Submitting... and disabled', () => {
    render(row({ submitting: true }))
    expect(screen.getByRole('button', { name: words.submitting })).toBeDisabled()
  })

  it.each(languageCodes)(
    'in %s, under the button, the privacy line with its link to the notice, after the button in reading order',
    (language) => {
      const text = wordsIn(language)
      const { container } = render(
        <ContactSendRow
          words={text}
          privacyLine={lineOf(text, '/a/notice')}
          ready
          submitting={false}
          offline={false}
        />,
      )
      const line = container.querySelector('[data-privacy-line]')!
      expect(line).toHaveTextContent(fillTemplate(text.privacyNotice, { link: text.privacyLink }))
      const link = screen.getByRole('link', { name: text.privacyLink })
      expect(link).toHaveAttribute('href', '/a/notice')
      expect(line.contains(link)).toBe(true)
      const button = screen.getByRole('button')
      expect(button.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    },
  )
})

import {
  emailFallbackUrl,
  enquiryText,
  fallbackLinkLimit,
  whatsAppFallbackUrl,
  type FallbackWords,
} from '@/lib/contact/fallback-links'
import type { EnquiryTemplateParams } from '@/lib/contact/template-params'

const words: FallbackWords = {
  labels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
  shortened: '[Shortened]',
}
const params = (message: string, overrides: Partial<EnquiryTemplateParams> = {}): EnquiryTemplateParams => ({
  from_name: 'Pieter & Sons',
  from_email: 'pieter+seed@example.org',
  phone: '083 123 4567',
  message,
  subject: 'Du Toit Garlic Inquiry',
  to_email: 'info@example.com',
  ...overrides,
})

/** The text a link carries, decoded the way the app that opens it decodes it. */
const whatsAppText = (url: string) => new URL(url).searchParams.get('text')
const mailParts = (url: string) => {
  const [address, query] = url.slice('mailto:'.length).split('?') as [string, string]
  const fields = Object.fromEntries(
    query
      .split('&')
      .map((pair) => pair.split('=') as [string, string])
      .map(([key, value]) => [key, decodeURIComponent(value)]),
  )
  return { address, subject: fields.subject, body: fields.body, raw: query }
}

describe('enquiryText', () => {
  it('writes the subject, each field with its label, then the message', () => {
    expect(enquiryText(params('Seed for 2 ha?\nThanks'), words)).toBe(
      'Du Toit Garlic Inquiry\n\nName: Pieter & Sons\nEmail: ' +
        'pieter+seed@example.org\nPhone: 083 123 4567\n\nMessage:\nSeed for 2 ' +
        'ha?\nThanks',
    )
  })
})

describe('whatsAppFallbackUrl', () => {
  it('opens a chat with the business number, the whole enquiry written, every character kept', () => {
    const message = 'Hoeveel kos 50 kg saad? 100% seker & "vinnig" #1 🧄\nDankie'
    const url = whatsAppFallbackUrl('082 000 0000', params(message), words)
    expect(url.startsWith('https://wa.me/27820000000?text=')).toBe(true)
    expect(whatsAppText(url)).toBe(enquiryText(params(message), words))
    // Nothing a URL gives a meaning to is left bare.
    expect(url.slice(url.indexOf('?text=') + 6)).not.toMatch(/[ &#+\n"%](?![0-9A-F]{2})/)
  })

  it.each([
    ['short enough', 'a'.repeat(500), false],
    ['the longest allowed message of plain words', 'word '.repeat(200).trim(), false],
    ['a message of emoji, 12 characters each once encoded', '🧄'.repeat(1000), true],
    // 1 000 characters, the form's limit; each letter takes 6 once encoded.
    ['a message of Afrikaans letters ë, ê and ô', 'ëêô '.repeat(250).trim(), true],
  ])('%s: within the limit; cut at a word and marked only when it must be', (_, message, cut) => {
    const url = whatsAppFallbackUrl('+27 82 000 0000', params(message), words)
    expect(url.length).toBeLessThanOrEqual(fallbackLinkLimit)
    const text = whatsAppText(url)!
    expect(text.endsWith('[Shortened]')).toBe(cut)
    if (!cut) expect(text).toBe(enquiryText(params(message), words))
    else {
      const kept = text.slice(text.indexOf('Message:\n') + 'Message:\n'.length, text.lastIndexOf(' …\n[Shortened]'))
      expect(message.startsWith(kept)).toBe(true)
      expect(kept.length).toBeGreaterThan(0)
      // Whole characters only: no half of a surrogate pair.
      expect(kept).not.toMatch(/[\uD800-\uDBFF]$/)
    }
  })
})

describe('emailFallbackUrl', () => {
  it(
    'writes to the business address with the subject and the enquiry as the ' + 'body, CRLF line breaks and %20 spaces',
    () => {
      const url = emailFallbackUrl('info@example.com', params('Seed?\nThanks'), words)
      const mail = mailParts(url)
      expect(mail.address).toBe('info@example.com')
      expect(mail.subject).toBe('Du Toit Garlic Inquiry')
      expect(mail.body).toBe(
        [
          'Name: Pieter & Sons',
          'Email: pieter+seed@example.org',
          'Phone: 083 123 4567',
          '',
          'Message:',
          'Seed?',
          'Thanks',
        ].join('\r\n'),
      )
      expect(mail.raw).not.toMatch(/[ +]/)
      expect(mail.raw).toContain('%20')
    },
  )

  it('keeps a long enquiry within the limit, the message cut at a word and marked', () => {
    const url = emailFallbackUrl('info@example.com', params('ëêô '.repeat(250).trim()), words)
    expect(url.length).toBeLessThanOrEqual(fallbackLinkLimit)
    expect(mailParts(url).body!.endsWith(' …\r\n[Shortened]')).toBe(true)
  })
})

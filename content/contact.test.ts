import { contactWords } from '@/content/contact'
import { languageCodes } from '@/content/languages'
import { draftMaxAgeMs } from '@/lib/contact/draft'
import { contactFieldLimits } from '@/lib/contact/fields'
import { outboxMaxAgeMs } from '@/lib/contact/outbox'
import { localize } from '@/lib/localize'

describe("the contact form's messages in content/contact.yaml", () => {
  test('in English they are the specification’s exact words (section 5)', () => {
    expect(contactWords.validation.nameRequired.in('en')).toBe('Name is required')
    expect(contactWords.validation.nameTooLong.in('en')).toBe('Name must be less than 100 characters')
    expect(contactWords.validation.emailInvalid.in('en')).toBe('Invalid email address')
    expect(contactWords.validation.emailTooLong.in('en')).toBe('Email must be less than 255 characters')
    expect(contactWords.validation.phoneTooLong.in('en')).toBe('Phone number must be less than 20 characters')
    expect(contactWords.validation.messageRequired.in('en')).toBe('Message is required')
    expect(contactWords.validation.messageTooLong.in('en')).toBe('Message must be less than 1000 characters')
  })

  describe.each(languageCodes)('in %s', (language) => {
    const text = localize(contactWords, language).validation

    test('each too-long message names the limit the form enforces', () => {
      expect(text.nameTooLong).toMatch(new RegExp(`\\b${contactFieldLimits.name}\\b`))
      expect(text.emailTooLong).toMatch(new RegExp(`\\b${contactFieldLimits.email}\\b`))
      expect(text.phoneTooLong).toMatch(new RegExp(`\\b${contactFieldLimits.phone}\\b`))
      expect(text.messageTooLong).toMatch(new RegExp(`\\b${contactFieldLimits.message}\\b`))
    })

    test('every rule a field can break has a message of its own', () => {
      expect(new Set(Object.values(text)).size).toBe(Object.keys(text).length)
    })
  })
})

describe.each(languageCodes)('what the contact form promises about this device, in %s', (language) => {
  const words = localize(contactWords, language)
  const days = (ms: number) => new RegExp(`\\b${ms / (24 * 60 * 60 * 1000)}\\b`)

  test('the privacy line under the form names the days a draft is kept', () => {
    expect(words.privacyNotice).toMatch(days(draftMaxAgeMs))
  })

  test('the waiting and the expired enquiry name the days the outbox keeps it', () => {
    expect(words.outbox.waiting).toMatch(days(outboxMaxAgeMs))
    expect(words.outbox.expired).toMatch(days(outboxMaxAgeMs))
  })
})

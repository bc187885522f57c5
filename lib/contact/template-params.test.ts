import { draftOfEnquiry, enquiryTemplateParams } from '@/lib/contact/template-params'

const addressing = { subject: 'JLDT Bonsmara Inquiry', toEmail: 'info@example.com', phoneNotProvided: 'Not provided' }

describe('enquiryTemplateParams', () => {
  test.each([
    ['a phone number is passed on', '082 555 0101', '082 555 0101'],
    ['an empty phone reads Not provided', '', 'Not provided'],
    ['a phone of only spaces reads Not provided', '   ', 'Not provided'],
    ['a phone is trimmed', ' +27 82 555 0101 ', '+27 82 555 0101'],
  ])('%s', (_, phone, expected) => {
    const params = enquiryTemplateParams({ name: 'Thandi', email: 't@example.co.za', phone, message: 'Hi' }, addressing)
    expect(params.phone).toBe(expected)
  })

  test('maps every field onto the template variable the EmailJS template uses', () => {
    expect(
      enquiryTemplateParams(
        { name: ' Thandi Mokoena ', email: ' thandi@example.co.za ', phone: '', message: ' Heifers? 🐄 <b>now</b> ' },
        {
          subject: ' Du Toit Holdings Garlic Inquiry ',
          toEmail: ' sales@farm.example.org ',
          phoneNotProvided: 'Not provided',
        },
      ),
    ).toEqual({
      from_name: 'Thandi Mokoena',
      from_email: 'thandi@example.co.za',
      phone: 'Not provided',
      message: 'Heifers? 🐄 <b>now</b>',
      subject: 'Du Toit Holdings Garlic Inquiry',
      to_email: 'sales@farm.example.org',
    })
  })

  test("an empty phone reads the page's own words for it", () => {
    expect(
      enquiryTemplateParams(
        { name: 'A', email: 'a@b.co', phone: ' ', message: 'm' },
        { ...addressing, phoneNotProvided: 'Nie verskaf nie' },
      ).phone,
    ).toBe('Nie verskaf nie')
  })

  test('carries the subject it is given, page by page', () => {
    for (const subject of ['General Inquiry', 'JLDT Bonsmara Inquiry', 'Du Toit Holdings Garlic Inquiry']) {
      expect(
        enquiryTemplateParams({ name: 'A', email: 'a@b.co', phone: '', message: 'm' }, { ...addressing, subject })
          .subject,
      ).toBe(subject)
    }
  })
})

describe('draftOfEnquiry', () => {
  const params = (phone: string) => ({
    from_name: 'Thandi',
    from_email: 't@example.co.za',
    phone,
    message: 'Hi',
    subject: 'General Inquiry',
    to_email: 'info@example.com',
  })
  test.each([
    ['a phone comes back as it was sent', '082 555 0101', 'Not provided', '082 555 0101'],
    ['"Not provided" is an empty phone box again', 'Not provided', 'Not provided', ''],
    ['in Afrikaans, its own words are the empty box', 'Nie verskaf nie', 'Nie verskaf nie', ''],
    [
      'the words of the other language are a phone the visitor typed',
      'Not provided',
      'Nie verskaf nie',
      'Not provided',
    ],
    ['the words are compared as the template writes them, trimmed', 'Not provided', ' Not provided ', ''],
  ])('%s', (_, phone, phoneNotProvided, expected) => {
    expect(draftOfEnquiry(params(phone), phoneNotProvided)).toEqual({
      name: 'Thandi',
      email: 't@example.co.za',
      phone: expected,
      message: 'Hi',
    })
  })

  test('a checked enquiry turned into variables and back is what was typed, trimmed', () => {
    const typed = { name: ' Thandi ', email: 't@example.co.za', phone: '', message: 'Heifers?' }
    expect(draftOfEnquiry(enquiryTemplateParams(typed, addressing), addressing.phoneNotProvided)).toEqual({
      ...typed,
      name: 'Thandi',
    })
  })
})

import { validateContactEnquiry as validate, type ValidationMessages } from '@/lib/contact/enquiry-schema'

// Messages as a page passes them in; content/contact.test.ts checks the site's own.
const text: ValidationMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  phoneTooLong: 'Phone number must be less than 20 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 1000 characters',
}
const validateContactEnquiry = (values: Parameters<typeof validate>[0]) => validate(values, text)
const valid = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '082 555 0101',
  message: 'Do you have heifers?',
}

const repeat = (c: string, n: number) => c.repeat(n)

describe('validateContactEnquiry: each rule on both sides of its limit', () => {
  test.each([
    // [field, value, expected message or null when valid]
    ['name', '', text.nameRequired],
    ['name', '    ', text.nameRequired], // only spaces: empty once trimmed
    ['name', 'A', null], // 1 character: the least allowed
    ['name', repeat('a', 100), null], // exactly 100
    ['name', repeat('a', 101), text.nameTooLong], // 101
    ['name', `  ${repeat('a', 100)}  `, null], // 104 typed, 100 after trimming
    ['email', '', text.emailInvalid],
    ['email', 'thandi', text.emailInvalid],
    ['email', 'thandi@', text.emailInvalid],
    ['email', '@example.com', text.emailInvalid],
    ['email', 'thandi@example', text.emailInvalid], // no top-level domain
    ['email', 'thandi@@example.com', text.emailInvalid],
    ['email', 'thandi mokoena@example.com', text.emailInvalid],
    ['email', 'thandi..m@example.com', text.emailInvalid],
    ['email', '.thandi@example.com', text.emailInvalid],
    // 64 + 1 + 186 + 4 = 255: exactly the limit
    ['email', `${repeat('a', 64)}@${repeat('b', 186)}.com`, null],
    // 64 + 1 + 187 + 4 = 256: one over
    ['email', `${repeat('a', 64)}@${repeat('b', 187)}.com`, text.emailTooLong],
    ['phone', '', null], // optional
    ['phone', '   ', null],
    ['phone', repeat('1', 20), null], // exactly 20
    ['phone', repeat('1', 21), text.phoneTooLong], // 21
    ['phone', '+27 (82) 555-0101', null],
    ['message', '', text.messageRequired],
    ['message', '\n\t  \n', text.messageRequired],
    ['message', 'Hi', null],
    ['message', repeat('m', 1000), null], // exactly 1000
    ['message', repeat('m', 1001), text.messageTooLong], // 1001
  ])('%s %j gives %s', (field, value, expected) => {
    const result = validateContactEnquiry({ ...valid, [field]: value })
    if (expected === null) expect(result).toMatchObject({ ok: true })
    else expect(result).toEqual({ ok: false, errors: { [field]: expected } })
  })
})

describe('validateContactEnquiry: odd but real addresses are accepted', () => {
  test.each([
    'o.brien+cattle@farm.example.co.za',
    "o'brien@example.com",
    'FIRST.LAST@EXAMPLE.COM',
    'user_name-1@sub-domain.example.africa',
    '123@456.co.za',
    'josé@exämple.co.za',
    'ñandú@correo.example.ar',
    'пользователь@пример.рф',
  ])('%s', (email) => {
    expect(validateContactEnquiry({ ...valid, email })).toMatchObject({ ok: true, enquiry: { email } })
  })
})

describe('validateContactEnquiry: what comes out', () => {
  test('every value is trimmed', () => {
    const result = validateContactEnquiry({
      name: '  Thandi  ',
      email: ' thandi@example.co.za\t',
      phone: ' 082 555 0101 ',
      message: '\n Do you have heifers? \n',
    })
    expect(result).toEqual({
      ok: true,
      enquiry: {
        name: 'Thandi',
        email: 'thandi@example.co.za',
        phone: '082 555 0101',
        message: 'Do you have heifers?',
      },
    })
  })

  test('unicode, emoji and markup pass through unchanged', () => {
    const message = 'Goeie môre! 🐄🧄 <b>bold</b> <script>alert(1)</script> & “quotes”'
    const result = validateContactEnquiry({ ...valid, name: 'Zoë Nkosí 😀', message })
    expect(result).toEqual({ ok: true, enquiry: { ...valid, name: 'Zoë Nkosí 😀', message } })
  })

  test('an emoji counts as one character (the input box, which counts UTF-16 units, is stricter)', () => {
    // 100 cows: 100 characters (200 UTF-16 units): allowed; one more letter makes 101 characters.
    expect(validateContactEnquiry({ ...valid, name: repeat('🐄', 100) })).toMatchObject({ ok: true })
    expect(validateContactEnquiry({ ...valid, name: `${repeat('🐄', 100)}a` })).toEqual({
      ok: false,
      errors: { name: text.nameTooLong },
    })
  })

  test('an empty form gets a message for every required field, and none for phone', () => {
    expect(validateContactEnquiry({ name: '', email: '', phone: '', message: '' })).toEqual({
      ok: false,
      errors: { name: text.nameRequired, email: text.emailInvalid, message: text.messageRequired },
    })
  })

  test('every field over its limit at once gives every limit message', () => {
    const result = validateContactEnquiry({
      name: repeat('n', 101),
      email: `${repeat('a', 64)}@${repeat('b', 187)}.com`,
      phone: repeat('1', 21),
      message: repeat('m', 1001),
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: text.nameTooLong,
        email: text.emailTooLong,
        phone: text.phoneTooLong,
        message: text.messageTooLong,
      },
    })
  })
})

describe("validateContactEnquiry: the messages are the page's own", () => {
  test('each field gets the message it was given, in whatever language', () => {
    const afrikaans: ValidationMessages = {
      nameRequired: 'Naam is nodig',
      nameTooLong: 'Naam moet minder as 100 karakters wees',
      emailInvalid: 'Ongeldige e-posadres',
      emailTooLong: 'E-pos moet minder as 255 karakters wees',
      phoneTooLong: 'Telefoonnommer moet minder as 20 karakters wees',
      messageRequired: 'Boodskap is nodig',
      messageTooLong: 'Boodskap moet minder as 1000 karakters wees',
    }
    expect(validate({ name: '', email: 'x', phone: '1'.repeat(21), message: '' }, afrikaans)).toEqual({
      ok: false,
      errors: {
        name: 'Naam is nodig',
        email: 'Ongeldige e-posadres',
        phone: 'Telefoonnommer moet minder as 20 karakters wees',
        message: 'Boodskap is nodig',
      },
    })
  })
})

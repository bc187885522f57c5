import {
  businessEnv,
  exampleSettingsInUse,
  hasRealEmailJsKeys,
  isLoopbackOrigin,
  loadEmailJsSettings,
  loadSettings,
  optionalSettingsEnv,
  settingsEnv,
  type SettingsExamples,
} from '@/lib/settings'

// The shape of content/settings.ts, with values of this test's own.
const examples: SettingsExamples = {
  ownerName: 'A. Example',
  email: 'owner@example.com',
  phone: '+27 82 000 0000',
  instagramUrl: 'https://www.instagram.com/example',
  facebookUrl: 'https://www.facebook.com/example',
  siteUrl: 'https://www.example.com',
  socialFeedWidgetId: '',
  emailJs: {
    publicKey: 'example-public-key',
    serviceId: 'example_service',
    templateId: 'example_template',
    apiOrigin: 'https://api.emailjs.com',
  },
  businesses: {
    cattle: {
      legalName: 'Example Cattle (Pty) Ltd',
      legalStatus: 'private-company',
      registrationNumber: '0000/000000/07',
      streetAddress: '1 Example Road',
      town: 'Example Town',
      postalCode: '0000',
      province: 'Example Province',
    },
  },
}
const businessVariables = [
  'SITE_CATTLE_LEGAL_NAME',
  'SITE_CATTLE_LEGAL_STATUS',
  'SITE_CATTLE_REGISTRATION_NUMBER',
  'SITE_CATTLE_STREET_ADDRESS',
  'SITE_CATTLE_TOWN',
  'SITE_CATTLE_POSTAL_CODE',
  'SITE_CATTLE_PROVINCE',
]
type Env = Record<string, string | undefined>
const settingsFrom = (env: Env) => loadSettings(env, examples)
const emailJsFrom = (env: Env) => loadEmailJsSettings(env, examples.emailJs)
const examplesIn = (env: Env) => exampleSettingsInUse(settingsFrom(env), examples)

describe('loadSettings', () => {
  test('with no variables set, the examples are used', () => {
    const config = settingsFrom({})
    expect(config.email).toBe(examples.email)
    expect(config.ownerName).toBe(examples.ownerName)
  })

  test('every withheld setting is overridden by its variable, trimmed', () => {
    const config = settingsFrom({
      SITE_OWNER_NAME: '  Owner Override ',
      SITE_EMAIL: 'sales@farm.example.org',
      SITE_PHONE: '083 111 2222',
      SITE_INSTAGRAM_URL: 'https://www.instagram.com/farm',
      SITE_FACEBOOK_URL: 'https://www.facebook.com/farm',
      SITE_URL: 'https://farm.example.org',
    })
    expect(config).toMatchObject({
      ownerName: 'Owner Override',
      email: 'sales@farm.example.org',
      phone: '083 111 2222',
      instagramUrl: 'https://www.instagram.com/farm',
      facebookUrl: 'https://www.facebook.com/farm',
      siteUrl: 'https://farm.example.org',
    })
    expect(exampleSettingsInUse(config, examples)).toEqual([
      'EMAILJS_PUBLIC_KEY',
      'EMAILJS_SERVICE_ID',
      'EMAILJS_TEMPLATE_ID',
      ...businessVariables,
    ])
  })

  test('an empty variable keeps the default', () => {
    expect(settingsFrom({ SITE_EMAIL: '   ' }).email).toBe(examples.email)
  })

  test.each([
    ['SITE_EMAIL', 'not-an-address', /email \(set by SITE_EMAIL/],
    ['SITE_PHONE', '12345', /phone \(set by SITE_PHONE.*9 and 15 digits/],
    ['SITE_PHONE', '+27 82 abc 0000', /phone \(set by SITE_PHONE/],
    ['SITE_INSTAGRAM_URL', 'http://www.instagram.com/farm', /instagramUrl \(set by SITE_INSTAGRAM_URL.*https/],
    ['SITE_FACEBOOK_URL', 'facebook.com/farm', /facebookUrl \(set by SITE_FACEBOOK_URL/],
    ['SITE_URL', 'https://farm.example.org/', /siteUrl \(set by SITE_URL.*slash/],
    ['SITE_OWNER_NAME', 'X', /ownerName \(set by SITE_OWNER_NAME/],
  ])('a bad %s (%s) fails with a message naming the setting and its variable', (name, value, message) => {
    expect(() => settingsFrom({ [name]: value })).toThrow(message)
  })
})

describe('exampleSettingsInUse', () => {
  test('lists every withheld setting while all are examples', () => {
    expect(examplesIn({})).toEqual([
      ...Object.values(settingsEnv),
      'EMAILJS_PUBLIC_KEY',
      'EMAILJS_SERVICE_ID',
      'EMAILJS_TEMPLATE_ID',
      ...businessVariables,
    ])
  })

  test('drops a setting once it is set', () => {
    const inUse = examplesIn({ SITE_EMAIL: 'sales@farm.example.org' })
    expect(inUse).not.toContain('SITE_EMAIL')
    expect(inUse).toContain('SITE_PHONE')
  })
})

describe("the businesses' legal details", () => {
  const set = {
    SITE_CATTLE_LEGAL_NAME: ' Veld Beeste (Edms) Bpk ',
    SITE_CATTLE_LEGAL_STATUS: 'close-corporation',
    SITE_CATTLE_REGISTRATION_NUMBER: '2008/123456/23',
    SITE_CATTLE_STREET_ADDRESS: 'Plaas Rietfontein 12, R101',
    SITE_CATTLE_TOWN: 'Settlers',
    SITE_CATTLE_POSTAL_CODE: '0480',
    SITE_CATTLE_PROVINCE: 'Limpopo',
  }

  test('each variable is named after the page key and the detail', () => {
    expect(businessEnv('garlic', 'legalName')).toBe('SITE_GARLIC_LEGAL_NAME')
    expect(businessEnv('dairy-farm', 'postalCode')).toBe('SITE_DAIRY_FARM_POSTAL_CODE')
    expect(Object.keys(set)).toEqual(businessVariables)
  })

  test('unset, they are the examples, all listed; set, they are read trimmed and no longer listed', () => {
    expect(settingsFrom({}).businesses).toEqual(examples.businesses)
    const config = settingsFrom(set)
    expect(config.businesses.cattle).toEqual({
      legalName: 'Veld Beeste (Edms) Bpk',
      legalStatus: 'close-corporation',
      registrationNumber: '2008/123456/23',
      streetAddress: 'Plaas Rietfontein 12, R101',
      town: 'Settlers',
      postalCode: '0480',
      province: 'Limpopo',
    })
    expect(exampleSettingsInUse(config, examples).filter((name) => name.startsWith('SITE_CATTLE_'))).toEqual([])
    expect(examplesIn({ SITE_CATTLE_TOWN: 'Settlers' }).filter((name) => name.startsWith('SITE_CATTLE_'))).toEqual(
      businessVariables.filter((name) => name !== 'SITE_CATTLE_TOWN'),
    )
  })

  test.each([
    ['IT 1234/2019', true],
    ['it 12/2001', true],
    ['none', true],
    ['2019/123456/07', true],
    ['2019/12345/07', false],
    ['12345', false],
    ['2019-123456-07', false],
  ])('registration number %s accepted: %s', (value, accepted) => {
    const load = () => settingsFrom({ SITE_CATTLE_REGISTRATION_NUMBER: value })
    if (accepted) expect(load().businesses.cattle!.registrationNumber).toBe(value)
    else
      expect(load).toThrow(
        /registrationNumber \(set by SITE_CATTLE_REGISTRATION_NUMBER, or content\/settings.ts\): must be a CIPC number/,
      )
  })

  test.each([
    [
      'SITE_CATTLE_LEGAL_STATUS',
      'company',
      new RegExp(
        'legalStatus \\(set by SITE_CATTLE_LEGAL_STATUS.*must be one of: ' +
          'private-company, close-corporation, sole-proprietor, partnership, trust',
      ),
    ],
    ['SITE_CATTLE_POSTAL_CODE', '480', /postalCode \(set by SITE_CATTLE_POSTAL_CODE.*four digits/],
    ['SITE_CATTLE_POSTAL_CODE', '04800', /four digits/],
    ['SITE_CATTLE_LEGAL_NAME', 'X', /legalName \(set by SITE_CATTLE_LEGAL_NAME.*at least 2/],
    ['SITE_CATTLE_TOWN', 'T'.repeat(61), /town \(set by SITE_CATTLE_TOWN.*at most 60/],
  ])('a bad %s (%s) fails naming the business, the detail and its variable', (name, value, message) => {
    expect(() => settingsFrom({ [name]: value })).toThrow(message)
    expect(() => settingsFrom({ [name]: value })).toThrow(/legal details of cattle/)
  })
})

describe('EmailJS settings', () => {
  const realKeys = {
    EMAILJS_PUBLIC_KEY: 'Ab12Cd34Ef56',
    EMAILJS_SERVICE_ID: 'service_farm',
    EMAILJS_TEMPLATE_ID: 'template_enquiry',
  }

  test('unset, they are the examples and the real EmailJS origin', () => {
    expect(settingsFrom({}).emailJs).toEqual(examples.emailJs)
    expect(examples.emailJs.apiOrigin).toBe('https://api.emailjs.com')
  })

  test('each is read from its EMAILJS_* variable, trimmed, and then no longer listed as an example', () => {
    const config = settingsFrom({
      ...realKeys,
      EMAILJS_PUBLIC_KEY: ' Ab12Cd34Ef56 ',
      EMAILJS_API_ORIGIN: 'https://api.eu.example.org',
    })
    expect(config.emailJs).toEqual({
      publicKey: 'Ab12Cd34Ef56',
      serviceId: 'service_farm',
      templateId: 'template_enquiry',
      apiOrigin: 'https://api.eu.example.org',
    })
    expect(exampleSettingsInUse(config, examples).filter((name) => name.startsWith('EMAILJS_'))).toEqual([])
  })

  test.each([
    ['EMAILJS_PUBLIC_KEY', 'has spaces in it', /publicKey \(set by EMAILJS_PUBLIC_KEY\)/],
    ['EMAILJS_SERVICE_ID', 'x', /serviceId \(set by EMAILJS_SERVICE_ID\)/],
    ['EMAILJS_TEMPLATE_ID', 'template/1', /templateId \(set by EMAILJS_TEMPLATE_ID\)/],
    ['EMAILJS_API_ORIGIN', 'api.emailjs.com', /apiOrigin \(set by EMAILJS_API_ORIGIN\)/],
    ['EMAILJS_API_ORIGIN', 'https://api.emailjs.com/', /no path and no trailing slash/],
    ['EMAILJS_API_ORIGIN', 'https://api.emailjs.com/api', /no path/],
    ['EMAILJS_API_ORIGIN', 'http://api.emailjs.com', /must use https/],
  ])('a bad %s (%s) stops the build naming the variable', (name, value, message) => {
    expect(() => emailJsFrom({ [name]: value })).toThrow(message)
  })

  test.each(['http://127.0.0.1:3001', 'http://localhost:3001', 'https://localhost', 'http://[::1]:3001'])(
    'a build pointed at this computer (%s) fails unless it is the local mail sink build',
    (origin) => {
      expect(() => emailJsFrom({ EMAILJS_API_ORIGIN: origin })).toThrow(/points at this computer/)
      expect(emailJsFrom({ EMAILJS_API_ORIGIN: origin, EMAILJS_LOCAL_SINK: '1' }).apiOrigin).toBe(origin)
    },
  )

  test.each([
    ['http://127.0.0.1:3001', true],
    ['http://127.8.9.10', true],
    ['http://localhost', true],
    ['http://[::1]:80', true],
    ['https://api.emailjs.com', false],
    ['http://localhost.example.com', false],
    ['http://10.0.0.5:3001', false],
    ['not a url', false],
  ])('isLoopbackOrigin(%s) is %s', (origin, expected) => {
    expect(isLoopbackOrigin(origin)).toBe(expected)
  })

  test.each([
    ['all three set', realKeys, true],
    ['one missing', { ...realKeys, EMAILJS_TEMPLATE_ID: undefined }, false],
    ['one blank', { ...realKeys, EMAILJS_SERVICE_ID: '  ' }, false],
    ['one still the example', { ...realKeys, EMAILJS_PUBLIC_KEY: examples.emailJs.publicKey }, false],
    ['none', {}, false],
  ])('hasRealEmailJsKeys: %s gives %s', (_, env, expected) => {
    expect(hasRealEmailJsKeys(env, examples.emailJs)).toBe(expected)
  })
})

describe('the social feed widget setting', () => {
  test('is off (empty) by default and never listed as an example value', () => {
    const config = settingsFrom({})
    expect(config.socialFeedWidgetId).toBe('')
    expect(exampleSettingsInUse(config, examples)).not.toContain(optionalSettingsEnv.socialFeedWidgetId)
  })

  test('is set by SITE_SOCIAL_FEED_WIDGET_ID, trimmed', () => {
    expect(settingsFrom({ SITE_SOCIAL_FEED_WIDGET_ID: ' 3f2a9c1e-77b0-4d2e ' }).socialFeedWidgetId).toBe(
      '3f2a9c1e-77b0-4d2e',
    )
  })

  test.each(['abc', '<script>', 'id with spaces', 'x'.repeat(65)])('refuses %s, naming the variable', (value) => {
    expect(() => settingsFrom({ SITE_SOCIAL_FEED_WIDGET_ID: value })).toThrow(
      /socialFeedWidgetId \(set by SITE_SOCIAL_FEED_WIDGET_ID/,
    )
  })
})

import { siteDefaults } from '@/content/site'
import { exampleSettingsInUse, loadSiteConfig, optionalSiteConfigEnv, siteConfigEnv } from '@/lib/site-config'

describe('loadSiteConfig', () => {
  test('with no variables set, the defaults from content/site.ts are used', () => {
    const config = loadSiteConfig({})
    expect(config.email).toBe(siteDefaults.email)
    expect(config.ownerName).toBe(siteDefaults.ownerName)
  })

  test('every withheld setting is overridden by its variable, trimmed', () => {
    const config = loadSiteConfig({
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
    expect(exampleSettingsInUse(config)).toEqual([])
  })

  test('an empty variable keeps the default', () => {
    expect(loadSiteConfig({ SITE_EMAIL: '   ' }).email).toBe(siteDefaults.email)
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
    expect(() => loadSiteConfig({ [name]: value })).toThrow(message)
  })
})

describe('exampleSettingsInUse', () => {
  test('lists every withheld setting while all are examples', () => {
    expect(exampleSettingsInUse(loadSiteConfig({}))).toEqual(Object.values(siteConfigEnv))
  })

  test('drops a setting once it is set', () => {
    const inUse = exampleSettingsInUse(loadSiteConfig({ SITE_EMAIL: 'sales@farm.example.org' }))
    expect(inUse).not.toContain('SITE_EMAIL')
    expect(inUse).toContain('SITE_PHONE')
  })

  test('every example e-mail default is on example.com', () => {
    expect(siteDefaults.email).toMatch(/@example\.com$/)
  })
})

describe('the social feed widget setting', () => {
  test('is off (empty) by default and never listed as an example value', () => {
    const config = loadSiteConfig({})
    expect(config.socialFeedWidgetId).toBe('')
    expect(exampleSettingsInUse(config)).not.toContain(optionalSiteConfigEnv.socialFeedWidgetId)
  })

  test('is set by SITE_SOCIAL_FEED_WIDGET_ID, trimmed', () => {
    expect(loadSiteConfig({ SITE_SOCIAL_FEED_WIDGET_ID: ' 3f2a9c1e-77b0-4d2e ' }).socialFeedWidgetId).toBe('3f2a9c1e-77b0-4d2e')
  })

  test.each(['abc', '<script>', 'id with spaces', 'x'.repeat(65)])('refuses %s, naming the variable', (value) => {
    expect(() => loadSiteConfig({ SITE_SOCIAL_FEED_WIDGET_ID: value })).toThrow(/socialFeedWidgetId \(set by SITE_SOCIAL_FEED_WIDGET_ID/)
  })
})

import { cacheControlOf } from '../site/cache-policy'
import { contentTypeOf } from '../site/content-types'
import { everyAnswerHeaders, pageHeaders } from '../site/security-headers'
import { serveConfig } from './serve-config'

const config = serveConfig('/site/out', {
  perFile: new Map([
    ['index.html', 'policy-home'],
    ['af/knoffel.html', 'policy-knoffel'],
    ['404.html', 'policy-404'],
  ]),
  union: 'policy-all',
})

/** A glob as serve-handler reads the ones written here: `**` any folders, `*` any name within one. */
function globMatches(glob: string, file: string): boolean {
  const source = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map(
      (part) => ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*' })[part] ?? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`).test(file)
}

/**
 * The headers serve-handler sends for a served file: every matching rule in order, later values
 * winning; a header whose value ends up `null` is not sent, its own defaults (`Content-Disposition`, the
 * validators) included.
 */
function sentBy(settings: typeof config, file: string): Record<string, string> {
  const headers: Record<string, string | null> = {
    'Content-Disposition': 'inline',
    'Accept-Ranges': 'bytes',
    'Last-Modified': 'Sat, 28 Nov 2026 10:00:00 GMT',
  }
  for (const rule of settings.headers) {
    if (!globMatches(rule.source, file)) continue
    for (const { key, value } of rule.headers) headers[key] = value
  }
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null))
}
const headersFor = (file: string) => sentBy(config, file)

describe("npm start's server settings", () => {
  test('clean URLs, no trailing slash, no folder listings', () => {
    expect(config).toMatchObject({
      public: '/site/out',
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
    })
  })

  test.each([
    '_next/static/chunks/0a1b.js',
    'img/garlic-hero-7ccc26e204-800.avif',
    'icons/icon-192.png',
    'icon.svg',
    'index.html',
    'af/knoffel.txt',
    'sw.js',
    'sw-light.js',
    'manifest.webmanifest',
  ])('%s is sent with the cache policy, its content type and the security headers', (file) => {
    const headers = headersFor(file)
    expect(headers['Cache-Control']).toBe(cacheControlOf(`/${file}`))
    expect(headers['Content-Type']).toBe(contentTypeOf(file))
    expect(headers).toMatchObject(everyAnswerHeaders)
    expect(headers['Content-Disposition']).toBeUndefined()
  })

  test.each([
    ['_next/static/chunks/0a1b.js', false],
    ['_next/static/chunks/0a1b.css', false],
    ['img/garlic-hero-7ccc26e204-800.avif', false],
    ['icons/icon-192.png', false],
    ['icon.svg', false],
    ['index.html', true],
    ['404.html', true],
    ['af/knoffel.txt', true],
    ['sw.js', true],
    ['sw-light.js', true],
    ['manifest.webmanifest', true],
  ])('%s: the page headers %s', (file, sent) => {
    const headers = headersFor(file)
    for (const [name, value] of Object.entries(pageHeaders))
      expect([name, headers[name]]).toEqual([name, sent ? value : undefined])
  })

  // serve-handler's own validators (static-host.ts adds the ETag on the same terms), where a browser can use them.
  test.each([
    ['_next/static/chunks/0a1b.js', false],
    ['_next/static/media/0a1b.woff2', false],
    ['img/garlic-hero-7ccc26e204-800.avif', false],
    ['icons/icon-192.png', true],
    ['icon.svg', true],
    ['index.html', true],
    ['af/knoffel.txt', true],
    ['sw.js', true],
    ['sw-light.js', true],
  ])('%s: Last-Modified and Accept-Ranges %s', (file, sent) => {
    const headers = sentBy(config, file)
    expect(['Last-Modified' in headers, 'Accept-Ranges' in headers]).toEqual([sent, sent])
  })

  test('each page gets its own policy, the 404 page too', () => {
    expect(headersFor('index.html')['Content-Security-Policy']).toBe('policy-home')
    expect(headersFor('af/knoffel.html')['Content-Security-Policy']).toBe('policy-knoffel')
    expect(headersFor('404.html')['Content-Security-Policy']).toBe('policy-404')
    expect(headersFor('af/knoffel.txt')['Content-Security-Policy']).toBeUndefined()
  })
})

describe("the content editor on npm start's server", () => {
  const withEditor = serveConfig(
    '/site/out',
    { perFile: new Map([['index.html', 'policy-home']]), union: 'policy-all' },
    'policy-editor',
  )
  const sent = (file: string) => sentBy(withEditor, file)

  test.each(['admin/index.html', 'admin/config.yml', 'admin/sveltia-cms-1.0.0.js'])(
    '%s: the editor’s policy, never indexed, its sign-in window allowed',
    (file) => {
      expect(sent(file)).toMatchObject({
        'Content-Security-Policy': 'policy-editor',
        'X-Robots-Tag': 'noindex, nofollow',
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      })
    },
  )

  test('the pages keep their own policy and opener isolation', () => {
    expect(sent('index.html')).toMatchObject({
      'Content-Security-Policy': 'policy-home',
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
  })
})

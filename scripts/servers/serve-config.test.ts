import { cacheControlOf } from '../site/cache-policy'
import { contentTypeOf } from '../site/content-types'
import { commonHeaders } from '../site/security-headers'
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

/** The headers serve-handler sends for a served file: every matching rule in order, later values winning. */
function headersFor(file: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of config.headers) {
    if (!globMatches(rule.source, file)) continue
    for (const { key, value } of rule.headers) headers[key] = value
  }
  return headers
}

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
    'manifest.webmanifest',
  ])('%s is sent with the cache policy, its content type and the security headers', (file) => {
    const headers = headersFor(file)
    expect(headers['Cache-Control']).toBe(cacheControlOf(`/${file}`))
    expect(headers['Content-Type']).toBe(contentTypeOf(file))
    expect(headers).toMatchObject(commonHeaders)
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
  const sent = (file: string) => {
    const headers: Record<string, string> = {}
    for (const rule of withEditor.headers)
      if (globMatches(rule.source, file)) for (const { key, value } of rule.headers) headers[key] = value
    return headers
  }

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

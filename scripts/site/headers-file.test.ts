import { cacheControlOf } from './cache-policy'
import {
  headersFileLimits,
  headersFileProblems,
  headersFileRules,
  headersFileText,
  headersFor,
  parseHeadersFile,
  patternMatches,
  policiesFromHeadersFile,
} from './headers-file'
import type { PagePolicies } from './security-headers'

const files = [
  '404.html',
  '_headers',
  '_next/static/chunks/0a1b.js',
  'af.html',
  'af/knoffel.html',
  'af/knoffel.txt',
  'garlic.html',
  'garlic.txt',
  'garlic/__next._full.txt',
  'icon.svg',
  'icons/icon-192.png',
  'img/garlic-hero-7ccc26e204-800.avif',
  'index.html',
  'manifest.webmanifest',
  'robots.txt',
  'sitemap.xml',
  'sw.js',
]
const policies: PagePolicies = {
  perFile: new Map(files.filter((file) => file.endsWith('.html')).map((file) => [file, `policy-${file}`])),
  union: 'policy-all',
}
const rules = headersFileRules(policies, files)
const text = headersFileText(rules)

describe('patternMatches, as Cloudflare Pages reads a rule', () => {
  test.each<[string, string, boolean]>([
    ['/*', '/', true],
    ['/*', '/af/knoffel', true],
    ['/garlic', '/garlic', true],
    ['/garlic', '/garlic/', false],
    ['/garlic', '/garlic.html', false],
    ['/_next/static/*', '/_next/static/chunks/0a1b.js', true],
    ['/_next/static/*', '/_next/data/x.json', false],
    ['/*.txt', '/garlic/__next._full.txt', true],
    ['/*.txt', '/garlic.txt.gz', false],
    ['/icon.svg', '/iconxsvg', false],
    ['/:language/knoffel', '/af/knoffel', true],
    ['/:language/knoffel', '/af/x/knoffel', false],
  ])('%s matches %s: %s', (pattern, address, expected) => {
    expect(patternMatches(pattern, address)).toBe(expected)
  })
})

describe('parseHeadersFile and headersFor', () => {
  const example = [
    '# a comment',
    '/*',
    '  X-Robots-Tag: noindex',
    '',
    '/static/*',
    '  X-Robots-Tag: nosnippet',
    '  Access-Control-Allow-Origin: *',
    '',
  ].join('\n')

  test('reads each rule with its headers, skipping comments', () => {
    expect(parseHeadersFile(example)).toEqual([
      { pattern: '/*', headers: { 'X-Robots-Tag': 'noindex' } },
      { pattern: '/static/*', headers: { 'X-Robots-Tag': 'nosnippet', 'Access-Control-Allow-Origin': '*' } },
    ])
  })

  test('an address gets every matching rule, values of one header joined', () => {
    expect(headersFor(parseHeadersFile(example), '/static/a.css')).toEqual({
      'X-Robots-Tag': 'noindex, nosnippet',
      'Access-Control-Allow-Origin': '*',
    })
    expect(headersFor(parseHeadersFile(example), '/about')).toEqual({ 'X-Robots-Tag': 'noindex' })
  })

  test('a header line with no rule above it is an error naming the line', () => {
    expect(() => parseHeadersFile('  X-Robots-Tag: noindex\n')).toThrow(/line 1/)
  })
})

describe('the _headers rules for a built site', () => {
  test('every address gets exactly the cache policy, once', () => {
    for (const file of files.filter((name) => name !== '_headers')) {
      const address = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`
      expect([address, headersFor(rules, address)['Cache-Control']]).toEqual([address, cacheControlOf(address)])
    }
    expect(headersFileProblems(text, files)).toEqual([])
  })

  test('a page gets the security headers, the catch-all policy and its own', () => {
    for (const address of ['/af/knoffel', '/af/knoffel.html']) {
      const headers = headersFor(rules, address)
      expect(headers['Content-Security-Policy']).toBe('policy-all, policy-af/knoffel.html')
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
    }
    expect(headersFor(rules, '/')['Content-Security-Policy']).toBe('policy-all, policy-index.html')
    expect(headersFor(rules, '/no-such-page')['Content-Security-Policy']).toBe('policy-all')
  })

  test('the React payloads share one rule, and the catch-all carries no Cache-Control', () => {
    expect(rules.filter((rule) => rule.pattern.endsWith('.txt'))).toEqual([
      { pattern: '/*.txt', headers: { 'Cache-Control': 'no-cache' } },
    ])
    expect(rules[0]).toMatchObject({ pattern: '/*' })
    expect(rules[0]?.headers['Cache-Control']).toBeUndefined()
    expect(rules.some((rule) => rule.pattern === '/_headers')).toBe(false)
  })

  test('a file that two rules would give two values is refused', () => {
    const clashing = [...files, '_next/static/chunks/notes.txt']
    expect(headersFileProblems(headersFileText(headersFileRules(policies, clashing)), clashing)).toEqual([
      '/_next/static/chunks/notes.txt would be sent Cache-Control "public, ' +
        'max-age=31536000, immutable, no-cache", not "public, max-age=31536000, ' +
        'immutable"',
    ])
  })

  test.each<[string, string, RegExp]>([
    [
      'too many rules',
      Array.from({ length: 101 }, (_, index) => `/page-${index}\n  Cache-Control: no-cache\n`).join('\n'),
      /101 rules; Cloudflare Pages reads at most 100/,
    ],
    [
      'a line too long',
      `/*\n  Content-Security-Policy: ${'a'.repeat(headersFileLimits.lineLength)}\n`,
      /line 2 has 2027 characters; Cloudflare Pages reads at most 2000/,
    ],
  ])("Cloudflare Pages' limits: %s", (_case, tooBig, message) => {
    expect(headersFileProblems(tooBig, [])).toEqual([expect.stringMatching(message)])
  })
})

describe('policiesFromHeadersFile', () => {
  test('reads back exactly the policies the rules were written with', () => {
    expect(policiesFromHeadersFile(text)).toEqual({ ...policies, perFolder: new Map() })
  })
})

describe('a folder whose pages share one policy (the sale catalogue’s animals)', () => {
  const animals = [
    'bonsmara/catalogue.html',
    'bonsmara/catalogue.txt',
    'bonsmara/catalogue/a-1.html',
    'bonsmara/catalogue/a-1.txt',
    'bonsmara/catalogue/a-1/__next._full.txt',
    'bonsmara/catalogue/b-2.html',
    'bonsmara/catalogue/b-2.txt',
  ]
  const withAnimals = [...files, 'bonsmara.html', ...animals]
  const folderPolicies: PagePolicies = {
    perFile: new Map([
      ...policies.perFile,
      ['bonsmara.html', 'policy-bonsmara'],
      ...animals.filter((file) => file.endsWith('.html')).map((file): [string, string] => [file, 'policy-catalogue']),
    ]),
    union: 'policy-all',
  }
  const folderText = headersFileText(headersFileRules(folderPolicies, withAnimals))
  const read = parseHeadersFile(folderText)

  test('is one rule, not one a page, and every page and payload in it gets its policy and no-cache once', () => {
    expect(read.filter((rule) => rule.pattern.startsWith('/bonsmara')).map((rule) => rule.pattern)).toEqual([
      '/bonsmara/*',
      '/bonsmara',
      '/bonsmara.html',
    ])
    for (const address of [
      '/bonsmara/catalogue',
      '/bonsmara/catalogue.html',
      '/bonsmara/catalogue/a-1',
      '/bonsmara/catalogue/b-2.html',
    ]) {
      expect(headersFor(read, address)).toMatchObject({
        'Content-Security-Policy': 'policy-all, policy-catalogue',
        'Cache-Control': cacheControlOf(address),
      })
    }
    expect(headersFor(read, '/bonsmara')['Content-Security-Policy']).toBe('policy-all, policy-bonsmara')
    expect(headersFileProblems(folderText, withAnimals)).toEqual([])
  })

  test('is read back as the folder’s policy', () => {
    const back = policiesFromHeadersFile(folderText)
    expect(back.perFolder).toEqual(new Map([['bonsmara', 'policy-catalogue']]))
    expect(back.perFile.has('bonsmara/catalogue/a-1.html')).toBe(false)
    expect(back.perFile.get('bonsmara.html')).toBe('policy-bonsmara')
  })
})

describe('the content editor in _headers', () => {
  const withEditor = [...files, 'admin/index.html', 'admin/config.yml', 'admin/sveltia-cms-1.0.0.js']
  const editorRules = headersFileRules({ ...policies, editor: 'policy-editor' }, withEditor)
  const read = parseHeadersFile(headersFileText(editorRules))

  test(
    'its addresses get its own policy and opener policy in place of the pages’, ' + 'and are never indexed or framed',
    () => {
      for (const address of ['/admin/', '/admin/index.html', '/admin/config.yml', '/admin/sveltia-cms-1.0.0.js']) {
        expect(headersFor(read, address)).toMatchObject({
          'Content-Security-Policy': 'policy-editor',
          'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
          'X-Robots-Tag': 'noindex, nofollow',
          'X-Frame-Options': 'DENY',
          'Cache-Control': 'no-cache',
        })
      }
    },
  )

  test('written as Cloudflare Pages detaches the catch-all’s headers, and read back the same', () => {
    expect(headersFileText(editorRules)).toContain(
      '/admin/*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n  X-Robots-Tag: noindex, nofollow',
    )
    expect(read.find((rule) => rule.pattern === '/admin/*')!.detach).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
    ])
  })

  test('a detached header is still sent by the rule that detaches it, and by no other', () => {
    const rules = parseHeadersFile(
      ['/*', '  X-A: site', '  X-B: site', '', '/x/*', '  ! X-A', '  X-A: own', ''].join('\n'),
    )
    expect(headersFor(rules, '/x/y')).toEqual({ 'X-A': 'own', 'X-B': 'site' })
    expect(headersFor(rules, '/z')).toEqual({ 'X-A': 'site', 'X-B': 'site' })
  })

  test('the pages keep theirs', () => {
    expect(headersFor(read, '/garlic')['Content-Security-Policy']).toBe('policy-all, policy-garlic.html')
    expect(headersFileProblems(headersFileText(editorRules), withEditor)).toEqual([])
  })
})

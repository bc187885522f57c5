import { createHash } from 'node:crypto'
import { commonHeaders, contentSecurityPolicy, inlineScriptHashes, policyFolders, policyOf } from './security-headers'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  test.each<[string, string, string[]]>([
    ['an inline script', '<script>self.a=1</script>', [sha('self.a=1')]],
    ['attributes do not change the hash', '<script id="_R_">x()</script>', [sha('x()')]],
    ['an external script is not hashed', '<script src="/a.js" async=""></script>', []],
    ['JSON-LD is data, not code', '<script type="application/ld+json">{"a":1}</script>', []],
    ['a module script is code', '<script type="module">m()</script>', [sha('m()')]],
    ['an empty inline script still needs its hash', '<script></script>', [sha('')]],
    ['the same script twice is listed once', '<script>y()</script><script>y()</script>', [sha('y()')]],
    ['unicode is hashed as UTF-8', '<script>"Café – R 5,50"</script>', [sha('"Café – R 5,50"')]],
  ])('%s', (_case, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual([...expected].sort())
  })
})

describe('commonHeaders (every answer, every host: e2e/hosts.spec.ts checks they are sent)', () => {
  test.each([
    ['X-Content-Type-Options', /^nosniff$/],
    ['Referrer-Policy', /^strict-origin-when-cross-origin$/],
    ['Cross-Origin-Opener-Policy', /^same-origin$/],
    ['Permissions-Policy', /(^|, )camera=\(\)(,|$)/],
    ['Permissions-Policy', /(^|, )geolocation=\(\)(,|$)/],
    ['Permissions-Policy', /(^|, )microphone=\(\)(,|$)/],
  ])('%s matches %s', (name, expected) => {
    expect(commonHeaders[name]).toMatch(expected)
  })
})

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(["'sha256-abc='"], {
    connectOrigins: ['https://api.emailjs.com'],
    widgetOrigins: [],
  })
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

  test('scripts run only from the site itself and the listed hashes', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  test.each([
    ['connect-src', "connect-src 'self' https://api.emailjs.com"],
    ['object-src', "object-src 'none'"],
    ['base-uri', "base-uri 'self'"],
    ['frame-ancestors', "frame-ancestors 'none'"],
    ['form-action', "form-action 'self'"],
    ['frame-src', "frame-src 'none'"],
  ])('%s is %s', (name, expected) => {
    expect(directive(name)).toBe(expected)
  })

  test("fonts, workers and the manifest come from the site only, through default-src 'self'", () => {
    expect(directive('default-src')).toBe("default-src 'self'")
    expect(policy).not.toMatch(/(font|worker|manifest|child)-src/)
    expect(directive('script-src')).toMatch(/^script-src 'self'/)
  })

  test('a configured widget origin is allowed for its scripts, frames and images only then', () => {
    const withWidget = contentSecurityPolicy([], { connectOrigins: [], widgetOrigins: ['https://widget.example.net'] })
    expect(withWidget).toContain("script-src 'self' https://widget.example.net")
    expect(withWidget).toContain('frame-src https://widget.example.net')
    expect(policy).not.toContain('widget.example.net')
  })
})

describe('policyFolders: one rule for a folder whose pages share a policy', () => {
  test.each([
    [
      'two animals in a folder, one policy',
      { 'bonsmara/catalogue/a.html': 'p1', 'bonsmara/catalogue/b.html': 'p1', 'bonsmara.html': 'p2' },
      { bonsmara: 'p1' },
    ],
    [
      'the shallowest folder that holds them all',
      { 'af/bonsmara/katalogus.html': 'p1', 'af/bonsmara/katalogus/a.html': 'p1', 'af/knoffel.html': 'p3' },
      { 'af/bonsmara': 'p1' },
    ],
    ['one page alone is not a folder', { 'bonsmara/catalogue/a.html': 'p1', 'index.html': 'p2' }, {}],
    [
      'two policies in a folder: its deeper folder alone',
      { 'x/a.html': 'p1', 'x/y/b.html': 'p2', 'x/y/c.html': 'p2' },
      { 'x/y': 'p2' },
    ],
    ['pages at the top are never grouped', { 'index.html': 'p1', 'garlic.html': 'p1' }, {}],
  ])('%s', (_, files, expected) => {
    expect(Object.fromEntries(policyFolders(new Map(Object.entries(files))))).toEqual(expected)
  })

  test('policyOf finds a page’s own policy, else its folder’s', () => {
    const policies = {
      perFile: new Map([['bonsmara.html', 'own']]),
      perFolder: new Map([['bonsmara', 'folder']]),
      union: 'all',
    }
    expect([
      policyOf(policies, 'bonsmara.html'),
      policyOf(policies, 'bonsmara/catalogue/a.html'),
      policyOf(policies, 'garlic.html'),
    ]).toEqual(['own', 'folder', undefined])
  })
})

import { cacheControl, cacheRules } from './cache-policy'
import { nginxSiteConfig } from './nginx-site'
import { everyAnswerHeaders, hstsHeader, pageHeaders, type PagePolicies } from './security-headers'

const policyOf = (file: string) => `default-src 'self'; script-src 'self' 'sha256-${file}='`
const policies = (files: string[]): PagePolicies => ({
  perFile: new Map(files.map((file) => [file, policyOf(file)])),
  union: 'all',
})
const site = nginxSiteConfig(
  policies(['index.html', 'garlic.html', 'af.html', 'af/knoffel.html', '404.html', '_not-found.html']),
)

/** Each `location … { … }` block of the configuration, by its match ('= /garlic', '^~ /img/', '/'). */
function locations(config: string): Map<string, string> {
  return new Map(
    [...config.matchAll(/^location (.+?) \{\n([\s\S]*?)^\}/gm)].map(([, match = '', body = '']) => [match, body]),
  )
}
const blocks = locations(site)

describe('the nginx configuration', () => {
  test.each<[string, string]>([
    ['/', 'index.html'],
    ['/garlic', 'garlic.html'],
    ['/af', 'af.html'],
    ['/af/knoffel', 'af/knoffel.html'],
    ['/404', '404.html'],
  ])('%s serves %s with its own policy, revalidated', (address, file) => {
    const body = blocks.get(`= ${address}`)
    expect(body).toContain(`try_files /${file} =404;`)
    expect(body).toContain(`add_header Content-Security-Policy "${policyOf(file)}" always;`)
    expect(body).toContain('add_header Cache-Control "no-cache" always;')
  })

  test(
    'every location repeats the security headers, since one with its own ' +
      'add_header drops the server-wide ones; a kept file’s without the page headers',
    () => {
      expect(blocks.size).toBe(6 + cacheRules.length + 2)
      const kept = new Set(
        cacheRules.map(({ match }) => ('exact' in match ? `= ${match.exact}` : `^~ ${match.prefix}`)),
      )
      for (const [match, body] of blocks) {
        if (match === '= /_headers') continue
        for (const [name, value] of Object.entries({ ...everyAnswerHeaders, ...hstsHeader }))
          expect([match, body]).toEqual([match, expect.stringContaining(`add_header ${name} "${value}" always;`)])
        for (const [name, value] of Object.entries(pageHeaders)) {
          const line = `add_header ${name} "${value}" always;`
          expect([match, body.includes(line)]).toEqual([match, !kept.has(match)])
        }
      }
      expect(kept.size).toBe(cacheRules.length)
    },
  )

  test('each cache rule is a location of its own, and everything else is revalidated', () => {
    expect(blocks.get('^~ /_next/static/')).toContain(`add_header Cache-Control "${cacheControl.hashed}" always;`)
    expect(blocks.get('^~ /img/')).toContain(`add_header Cache-Control "${cacheControl.hashed}" always;`)
    expect(blocks.get('= /icon.svg')).toContain(`add_header Cache-Control "${cacheControl.icon}" always;`)
    expect(blocks.get('/')).toContain('add_header Cache-Control "no-cache" always;')
    // A folder is never a page: only files are tried, so /af/ or /img never answer nginx's 403 or 301.
    for (const body of blocks.values()) expect(body).not.toContain('$uri/')
  })

  test('unknown addresses answer the 404 page; .html, /index and trailing slashes redirect', () => {
    expect(site).toContain('\nerror_page 404 /404;\n')
    expect(site).toContain('\nrewrite ^/index(?:\\.html)?$ / permanent;\n')
    expect(site).toContain('\nrewrite ^(.+)\\.html$ $1 permanent;\n')
    expect(site).toContain('\nrewrite ^(.+)/index$ $1 permanent;\n')
    expect(site).toContain('\nrewrite ^(.+)/$ $1 permanent;\n')
    expect(blocks.get('= /_headers')).toContain('return 404;')
  })

  test('content types and compression come from the site, not the host', () => {
    expect(site).toContain('  application/manifest+json webmanifest;\n')
    expect(site).toContain('  image/avif avif;\n')
    expect(site).toMatch(/\ngzip_types [^;]*\btext\/javascript\b[^;]*;/)
    expect(site).not.toMatch(/\ngzip_types [^;]*image\/avif/)
    expect(site).toMatch(/\ncharset_types [^;]*\bapplication\/manifest\+json\b[^;]*;/)
  })

  test('refuses what it cannot write correctly', () => {
    expect(() => nginxSiteConfig(policies(['index.html']))).toThrow(/no 404\.html/)
    expect(() => nginxSiteConfig(policies(['index.html', '404.html', 'af/index.html']))).toThrow(
      /af\/index\.html would be served at \/af\//,
    )
    const dollar: PagePolicies = { perFile: new Map([['404.html', "script-src 'self' $x"]]), union: '' }
    expect(() => nginxSiteConfig(dollar)).toThrow(/nginx cannot take/)
  })
})

describe('the content editor on nginx', () => {
  const editorPolicy = "default-src 'self'; img-src 'self' blob:"
  const withEditor = locations(nginxSiteConfig(policies(['index.html', '404.html']), editorPolicy))

  test.each(['= /admin', '^~ /admin/'])('%s carries the editor’s own policy and headers, not a page’s', (match) => {
    const body = withEditor.get(match)!
    expect(body).toContain(`add_header Content-Security-Policy "${editorPolicy}" always;`)
    expect(body).toContain('add_header X-Robots-Tag "noindex, nofollow" always;')
    expect(body).toContain('add_header X-Frame-Options "DENY" always;')
    // Its sign-in window must be able to answer it.
    expect(body).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;')
    expect(body).not.toContain('"same-origin" always')
  })

  test('its page answers at /admin (/admin/ redirects there, as every folder does)', () => {
    expect(withEditor.get('= /admin')).toContain('try_files /admin/index.html =404;')
  })

  test('a site built without it has no editor locations', () => {
    expect([...blocks.keys()].some((match) => match.includes('/admin'))).toBe(false)
  })
})

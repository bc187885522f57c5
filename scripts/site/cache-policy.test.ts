import {
  addressMatches,
  cacheControl,
  cacheControlOf,
  cacheKindOf,
  cacheRules,
  type AddressMatch,
} from './cache-policy'

describe('the cache policy', () => {
  test.each<[string, string]>([
    ['/_next/static/chunks/0a1b2c3d.js', 'public, max-age=31536000, immutable'],
    ['/_next/static/media/icon.2onz7f_65j3ur.svg', 'public, max-age=31536000, immutable'],
    ['/img/garlic-hero-7ccc26e204-800.avif', 'public, max-age=31536000, immutable'],
    ['/icons/icon-192.png', 'public, max-age=86400'],
    ['/icon.svg', 'public, max-age=86400'],
    ['/apple-icon.png', 'public, max-age=86400'],
    ['/og/garlic.png', 'public, max-age=86400'],
    ['/', 'no-cache'],
    ['/garlic', 'no-cache'],
    ['/af/knoffel', 'no-cache'],
    ['/garlic.txt', 'no-cache'],
    ['/garlic/__next._full.txt', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/robots.txt', 'no-cache'],
    ['/404', 'no-cache'],
    // Near misses of the listed folders and files are revalidated like anything unknown.
    ['/img', 'no-cache'],
    ['/imgs/a.avif', 'no-cache'],
    ['/_next/static', 'no-cache'],
    ['/icons', 'no-cache'],
    ['/garlic/icon.svg', 'no-cache'],
  ])('%s is served with %s', (address, expected) => {
    expect(cacheControlOf(address)).toBe(expected)
  })

  test('hashed files are kept a year, icons between that and a visit', () => {
    const maxAge = (kind: keyof typeof cacheControl) => Number(/max-age=(\d+)/.exec(cacheControl[kind])?.[1] ?? 0)
    expect(maxAge('hashed')).toBe(365 * 24 * 3600)
    expect(maxAge('icon')).toBeGreaterThan(0)
    expect(maxAge('icon')).toBeLessThan(maxAge('hashed'))
    expect(cacheControl.revalidate).toBe('no-cache')
  })

  test('every rule names a folder (ending in /) or a file on the site', () => {
    for (const { match } of cacheRules) {
      if ('prefix' in match) expect(match.prefix).toMatch(/^\/(?:[\w.-]+\/)+$/)
      else expect(match.exact).toMatch(/^\/[\w./-]*[^/]$/)
    }
  })

  test('no two rules overlap, so no host ever sends two values', () => {
    const sample = (match: AddressMatch) => ('exact' in match ? match.exact : `${match.prefix}x`)
    cacheRules.forEach((rule, index) => {
      const others = cacheRules.filter((_, other) => other !== index)
      expect(others.filter((other) => addressMatches(other.match, sample(rule.match)))).toEqual([])
    })
  })

  test('the kind follows the first matching rule', () => {
    expect(cacheKindOf('/img/a.webp')).toBe('hashed')
    expect(cacheKindOf('/og/home.png')).toBe('icon')
    expect(cacheKindOf('/sitemap.xml')).toBe('revalidate')
  })
})

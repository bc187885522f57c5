import { buildVersion } from './precache-list'

describe('buildVersion', () => {
  const entries = [
    { url: '/', revision: 'aaa' },
    { url: '/_next/static/chunks/a.js', revision: null },
  ]

  it('is 12 hex digits and ignores the order of the entries', () => {
    expect(buildVersion(entries)).toMatch(/^[0-9a-f]{12}$/)
    expect(buildVersion([...entries].reverse())).toBe(buildVersion(entries))
  })

  it('changes when any revision or URL changes', () => {
    const base = buildVersion(entries)
    expect(buildVersion([{ url: '/', revision: 'aab' }, entries[1]!])).not.toBe(base)
    expect(buildVersion([entries[0]!, { url: '/_next/static/chunks/b.js', revision: null }])).not.toBe(base)
    expect(buildVersion(entries.slice(0, 1))).not.toBe(base)
  })
})

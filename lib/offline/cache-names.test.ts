import { cacheNamesFor, outdatedCaches } from './cache-names'

describe('cacheNamesFor', () => {
  it('puts the build version in every cache name', () => {
    expect(cacheNamesFor('0123abcd')).toEqual({ precache: 'jldt-site-precache-0123abcd', images: 'jldt-site-images-0123abcd' })
  })

  it.each(['', 'abc', '0123ABCD', 'v1.2.3', '0123abcd/../x'])('refuses %p as a version', (version) => {
    expect(() => cacheNamesFor(version)).toThrow('Not a build version')
  })
})

describe('outdatedCaches', () => {
  const current = cacheNamesFor('22222222')

  it.each([
    { existing: [], outdated: [] },
    { existing: ['jldt-site-precache-22222222', 'jldt-site-images-22222222'], outdated: [] },
    {
      existing: ['jldt-site-precache-11111111', 'jldt-site-images-11111111', 'jldt-site-precache-22222222'],
      outdated: ['jldt-site-precache-11111111', 'jldt-site-images-11111111'],
    },
    // Another tool's caches on the same origin are not ours to delete.
    { existing: ['other-app-v1', 'jldt-sitemap', 'serwist-precache-v2-/'], outdated: [] },
  ])('of $existing, removes $outdated', ({ existing, outdated }) => {
    expect(outdatedCaches(existing, current)).toEqual(outdated)
  })
})

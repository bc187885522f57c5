import { cacheNames, cachePrefix, outdatedCaches } from './cache-names'

describe('cacheNames', () => {
  it('are never among the caches a worker clears', () => {
    expect(outdatedCaches(Object.values(cacheNames))).toEqual([])
  })

  it("are the site's own and distinct, so a later worker can tell them apart and clean them up", () => {
    const names = Object.values(cacheNames)
    expect(names.every((name) => name.startsWith(`${cachePrefix}-`))).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('outdatedCaches', () => {
  it.each([
    { existing: [], outdated: [] },
    { existing: ['jldt-site-precache', 'jldt-site-images'], outdated: [] },
    // The caches an earlier worker named after its build.
    {
      existing: ['jldt-site-precache-11111111', 'jldt-site-images-11111111', 'jldt-site-precache'],
      outdated: ['jldt-site-precache-11111111', 'jldt-site-images-11111111'],
    },
    // Another tool's caches on the same origin are not ours to delete.
    { existing: ['other-app-v1', 'jldt-sitemap', 'serwist-precache-v2-/'], outdated: [] },
  ])('of $existing, removes $outdated', ({ existing, outdated }) => {
    expect(outdatedCaches(existing)).toEqual(outdated)
  })
})

import { cacheNames, outdatedCaches } from './cache-names'

describe('cacheNames', () => {
  it('are the same for every build, so a new build finds what the last one stored', () => {
    expect(cacheNames).toEqual({ precache: 'jldt-site-precache', images: 'jldt-site-images' })
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

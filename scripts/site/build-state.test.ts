import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, cpSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { existsSync } from 'node:fs'
import { describeChanges, root, sourceHashes, sources, staleReason, writeStamp } from './build-state'

/**
 * Whether out/ is current is decided by what the sources hold, not by their times: an unchanged
 * checkout (a fresh clone, a touched folder) starts without building, and a real change is named.
 */

let site: string
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
  writeFileSync(path.join(site, file), text)
}
const env = { SITE_NAME: 'Example' } as unknown as NodeJS.ProcessEnv

/** A site as `npm run build` leaves it: sources, out/ with its pages, the nginx file, and the stamp. */
function built() {
  write('content/site.yaml', 'name: Example\n')
  write('content/home.yaml', 'title: Home\n')
  write('app/page.tsx', 'export default function Page() { return null }\n')
  write('components/Card.tsx', 'export const Card = () => null\n')
  write('components/Card.test.tsx', 'test.todo("card")\n')
  write('out/index.html', '<!doctype html>')
  write('deploy/nginx-site.conf', 'server {}\n')
  writeStamp(sourceHashes(site), env, site)
}

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'build-state-'))
  built()
})
afterEach(() => rmSync(site, { recursive: true, force: true }))

describe('staleReason', () => {
  test('a build just made is current', () => {
    expect(staleReason(env, site)).toBeNull()
  })

  test('every source touched (a fresh clone, a folder copied) but no content changed: still current', () => {
    const later = new Date(Date.now() + 60_000)
    for (const file of ['content/site.yaml', 'content/home.yaml', 'app/page.tsx', 'components/Card.tsx'])
      utimesSync(path.join(site, file), later, later)
    for (const folder of ['content', 'app', 'components']) utimesSync(path.join(site, folder), later, later)
    expect(staleReason(env, site)).toBeNull()
  })

  test('the same sources in another folder (another clone with its build copied) are current there too', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'build-state-copy-'))
    try {
      cpSync(site, copy, { recursive: true, preserveTimestamps: false })
      expect(staleReason(env, copy)).toBeNull()
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })

  test.each([
    [
      'an edited content file is named',
      () => write('content/home.yaml', 'title: Welcome\n'),
      'content/home.yaml changed since the last build',
    ],
    [
      'a new source file is named',
      () => write('components/Badge.tsx', 'export const Badge = () => null\n'),
      'components/Badge.tsx is new since the last build',
    ],
    [
      'a removed source file is named',
      () => unlinkSync(path.join(site, 'components/Card.tsx')),
      'components/Card.tsx was removed since the last build',
    ],
  ])('%s', (_, change, reason) => {
    change()
    expect(staleReason(env, site)).toBe(reason)
  })

  test('a test file, a dot-file or an installed package is not a source', () => {
    write('components/Card.test.tsx', 'test.todo("another")\n')
    write('content/.DS_Store', 'x')
    write('app/node_modules/x/index.js', 'x')
    expect(staleReason(env, site)).toBeNull()
  })

  test('other build settings make it stale, and say so', () => {
    expect(staleReason({ ...env, SITE_NAME: 'Another' }, site)).toBe(
      'the build settings (SITE_*, EMAILJS_*, bundler flags) changed',
    )
    // Settings that are not baked into the pages do not.
    expect(staleReason({ ...env, PORT: '3100' }, site)).toBeNull()
  })

  test.each([
    ['no out/', () => rmSync(path.join(site, 'out'), { recursive: true }), 'no build yet (out/ is missing)'],
    [
      'no stamp',
      () => rmSync(path.join(site, '.next'), { recursive: true }),
      'the build in out/ was not made by npm run build',
    ],
    [
      'a stamp in the old form (a build time)',
      () => write('.next/site-build.json', '{"builtAt": 1, "environment": "x"}'),
      'the build in out/ was recorded by an older npm run build',
    ],
    [
      'no nginx file',
      () => rmSync(path.join(site, 'deploy'), { recursive: true }),
      'deploy/nginx-site.conf is missing',
    ],
  ])('%s: stale, with the reason', (_, change, reason) => {
    change()
    expect(staleReason(env, site)).toBe(reason)
  })
})

test('every source the stamp lists is in the project (a folder moved or renamed must be named again here)', () => {
  expect(sources.filter((source) => !existsSync(path.join(root, source)))).toEqual([])
})

describe('describeChanges', () => {
  const before = { a: '1', b: '2', c: '3', d: '4', e: '5' }
  test.each([
    ['nothing', before, null],
    ['one changed', { ...before, a: 'x' }, 'a changed since the last build'],
    ['three', { ...before, a: 'x', b: 'x', c: 'x' }, 'a changed, b changed, c changed since the last build'],
    [
      'four: the rest counted',
      { ...before, a: 'x', b: 'x', c: 'x', d: 'x' },
      'a changed, b changed, c changed and 1 more file changed since the last build',
    ],
    [
      'five',
      { a: 'x', b: 'x', c: 'x', d: 'x', f: '6' },
      'a changed, b changed, c changed and 3 more files changed since the last build',
    ],
  ])('%s', (_, now, words) => {
    expect(describeChanges(before, now)).toBe(words)
  })
})

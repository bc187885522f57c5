import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { contentFilesRead, lastChanged, pageDates, picturesShown, routeAddress, servesAddress } from './page-dates'

describe('the address a page file serves', () => {
  test.each([
    ['(en)/page.tsx', '/'],
    ['(en)/garlic/page.tsx', '/garlic'],
    ['(af)/af/knoffel/page.tsx', '/af/knoffel'],
    ['(en)/bonsmara/catalogue/[animal]/page.tsx', '/bonsmara/catalogue/[animal]'],
  ])('%s serves %s', (file, address) => expect(routeAddress(file)).toBe(address))

  test.each([
    ['/bonsmara/catalogue/[animal]', '/bonsmara/catalogue/jldt-24-045', true],
    ['/bonsmara/catalogue/[animal]', '/bonsmara/catalogue', false],
    ['/bonsmara/catalogue', '/bonsmara/catalogue', true],
    ['/', '/', true],
    ['/', '/garlic', false],
  ])('%s serves %s: %s', (pattern, address, serves) => expect(servesAddress(pattern, address)).toBe(serves))
})

test('the pictures a page shows, by any of their variants in its markup', () => {
  const manifest = {
    'cattle/herd.jpg': { avif: [{ url: '/img/herd-1-480.avif' }, { url: '/img/herd-1-800.avif' }] },
    'garlic/field.jpg': { avif: [{ url: '/img/field-2-480.avif' }] },
  }
  expect(picturesShown('<source srcset="/img/herd-1-800.avif 800w">', manifest)).toEqual([
    'content/images/cattle/herd.jpg',
  ])
  expect(picturesShown('<p>no pictures</p>', manifest)).toEqual([])
})

describe('a project on disk', () => {
  let root: string
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: root,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
      stdio: 'ignore',
    })
  const commit = (date: string) => {
    git(['add', '-A'])
    git(['commit', '-q', '-m', 'change'], date)
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'page-dates-'))
    write('content/home.yaml', 'title: Home\n')
    write('content/home.ts', "export const home = 'home.yaml'\n")
    write('content/garlic.yaml', 'title: Garlic\n')
    write('content/garlic.ts', "export const garlic = 'garlic.yaml'\n")
    write('content/languages.ts', "export const languages = ['en']\n")
    write('content/words.yaml', 'menu: Menu\n')
    write('content/words.ts', "export type Words = { menu: string }\nexport const words = 'words.yaml'\n")
    write('components/Frame.tsx', "import { words } from '@/content/words'\nexport const Frame = () => words\n")
    write(
      'components/Typed.tsx',
      "import type { Words } from '@/content/words'\nexport const typed = (w: Words) => w\n",
    )
    write(
      'app/(en)/page.tsx',
      [
        "import { Frame } from '@/components/Frame'",
        "import { home } from '../../content/home'",
        'export default () => [Frame, home]\n',
      ].join('\n'),
    )
    write(
      'app/(en)/garlic/page.tsx',
      [
        "import { typed } from '@/components/Typed'",
        "import { garlic } from '@/content/garlic'",
        'export default () => [typed, garlic]\n',
      ].join('\n'),
    )
    write('app/(en)/layout.tsx', "import { languages } from '@/content/languages'\nexport default () => languages\n")
    git(['init', '-q'])
    commit('2026-01-10T08:00:00Z')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  test('the content files a page reads: through its imports and its layout, not a type import, each once', () => {
    expect(contentFilesRead(root, ['app/(en)/page.tsx', 'app/(en)/layout.tsx'])).toEqual([
      'content/home.yaml',
      'content/words.yaml',
    ])
    expect(contentFilesRead(root, ['app/(en)/garlic/page.tsx'])).toEqual(['content/garlic.yaml'])
  })

  test("each page's date is its newest content change; a file written again in another form is no change", () => {
    write('content/words.yaml', 'menu: Main menu\n')
    commit('2026-02-01T09:30:00Z')
    write('content/garlic.yaml', "title: 'Garlic'\n")
    commit('2026-03-01T10:00:00Z')
    const dates = pageDates(
      root,
      [
        { address: '/', html: '' },
        { address: '/garlic', html: '' },
      ],
      {},
    )
    expect(Object.fromEntries(dates)).toEqual({
      '/': '2026-02-01T09:30:00.000Z',
      '/garlic': '2026-01-10T08:00:00.000Z',
    })
  })

  test('a file changed since its last commit counts from its own time; outside git every file does', () => {
    write('content/home.yaml', 'title: Welcome\n')
    utimesSync(path.join(root, 'content/home.yaml'), new Date('2026-04-02T12:00:00Z'), new Date('2026-04-02T12:00:00Z'))
    expect(lastChanged(root, ['content/home.yaml', 'content/garlic.yaml'])).toEqual(
      new Map([
        ['content/home.yaml', '2026-04-02T12:00:00.000Z'],
        ['content/garlic.yaml', '2026-01-10T08:00:00.000Z'],
      ]),
    )
    rmSync(path.join(root, '.git'), { recursive: true })
    utimesSync(
      path.join(root, 'content/garlic.yaml'),
      new Date('2026-05-05T05:00:00Z'),
      new Date('2026-05-05T05:00:00Z'),
    )
    expect(lastChanged(root, ['content/garlic.yaml']).get('content/garlic.yaml')).toBe('2026-05-05T05:00:00.000Z')
  })

  test('an address no page file serves stops the build with its name', () => {
    expect(() => pageDates(root, [{ address: '/nowhere', html: '' }], {})).toThrow(
      'No page file in app/ serves /nowhere',
    )
  })
})

import { kindOf, missingNames, namesIn, readableParts } from './named-files'

const files = new Set([
  'README.md',
  'docs/testing.md',
  'app/(en)/layout.tsx',
  'app/(en)/bonsmara/catalogue/[animal]/page.tsx',
  'components/contact/use-contact-flow.tsx',
  'components/contact/ContactForm.tsx',
  'lib/sale/animal.ts',
  'scripts/lint/import-cycles.mjs',
  'scripts/lint/named-files.ts',
  'content/garlic.yaml',
  '.ci/run',
])

describe('where names are read', () => {
  test.each([
    ['lib/a.ts', 'code'],
    ['components/A.tsx', 'code'],
    ['eslint.config.mjs', 'code'],
    ['app/globals.css', 'css'],
    ['docs/testing.md', 'document'],
    ['e2e/old-engine/engine.py', 'hash-comments'],
    ['.ci/run', 'hash-comments'],
    ['.prettierignore', 'hash-comments'],
    ['content/garlic.yaml', null],
    ['package.json', null],
    ['public/icon.png', null],
  ])('%s is read as %s', (file, kind) => {
    expect(kindOf(file)).toBe(kind)
  })

  test("a code file's comments only, not its strings or code", () => {
    const text = [
      "import { x } from './gone'",
      "const a = 'lib/gone.ts' // see lib/named.ts",
      '/** Written by scripts/writer.ts. */',
      'const b = `components/gone.tsx`',
    ].join('\n')
    expect(readableParts(text, 'code', 'lib/a.ts')).toEqual([
      '// see lib/named.ts',
      '/** Written by scripts/writer.ts. */',
    ])
  })

  test("a JSX file's comments, inside markup too", () => {
    const text = 'export const A = () => (\n  <div>\n    {/* drawn by lib/draw.ts */}\n  </div>\n)'
    expect(readableParts(text, 'code', 'components/A.tsx')).toEqual(['/* drawn by lib/draw.ts */'])
  })

  test("CSS comments and a script's # comments", () => {
    expect(readableParts('a { color: red } /* app/x.css */ b {}', 'css')).toEqual(['/* app/x.css */'])
    expect(
      readableParts('#!/usr/bin/env bash\n# runs scripts/a.ts\necho "#not"\nls # and b.md', 'hash-comments'),
    ).toEqual([' runs scripts/a.ts', ' and b.md'])
  })
})

describe('what a name is', () => {
  test.each([
    ['see scripts/build.ts.', ['scripts/build.ts']],
    ['in components/catalogue/ and lib/sale/', ['components/catalogue/', 'lib/sale/']],
    ['the route app/(en)/bonsmara/catalogue/[animal]/page.tsx', ['app/(en)/bonsmara/catalogue/[animal]/page.tsx']],
    ['(use-contact-flow.tsx carries it out)', ['use-contact-flow.tsx']],
    ['[Testing](testing.md#ci) and [x](../docs/testing.md)', ['testing.md', '../docs/testing.md']],
    ['`@/lib/sale/animal` is imported as @/lib/sale/animal.ts', ['@/lib/sale/animal.ts']],
    ['https://example.com/lib/a.ts and /af/knoffel', []],
    ['a decimal 2.5 and e.g. nothing', []],
  ])('%s', (text, names) => {
    expect(namesIn(text)).toEqual(names)
  })
})

describe('the names a file gives that the repository does not have', () => {
  test.each<[string, string, string[]]>([
    ['lib/a.ts', '// made by components/contact/use-contact-flow.tsx', []],
    ['lib/a.ts', '// made by components/contact/use-contact-flow.ts', ['components/contact/use-contact-flow.ts']],
    ['lib/a.ts', '/** see use-contact-flow.tsx and use-on-demand.ts */', ['use-on-demand.ts']],
    ['lib/a.ts', '// the folders lib/sale/ and scripts/build/', ['scripts/build/']],
    ['lib/a.ts', '// @/lib/sale/animal.ts, and @/lib/sale/csv.ts', ['lib/sale/csv.ts']],
    ['scripts/lint/named-files.ts', '// beside ./import-cycles.mjs, not ./gone.mjs', ['./gone.mjs']],
    ['docs/testing.md', 'See [Readme](../README.md), [CI](../.ci/run) and [gone](gone.md).', ['gone.md']],
    ['docs/testing.md', 'The route `app/(en)/layout.tsx`, not `app/(af)/layout.tsx`.', ['app/(af)/layout.tsx']],
    // Made by a build or an install, or an ending alone: not checked.
    ['lib/a.ts', '// out/sw.js, deploy/nginx-site.conf, node_modules/next/, the .spec.ts files', []],
    // A path that starts with no folder of the repository (a content picture's, an address) is not a file name.
    ['lib/a.ts', '// src: cattle/herd.jpg, /bonsmara/catalogue/', []],
    // Data files are not read.
    ['content/garlic.yaml', 'description: see lib/gone.ts', []],
  ])('%s: %s', (file, text, missing) => {
    expect(missingNames(file, text, files)).toEqual(missing)
  })
})

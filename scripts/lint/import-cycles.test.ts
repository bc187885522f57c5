import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as tsParser from '@typescript-eslint/parser'
import { Linter } from 'eslint'
import { noImportCycle } from './import-cycles.mjs'

/** A project on disk (files by path from its root), linted file by file with the rule alone. */
function lint(files: Record<string, string>): Record<string, string[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'))
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    const linter = new Linter({ configType: 'flat', cwd: root })
    const config = [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tsParser },
        plugins: { project: { rules: { 'no-import-cycle': noImportCycle(root) } } },
        rules: { 'project/no-import-cycle': 'error' as const },
      },
    ]
    return Object.fromEntries(
      Object.entries(files).map(([file, text]) => [
        file,
        linter
          .verify(text, config, { filename: path.join(root, file) })
          .map((message) => `${message.line}: ${message.message}`),
      ]),
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

describe('project/no-import-cycle', () => {
  test('a circle of type imports alone is one, and each import on it says the way round', () => {
    const found = lint({
      'form.tsx': "import type { Words } from './words'\nexport type Props = { words: Words }\n",
      'words.ts': "import type { Props } from './form'\nexport type Words = { title: string; props?: Props }\n",
    })
    expect(found['form.tsx']).toEqual([
      '1: Import cycle (type imports count too): form.tsx → words.ts → form.tsx. ' +
        'Move what both need into the file that owns it, below both.',
    ])
    expect(found['words.ts']).toEqual([
      '1: Import cycle (type imports count too): words.ts → form.tsx → words.ts. ' +
        'Move what both need into the file that owns it, below both.',
    ])
  })

  test('the type moved to the file that owns it leaves one direction', () => {
    const found = lint({
      'form.tsx': "import type { Words } from './words'\nexport type Props = { words: Words }\n",
      'words.ts': 'export type Words = { title: string }\n',
    })
    expect(found).toEqual({ 'form.tsx': [], 'words.ts': [] })
  })

  test.each([
    ['export … from', "export { Panel } from '@/parts/panel'\n"],
    ['import()', "export const load = () => import('@/parts/panel')\n"],
    ['typeof import()', "export type Part = typeof import('@/parts/panel')\n"],
    ['import type * as', "import type * as panel from '@/parts/panel'\nexport type Part = typeof panel\n"],
  ])('%s counts, through the @/ alias and three files', (_kind, entry) => {
    const found = lint({
      'parts/entry.ts': entry,
      'parts/panel.tsx': "import { figures } from './figures'\nexport const Panel = () => figures\n",
      'parts/figures.ts': "import type { Part } from './entry'\nexport const figures: Part[] = []\n",
    })
    expect(found['parts/entry.ts']).toEqual([
      expect.stringContaining('parts/entry.ts → parts/panel.tsx → parts/figures.ts → parts/entry.ts'),
    ])
  })

  test("a package's imports are not followed, and a file importing its own type is no circle", () => {
    const found = lint({
      'a.ts':
        "import { useState } from 'react'\nimport type * as self from './a'\nexport " +
        'type Self = typeof self\nexport const use = useState\n',
      'node_modules/react/index.ts': "import '../../a'\nexport const useState = 1\n",
    })
    expect(found['a.ts']).toEqual([])
  })
})

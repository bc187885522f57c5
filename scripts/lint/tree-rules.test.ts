import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A repository on disk with these files, and the problems `npm run lint`'s check finds in it (run as
 * lint runs it: Prettier's own modules do not load inside Jest).
 */
async function problemsOf(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tree-rules-'))
  try {
    const settings = { '.prettierrc.json': '{ "printWidth": 40, "semi": false }\n' }
    for (const [file, text] of Object.entries({ ...settings, ...files })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    execFileSync('git', ['init', '-q'], { cwd: root })
    const check = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'tree.ts'), root], {
      encoding: 'utf8',
    })
    const problems = check.stderr.split('\n').filter((line) => /^[^\s].*:\d+: /.test(line))
    expect(check.status).toBe(problems.length > 0 ? 1 : 0)
    return problems
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

describe("the tree's own rules", () => {
  test('a formatted tree, each named file there, holds', async () => {
    expect(
      await problemsOf({
        'lib/a.ts': "// Read by lib/b.ts.\nexport const a = 'a'\n".replace(/'/g, '"'),
        'lib/b.ts': 'import { a } from "./a"\n\nexport const b = a\n',
        'docs/guide.md': '# Guide\n\nThe rules: `lib/a.ts`, [b](../lib/b.ts).\n',
      }),
    ).toEqual([])
  })

  test('a file not as the formatter writes it fails, with its name', async () => {
    expect(await problemsOf({ 'lib/a.ts': 'export const a = "a";\n' })).toEqual([
      'lib/a.ts:1: not as the formatter writes it: run npx prettier --write lib/a.ts',
    ])
  })

  test("a comment past the formatter's width fails, with its line; a Markdown table's row does not", async () => {
    const comment = '// A comment far longer than forty characters.'
    const table = [
      '| a column | and another, long past forty |',
      '| -------- | ---------------------------- |',
      '| 1        | 2                            |',
    ].join('\n')
    expect(
      await problemsOf({ 'lib/a.ts': `export const a = 1\n${comment}\n`, 'docs/t.md': `# T\n\n${table}\n` }),
    ).toEqual([`lib/a.ts:2: ${comment.length} characters, past the formatter's 40`])
  })

  test('a comment or a document naming a file the repository does not have fails, with its line', async () => {
    expect(
      await problemsOf({
        'lib/a.ts': 'export const a = 1\n// Read by lib/gone.ts.\n',
        'docs/guide.md': '# Guide\n\nSee [the rules](../lib/a.ts)\nand `lib/old/`.\n',
      }),
    ).toEqual([
      'docs/guide.md:4: names lib/old/, which the repository does not have',
      'lib/a.ts:2: names lib/gone.ts, which the repository does not have',
    ])
  })

  test('a README past 250 lines fails; one of 250 does not', async () => {
    const readme = (lines: number) => `# Site\n\n${'Words.\n'.repeat(lines - 2)}`
    expect(await problemsOf({ 'README.md': readme(250) })).toEqual([])
    expect(await problemsOf({ 'README.md': readme(251) })).toEqual([
      "README.md:251: past 250 lines: move a topic's detail to its page in docs/",
    ])
  })

  test("a content file not in the editor's form fails", async () => {
    expect(await problemsOf({ 'content/site.yaml': 'name: "Farm"\n', 'content/home.yaml': 'name: Farm\n' })).toEqual([
      "content/site.yaml:1: not in the content editor's form: run npm run content:format",
    ])
  })
})

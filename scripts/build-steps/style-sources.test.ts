import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The style sheet from the site's sources alone: app/globals.css names the folders Tailwind reads
 * (app, components, lib) with its automatic detection off, so a stray folder in the project's root,
 * tracked or not, full of class names (a copy of a build, an empty app left by a measurement) makes
 * the same bytes.
 */
const root = path.resolve(__dirname, '..', '..')
const sheet = path.join(root, 'app', 'globals.css')
/** The style sheet as the build's Tailwind writes it (in a process of its own: its packages are ES modules). */
const compile = async () => {
  const script = [
    "import postcss from 'postcss'",
    "import tailwind from '@tailwindcss/postcss'",
    "import { readFileSync } from 'node:fs'",
    `const sheet = ${JSON.stringify(sheet)}`,
    `const plugins = [tailwind({ base: ${JSON.stringify(root)} })]`,
    "const result = await postcss(plugins).process(readFileSync(sheet, 'utf8'), { from: sheet })",
    'process.stdout.write(result.css)',
  ].join('\n')
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(run.stderr)
  return run.stdout
}

test('a stray folder of class names in the root changes not a byte', async () => {
  const before = await compile()
  // A class the site has none of, in a folder git would track and one it ignores.
  const stray = ['stray-copy', path.join('.tmp', 'stray-build')].map((folder) => path.join(root, folder))
  try {
    for (const folder of stray) {
      mkdirSync(folder, { recursive: true })
      writeFileSync(
        path.join(folder, 'page.tsx'),
        'export default () => <div className="grid-cols-11 bg-fuchsia-900 skew-y-12 columns-7 grow">x</div>\n',
      )
      writeFileSync(path.join(folder, 'index.html'), '<p class="decoration-wavy tracking-widest">x</p>\n')
    }
    const after = await compile()
    expect(after).toBe(before)
    expect(after).not.toMatch(/bg-fuchsia-900|skew-y-12|decoration-wavy/)
  } finally {
    for (const folder of stray) rmSync(folder, { recursive: true, force: true })
  }
})

test('the folders named hold the site’s classes: one used only in a component is written', async () => {
  // A class every page's layout uses, from components/ alone.
  expect(await compile()).toMatch(/\.min-h-11\b/)
})

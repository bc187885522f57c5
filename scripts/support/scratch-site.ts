import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { contentYamlText } from '../content-files/yaml-format'

const root = path.join(__dirname, '..', '..')

/**
 * What every build of a copy runs with: no telemetry, and no second type check of code that is the
 * project's, which `npm run typecheck` checks (next.config.mjs).
 */
export const copyBuildEnv = { NEXT_TELEMETRY_DISABLED: '1', BUILD_SKIPS_TYPE_CHECK: '1' } as const

/** What a site is made from: its code and content, without its build or its tests. */
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'generated',
  'next.config.mjs',
  'next-sitemap.config.js',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'next-env.d.ts',
]

/**
 * A copy of the project in .tmp/ to change and build as an owner would, without touching the real
 * one. It sits inside the project so the build finds the project's installed packages, as the
 * bench's floor does.
 */
export function scratchSite(name: string) {
  const dir = path.join(root, '.tmp', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const source of sources) {
    // Without the unit tests: they are not the site, and need the test set-up to type-check.
    if (existsSync(path.join(root, source)))
      cpSync(path.join(root, source), path.join(dir, source), {
        recursive: true,
        filter: (file) => !/\.test\.tsx?$/.test(file),
      })
  }

  const run = (args: string[], what: string) => {
    const result = spawnSync(process.execPath, args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...copyBuildEnv },
    })
    if (result.status !== 0) throw new Error(`${what} failed in ${dir}:\n${result.stdout}\n${result.stderr}`)
    return result.stdout
  }
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

  return {
    dir,
    /** Edits a file as a person would in a text editor: finds `from` (which must be there) and writes `to`. */
    edit(file: string, from: string, to: string) {
      const target = path.join(dir, file)
      const text = readFileSync(target, 'utf8')
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`)
      writeFileSync(target, text.replace(from, to))
    },
    /** Changes a content file's data, as the content editor does, and writes it in the editor's form. */
    editContent<T>(file: string, change: (data: T) => void) {
      const target = path.join(dir, 'content', file)
      const data = parse(readFileSync(target, 'utf8')) as T
      change(data)
      writeFileSync(target, contentYamlText(data))
    },
    append(file: string, text: string) {
      const target = path.join(dir, file)
      writeFileSync(target, `${readFileSync(target, 'utf8').trimEnd()}\n${text}`)
    },
    copyFile(from: string, to: string) {
      cpSync(path.join(dir, from), path.join(dir, to))
    },
    /**
     * The whole build (`npm run build` in the copy), as a host runs it, with `env` beside the copy's own; only the
     * registry's pages are compressed ahead (the tests' server compresses the rest on the way). Stops with the build's
     * own words on failure.
     */
    buildWhole(env: Readonly<Record<string, string>> = {}) {
      const result = spawnSync(process.execPath, [tsx, 'scripts/build.ts'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ...env, ...copyBuildEnv, BUILD_COMPRESSES_REGISTRY_PAGES_ONLY: '1' },
      })
      if (result.status !== 0) throw new Error(`The copy did not build in ${dir}:\n${result.stdout}\n${result.stderr}`)
      return result.stdout
    },
    /** The owner's build: the content check, the picture variants, then the static export into out/. */
    build() {
      run([tsx, '-e', "require('./scripts/build-steps/content-check').checkContent()"], 'The content check')
      run([tsx, 'scripts/images.ts'], 'The image pipeline')
      return run([next, 'build'], 'next build')
    },
    page(file: string) {
      return readFileSync(path.join(dir, 'out', file), 'utf8')
    },
  }
}

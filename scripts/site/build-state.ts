import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { loadEnvConfig } from '@next/env'

export const root = path.resolve(__dirname, '..', '..')
export const outDir = path.join(root, 'out')
const stampPath = path.join('.next', 'site-build.json')

// The same .env files `next build` reads, so scripts see the settings the pages will be built with.
loadEnvConfig(root)

/**
 * Flags for `next build`: none, so Turbopack. Measured on this site, webpack (`--webpack`) ships
 * about the same first-load JS and builds more slowly (docs/performance.md), so the default stays.
 */
export const nextBuildFlags: string[] = []

/** Everything the static export is made from; a change to the content of any of these makes `out/` stale. */
export const sources = [
  'app',
  'components',
  'content',
  // Source photos and drawings for the image pipeline (inside content/, named for clarity).
  'content/images',
  'lib',
  'public',
  // The build's own steps (the pages' rewriting, the service worker, the content editor), what they
  // share with the servers and the tests (the hosts' configurations, the compressed copies), and the
  // content files' forms.
  'scripts/build-steps',
  'scripts/site',
  'scripts/content-files',
  'scripts/build.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

/** Build-time variables baked into the pages; a build made with other values is stale too. */
const bakedVariablePrefixes = ['SITE_', 'EMAILJS_', 'NEXT_PUBLIC_', 'CMS_']

/** Files that do not change what is built: tests, and dot-files and installed packages. */
const skipped = (name: string) => name === 'node_modules' || name.startsWith('.') || /\.test\.tsx?$/.test(name)

/**
 * Every file the export is made from under `rootDir`, each with a hash of its content: what a build
 * was made from, compared by content rather than by time, so a fresh checkout or a touched file
 * whose content is unchanged needs no new build.
 */
export function sourceHashes(rootDir: string = root): Record<string, string> {
  const hashes: Record<string, string> = {}
  const visit = (relative: string) => {
    const target = path.join(rootDir, relative)
    if (!existsSync(target)) return
    if (statSync(target).isDirectory()) {
      for (const entry of readdirSync(target).sort()) if (!skipped(entry)) visit(path.posix.join(relative, entry))
      return
    }
    hashes[relative] ??= createHash('sha256').update(readFileSync(target)).digest('hex').slice(0, 20)
  }
  for (const source of sources) visit(source)
  return hashes
}

/**
 * What changed between the sources a build was made from and today's, in words ('content/site.yaml changed'), or null.
 */
export function describeChanges(built: Record<string, string>, now: Record<string, string>): string | null {
  const changes = [
    ...Object.keys(now)
      .filter((file) => file in built && built[file] !== now[file])
      .map((file) => `${file} changed`),
    ...Object.keys(now)
      .filter((file) => !(file in built))
      .map((file) => `${file} is new`),
    ...Object.keys(built)
      .filter((file) => !(file in now))
      .map((file) => `${file} was removed`),
  ]
  if (changes.length === 0) return null
  const more = changes.length - 3
  return (
    `${changes.slice(0, 3).join(', ')}${more > 0 ? ` and ${more} more file${more === 1 ? '' : 's'} changed` : ''} ` +
    `since the last build`
  )
}

export function bakedEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const entries = Object.entries(env)
    .filter(([name, value]) => value !== undefined && bakedVariablePrefixes.some((p) => name.startsWith(p)))
    .sort(([a], [b]) => a.localeCompare(b))
  return Object.fromEntries(entries) as Record<string, string>
}

/** The settings baked into a build and the bundler flags it was made with. */
function fingerprint(env: NodeJS.ProcessEnv): string {
  return createHash('sha256')
    .update(JSON.stringify([bakedEnvironment(env), nextBuildFlags]))
    .digest('hex')
}

/**
 * The build's ID, which Next writes into every page's payload and names a folder of `_next/static/`
 * after: a hash of the sources and the settings the build is made from, so the same sources make
 * the same site, byte for byte (Next's own ID is random at every build).
 */
export function buildIdOf(sources: Record<string, string>, env: NodeJS.ProcessEnv = process.env): string {
  return createHash('sha256')
    .update(JSON.stringify([sources, fingerprint(env)]))
    .digest('hex')
    .slice(0, 20)
}

type Stamp = { environment: string; sources: Record<string, string>; node?: string }

/** Why `out/` (under `rootDir`) cannot be served as it is, or null when it matches the sources and settings. */
export function staleReason(env: NodeJS.ProcessEnv = process.env, rootDir: string = root): string | null {
  const stampAt = path.join(rootDir, stampPath)
  if (!existsSync(path.join(rootDir, 'out', 'index.html'))) return 'no build yet (out/ is missing)'
  if (!existsSync(stampAt)) return 'the build in out/ was not made by npm run build'
  if (!existsSync(path.join(rootDir, 'deploy', 'nginx-site.conf'))) return 'deploy/nginx-site.conf is missing'
  const stamp = JSON.parse(readFileSync(stampAt, 'utf8')) as Partial<Stamp>
  if (!stamp.sources) return 'the build in out/ was recorded by an older npm run build'
  if (stamp.environment !== fingerprint(env)) return 'the build settings (SITE_*, EMAILJS_*, bundler flags) changed'
  return describeChanges(stamp.sources, sourceHashes(rootDir))
}

/**
 * Records what `out/` was just built from: the sources as they were when the build began (taken
 * with `sourceHashes()` then, so an edit made during the build makes it stale) and these settings.
 */
export function writeStamp(
  sources: Record<string, string>,
  env: NodeJS.ProcessEnv = process.env,
  rootDir: string = root,
): void {
  const stampAt = path.join(rootDir, stampPath)
  mkdirSync(path.dirname(stampAt), { recursive: true })
  const stamp: Stamp = { environment: fingerprint(env), sources, node: process.version }
  writeFileSync(stampAt, JSON.stringify(stamp, null, 2))
}

/** The Node.js version the build in `out/` (under `rootDir`) was made with, where its stamp says. */
export function builtWithNode(rootDir: string = root): string | undefined {
  const stampAt = path.join(rootDir, stampPath)
  return existsSync(stampAt) ? (JSON.parse(readFileSync(stampAt, 'utf8')) as Partial<Stamp>).node : undefined
}

/** Builds the static site when `out/` is missing or stale; whether out/ is now current. */
export function buildIfStale(env: NodeJS.ProcessEnv = process.env): boolean {
  const reason = staleReason(env)
  if (!reason) {
    console.log('out/ is up to date; skipping the build.')
    return true
  }
  console.log(`Building the site: ${reason}.`)
  return spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' }).status === 0
}

/** Builds the static site when `out/` is missing or stale; exits the process if the build fails. */
export function ensureBuilt(env: NodeJS.ProcessEnv = process.env): void {
  if (buildIfStale(env)) return
  console.error('The build failed; see the messages above.')
  process.exit(1)
}

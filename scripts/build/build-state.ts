import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { loadEnvConfig } from '@next/env'

export const root = path.resolve(__dirname, '..', '..')
export const outDir = path.join(root, 'out')
const stampFile = path.join(root, '.next', 'site-build.json')

// The same .env files `next build` reads, so scripts see the settings the pages will be built with.
loadEnvConfig(root)

/**
 * Flags for `next build`: none, so Turbopack. Measured on this site, webpack (`--webpack`) ships
 * the same first-load JS within 0.3 KB gzip per route (180.9 vs 181.0 KB on /, 185.5 vs 185.2 KB on
 * /garlic) and builds more slowly, so the default stays.
 */
export const nextBuildFlags: string[] = []

/** Everything the static export is made from; a change to any of these makes `out/` stale. */
const sources = [
  'app',
  'components',
  'content',
  // Source photos and drawings for the image pipeline (inside content/, named for clarity).
  'content/images',
  'lib',
  'public',
  // The build's own steps: the pages' rewriting, the service worker, the hosts' configurations.
  'scripts/build',
  'scripts/build.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

/** Build-time variables baked into the pages; a build made with other values is stale too. */
const bakedVariablePrefixes = ['SITE_', 'EMAILJS_', 'NEXT_PUBLIC_', 'CMS_']

function newestChange(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) {
    // Tests do not change what is built.
    if (entry === 'node_modules' || entry.startsWith('.') || /\.test\.tsx?$/.test(entry)) continue
    newest = Math.max(newest, newestChange(path.join(target, entry)))
  }
  return newest
}

export function bakedEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const entries = Object.entries(env)
    .filter(([name, value]) => value !== undefined && bakedVariablePrefixes.some((p) => name.startsWith(p)))
    .sort(([a], [b]) => a.localeCompare(b))
  return Object.fromEntries(entries) as Record<string, string>
}

/** The settings baked into a build and the bundler flags it was made with. */
function fingerprint(env: NodeJS.ProcessEnv): string {
  return createHash('sha256').update(JSON.stringify([bakedEnvironment(env), nextBuildFlags])).digest('hex')
}

type Stamp = { builtAt: number; environment: string }

/** Why `out/` cannot be served as it is, or null when it matches the sources and settings. */
export function staleReason(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!existsSync(path.join(outDir, 'index.html'))) return 'no build yet (out/ is missing)'
  if (!existsSync(stampFile)) return 'the build in out/ was not made by npm run build'
  if (!existsSync(path.join(root, 'deploy', 'nginx-site.conf'))) return 'deploy/nginx-site.conf is missing'
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp
  if (stamp.environment !== fingerprint(env)) return 'the build settings (SITE_*, EMAILJS_*, bundler flags) changed'
  const changed = sources.find((source) => newestChange(path.join(root, source)) > stamp.builtAt)
  return changed ? `${changed} changed since the last build` : null
}

/** Records that `out/` was just built from the current sources with these settings. */
export function writeStamp(builtAt: number, env: NodeJS.ProcessEnv = process.env): void {
  mkdirSync(path.dirname(stampFile), { recursive: true })
  const stamp: Stamp = { builtAt, environment: fingerprint(env) }
  writeFileSync(stampFile, JSON.stringify(stamp, null, 2))
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

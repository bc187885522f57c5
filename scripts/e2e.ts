/**
 * `npm run test:e2e`: finds (or installs) Chromium, builds the site if out/ is stale, then runs the
 * Playwright suite against out/ served by the project's static server. Extra arguments go to
 * Playwright, for example `npm run test:e2e -- e2e/navigation.spec.ts`.
 */
import { spawnSync } from 'node:child_process'
import { ensureBuilt, root } from './lib/build-state'
import { findChromium } from './lib/chromium'

const chromium = findChromium()
ensureBuilt()
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
})
process.exit(result.status ?? 1)

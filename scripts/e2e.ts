/**
 * `npm run test:e2e`: finds (or installs) Chromium and nginx, builds the site if out/ is stale, then
 * runs the Playwright suite against out/ served by the project's static server (the host tests by
 * nginx too). Extra arguments go to Playwright, for example `npm run test:e2e --
 * e2e/navigation.spec.ts`. The site is built with its contact form pointed at the local mail sink
 * on $E2E_MAIL_SINK_PORT, which Playwright starts.
 */
import { spawnSync } from 'node:child_process'
import { ensureBuilt, root } from './build/build-state'
import { findChromium } from './support/chromium'
import { findNginx } from './support/nginx'
import { localMailSinkBuildEnv } from './servers/local-mail-sink-env'

const chromium = findChromium()
const nginx = findNginx()
const sinkPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 4174)
const env = { ...localMailSinkBuildEnv(process.env, sinkPort), E2E_MAIL_SINK_PORT: String(sinkPort) }
ensureBuilt(env)
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, CHROMIUM_PATH: chromium, NGINX_PATH: nginx },
})
process.exit(result.status ?? 1)

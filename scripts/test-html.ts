/**
 * `npm run test:html`: builds the site if out/ is stale (with the same settings as the browser
 * tests, so the two share one build), then runs the Jest checks over the exported HTML in
 * e2e/exported-html/. Extra arguments go to Jest.
 */
import { spawnSync } from 'node:child_process'
import { ensureBuilt, root } from './site/build-state'
import { localMailSinkBuildEnv } from './servers/local-mail-sink-env'

const env = localMailSinkBuildEnv(process.env, Number(process.env.E2E_MAIL_SINK_PORT ?? 4174))
ensureBuilt(env)
const jest = spawnSync('npx', ['jest', 'e2e/exported-html', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
})
process.exit(jest.status ?? 1)

/**
 * `npm run test:e2e`: finds (or installs) Chromium, Firefox, nginx and WebKit, builds the site if out/ is stale, runs
 * the Playwright suite (Chromium and Firefox) against out/ served by the project's static server (the host tests by
 * nginx too), then the WebKit suite (e2e/webkit/), then the old engine's (e2e/old-engine/: QtWebEngine 5.15, the
 * browser policy's floor). Extra arguments go to Playwright and skip WebKit and the old engine, for example `npm run
 * test:e2e -- e2e/navigation.spec.ts`; `--webkit` runs the WebKit suite alone, `--old-engine` the old engine's, and
 * `--editor-screenshots` the editor's round trip alone, keeping its pictures for the owner's guide. The
 * site is built with its contact form pointed at the local mail sink on $E2E_MAIL_SINK_PORT. Prints how long each stage
 * took.
 */
import { spawnSync } from 'node:child_process'
import { ensureBuilt, root } from './site/build-state'
import { findTestChromium } from './support/chromium'
import { findFirefox } from './support/firefox'
import { findNginx } from './support/nginx'
import { findOldEngine } from './support/old-engine'
import { findWebKit } from './support/webkit'
import { localMailSinkBuildEnv } from './servers/local-mail-sink-env'

// The owner's guide's pictures of the editor (e2e/content-editor.spec.ts) come from its round trip.
const editorScreenshots = process.argv[2] === '--editor-screenshots'
const args = editorScreenshots ? ['--project', 'editor', '--no-deps', '-g', 'owner changes'] : process.argv.slice(2)
const webkitOnly = args.length === 1 && args[0] === '--webkit'
const oldEngineOnly = args.length === 1 && args[0] === '--old-engine'
const withWebKit = webkitOnly || args.length === 0
const withOldEngine = oldEngineOnly || args.length === 0
const playwrightToo = !webkitOnly && !oldEngineOnly
const sinkPort = Number(process.env.E2E_MAIL_SINK_PORT ?? 4174)
const env = {
  ...localMailSinkBuildEnv(process.env, sinkPort),
  E2E_MAIL_SINK_PORT: String(sinkPort),
  ...(editorScreenshots ? { EDITOR_SCREENSHOTS: 'public/admin/guide' } : {}),
  CHROMIUM_PATH: findTestChromium(),
  ...(playwrightToo ? { FIREFOX_PATH: findFirefox(), NGINX_PATH: findNginx() } : {}),
}
if (withWebKit) findWebKit()
if (withOldEngine) findOldEngine()

const timings: string[] = []
function stage(name: string, run: () => number): number {
  const started = Date.now()
  const status = run()
  const seconds = Math.round((Date.now() - started) / 1000)
  timings.push(`${name}: ${Math.floor(seconds / 60)} min ${seconds % 60} s${status === 0 ? '' : ' (failed)'}`)
  return status
}

let failed = false
stage('build (skipped when out/ is current)', () => {
  ensureBuilt(env)
  return 0
})
if (playwrightToo) {
  failed =
    stage(
      'Playwright: Chromium, Firefox, the hosts',
      () => spawnSync('npx', ['playwright', 'test', ...args], { cwd: root, stdio: 'inherit', env }).status ?? 1,
    ) !== 0
}
if (withWebKit) {
  const status = stage(
    'WebKit (WebKitWebDriver)',
    () =>
      spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', 'e2e/webkit/smoke.webkit.ts'], {
        cwd: root,
        stdio: 'inherit',
        env,
      }).status ?? 1,
  )
  failed ||= status !== 0
}
if (withOldEngine) {
  // Alone, it also keeps pictures of / and /garlic in both engines for a person to look at (.tmp/old-engine/).
  const status = stage(
    'the old engine (QtWebEngine 5.15)',
    () =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', '--test', '--test-reporter=spec', 'e2e/old-engine/old-engine.test.ts'],
        { cwd: root, stdio: 'inherit', env: { ...env, ...(oldEngineOnly ? { OLD_ENGINE_PICTURES: '1' } : {}) } },
      ).status ?? 1,
  )
  failed ||= status !== 0
}
console.log(`\nBrowser tests, time by stage:\n  ${timings.join('\n  ')}`)
process.exit(failed ? 1 : 0)

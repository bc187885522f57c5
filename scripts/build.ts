/**
 * `npm run build`: renders the responsive images, checks the content and settings, runs
 * `next build` into out/, and records the build so `npm start` and the tests know whether out/ is current.
 */
import { spawnSync } from 'node:child_process'
import { root, writeStamp } from './lib/build-state'
import { reportSettings } from './lib/settings-report'
import { runImagePipeline } from './images'

async function main() {
  // Before the build's start time, so the generated variants never count as changes since this build.
  await runImagePipeline()
  const startedAt = Date.now()
  await reportSettings()
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeStamp(startedAt)
}

void main()

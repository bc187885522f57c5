import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const debianChromium = '/usr/bin/chromium'
const installCommand = 'apt-get update && apt-get install -y chromium'

/** Flags that keep headless Chromium quiet and working on a locked-down machine with no internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function playwrightChromium(): string | null {
  try {
    const candidate = chromium.executablePath()
    return candidate && existsSync(candidate) ? candidate : null
  } catch {
    return null
  }
}

function isDebianRoot(): boolean {
  return existsSync('/etc/debian_version') && process.getuid?.() === 0
}

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download. With none, Debian's package is installed when running as root on
 * Debian; otherwise the process stops with the command to run.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    console.error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`)
    process.exit(1)
  }
  if (existsSync(debianChromium)) return debianChromium
  const bundled = playwrightChromium()
  if (bundled) return bundled
  if (isDebianRoot()) {
    console.log(`Chromium is missing; installing Debian's package: ${installCommand}`)
    const result = spawnSync('sh', ['-c', installCommand], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status === 0 && existsSync(debianChromium)) return debianChromium
    console.error('Installing Chromium failed; see the messages above.')
    process.exit(1)
  }
  console.error(
    'The browser tests need Chromium and none was found. Install it, then run npm test again:\n' +
      `  sudo ${installCommand}\n` +
      'or point CHROMIUM_PATH at an installed Chromium or Chrome.',
  )
  process.exit(1)
}

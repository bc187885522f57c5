import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const debianFirefox = '/usr/bin/firefox-esr'
const installCommand = 'apt-get update && apt-get install -y firefox-esr'

/**
 * The Firefox the browser tests drive over WebDriver BiDi (Playwright's `moz-firefox` channel):
 * $FIREFOX_PATH, else Debian's Firefox ESR. With none, Debian's package is installed when running as
 * root on Debian; otherwise the process stops with the command to run. Nothing is downloaded.
 */
export function findFirefox(): string {
  const fromEnv = process.env.FIREFOX_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    console.error(`FIREFOX_PATH is set to ${fromEnv}, but no file is there.`)
    process.exit(1)
  }
  if (existsSync(debianFirefox)) return debianFirefox
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    console.log(`Firefox is missing; installing Debian's package: ${installCommand}`)
    const result = spawnSync('sh', ['-c', installCommand], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status === 0 && existsSync(debianFirefox)) return debianFirefox
    console.error('Installing Firefox failed; see the messages above.')
    process.exit(1)
  }
  console.error(
    'The browser tests run in Firefox too and none was found. Install it, then run npm test again:\n' +
      `  sudo ${installCommand}\n` +
      'or point FIREFOX_PATH at an installed Firefox (version 129 or later, for WebDriver BiDi).',
  )
  process.exit(1)
}

import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const debianDriver = '/usr/bin/WebKitWebDriver'
const debianXvfb = '/usr/bin/Xvfb'
const installCommand = 'apt-get update && apt-get install -y webkit2gtk-driver xvfb'

export type WebKit = { driver: string; browser: string; xvfb: string }

/** WebKitGTK's own small browser, which WebKitWebDriver drives: Debian puts it beside the library. */
function findMiniBrowser(): string | null {
  if (process.env.WEBKIT_BROWSER_PATH) return existsSync(process.env.WEBKIT_BROWSER_PATH) ? process.env.WEBKIT_BROWSER_PATH : null
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue
    for (const folder of readdirSync(lib).filter((name) => /^webkit2?gtk-[0-9.]+$/.test(name)).sort().reverse()) {
      const candidate = `${lib}/${folder}/MiniBrowser`
      if (existsSync(candidate)) return candidate
    }
  }
  return null
}

function look(): WebKit | null {
  const driver = process.env.WEBKIT_WEBDRIVER_PATH ?? debianDriver
  const browser = findMiniBrowser()
  if (!existsSync(driver) || !browser || !existsSync(debianXvfb)) return null
  return { driver, browser, xvfb: debianXvfb }
}

/**
 * WebKit (the engine of Safari) as Debian packages it: WebKitWebDriver, the MiniBrowser it drives
 * and Xvfb, the screen it draws on. Missing, they are installed when running as root on Debian;
 * otherwise the process stops with the command to run: a missing engine never passes in silence.
 */
export function findWebKit(): WebKit {
  const found = look()
  if (found) return found
  if (existsSync('/etc/debian_version') && process.getuid?.() === 0) {
    console.log(`WebKit is missing; installing Debian's packages: ${installCommand}`)
    const result = spawnSync('sh', ['-c', installCommand], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    const installed = result.status === 0 ? look() : null
    if (installed) return installed
    console.error('Installing WebKit failed; see the messages above.')
    process.exit(1)
  }
  console.error(
    'The WebKit tests need WebKitWebDriver, WebKitGTK\'s MiniBrowser and Xvfb, and at least one is missing. Install them, then run npm test again:\n' +
      `  sudo ${installCommand}\n` +
      'or point WEBKIT_WEBDRIVER_PATH and WEBKIT_BROWSER_PATH at them.',
  )
  process.exit(1)
}

import { existsSync, readdirSync } from 'node:fs'
import { installOrStop } from './debian-package'

const debianDriver = '/usr/bin/WebKitWebDriver'
const debianXvfb = '/usr/bin/Xvfb'

export type WebKit = { driver: string; browser: string; xvfb: string }

/** WebKitGTK's own small browser, which WebKitWebDriver drives: Debian puts it beside the library. */
function findMiniBrowser(): string | null {
  if (process.env.WEBKIT_BROWSER_PATH)
    return existsSync(process.env.WEBKIT_BROWSER_PATH) ? process.env.WEBKIT_BROWSER_PATH : null
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue
    for (const folder of readdirSync(lib)
      .filter((name) => /^webkit2?gtk-[0-9.]+$/.test(name))
      .sort()
      .reverse()) {
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
  return (
    look() ??
    installOrStop({
      what: 'WebKit',
      packages: 'webkit2gtk-driver xvfb',
      found: look,
      need: "The WebKit tests need WebKitWebDriver, WebKitGTK's MiniBrowser and Xvfb, and at least one is missing.",
      orElse: 'or point WEBKIT_WEBDRIVER_PATH and WEBKIT_BROWSER_PATH at them.',
    })
  )
}

import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { fromEnvironment, installOrStop } from './debian-package'

const debianChromium = '/usr/bin/chromium'
const debianHeadlessShell = '/usr/bin/chromium-headless-shell'

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

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download. With none, Debian's package is installed when running as root on
 * Debian; otherwise the process stops with the command to run.
 */
export function findChromium(): string {
  const debian = () => (existsSync(debianChromium) ? debianChromium : null)
  return (
    fromEnvironment('CHROMIUM_PATH') ??
    debian() ??
    playwrightChromium() ??
    installOrStop({
      what: 'Chromium',
      packages: 'chromium',
      found: debian,
      need: 'The browser tests need Chromium and none was found.',
      orElse: 'or point CHROMIUM_PATH at an installed Chromium or Chrome.',
    })
  )
}

/**
 * The Chromium the Playwright suite and the WebKit suite's comparison run drive: $CHROMIUM_PATH when
 * set, else Debian's headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell),
 * else the Chromium `findChromium` finds. The headless shell is the same build of Blink and V8 as
 * Debian's Chromium without the browser around them (what Playwright itself runs headless tests
 * in): the suite's pages lay out, run and print the same, for about half the processor time, which
 * is what the suite's length is made of on a machine of two cores. What a visitor's browser does
 * as a whole (the bench, the screenshots) keeps the full Chromium.
 */
export function findTestChromium(): string {
  return fromEnvironment('CHROMIUM_PATH') ?? (existsSync(debianHeadlessShell) ? debianHeadlessShell : findChromium())
}

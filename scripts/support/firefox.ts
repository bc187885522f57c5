import { existsSync } from 'node:fs'
import { fromEnvironment, installOrStop } from './debian-package'

const debianFirefox = '/usr/bin/firefox-esr'

/**
 * The Firefox the browser tests drive over WebDriver BiDi (Playwright's `moz-firefox` channel):
 * $FIREFOX_PATH, else Debian's Firefox ESR. With none, Debian's package is installed when running as
 * root on Debian; otherwise the process stops with the command to run. Nothing is downloaded.
 */
export function findFirefox(): string {
  const found = () => (existsSync(debianFirefox) ? debianFirefox : null)
  return (
    fromEnvironment('FIREFOX_PATH') ??
    found() ??
    installOrStop({
      what: 'Firefox',
      packages: 'firefox-esr',
      found,
      need: 'The browser tests run in Firefox too and none was found.',
      orElse: 'or point FIREFOX_PATH at an installed Firefox (version 129 or later, for WebDriver BiDi).',
    })
  )
}

import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The browser policy (docs/browsers.md) as the checks over out/ read it. The engines themselves are
 * named once, in package.json's `browserslist`, which Next's script compiler, its style sheet
 * minifier and the style sheet lint all read; this file holds what follows from that list.
 */

/** The browserslist queries of package.json: every engine that gets the site as designed. */
export function policyBrowsers(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    browserslist?: string[]
  }
  if (!manifest.browserslist?.length)
    throw new Error('package.json has no browserslist: the browser policy names its engines there')
  return manifest.browserslist
}

/**
 * The newest ECMAScript every engine of the policy parses: ES2020. Firefox 78 stops there (the
 * logical assignments `||=` and `&&=` of ES2021 came in Firefox 79), and so does the loader's
 * esbuild target.
 */
export const policyEcmaVersion = 2020

/** What the watchdog is written in: ES5, which every browser that runs scripts at all parses. */
export const everyBrowserEcmaVersion = 5

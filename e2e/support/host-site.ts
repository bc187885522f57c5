import { readFileSync } from 'node:fs'
import path from 'node:path'
import { notFoundRoute, routes } from '../../content/pages'
import { cacheRules } from '../../scripts/site/cache-policy'
import { outDir } from '../../scripts/site/build-state'
import { parseHeadersFile, policiesFromHeadersFile } from '../../scripts/site/headers-file'
import { htmlFiles, isEditorFile, siteFiles } from '../../scripts/site/out-files'
import { commonHeaders, editorPolicyIn, everyAnswerHeaders, hstsHeader } from '../../scripts/site/security-headers'

/**
 * The built site in out/ and what every host must send for it: the expectations the host tests
 * (hosts.spec.ts) hold npm start's server and nginx to, and headers-file.spec.ts holds out/_headers
 * to. Everything is read from the build and the page registry, so a page added to
 * content/pages.yaml is checked without a change here.
 */
const headersText = readFileSync(path.join(outDir, '_headers'), 'utf8')

export const out = {
  /** Every exported HTML file; each answers at its clean address ('garlic.html' at /garlic). */
  pages: htmlFiles(outDir),
  /** Every other file a host serves as it is (not the hosts' own settings file, nor the content editor's). */
  files: siteFiles(outDir).filter((file) => !file.endsWith('.html') && file !== '_headers' && !isEditorFile(file)),
  /** The content editor's files (admin/), and the policy its page states. */
  editor: { files: siteFiles(outDir).filter(isEditorFile), policy: editorPolicyIn(outDir) },
  /** Each page's own Content-Security-Policy, and the catch-all one, as the build wrote them. */
  policies: policiesFromHeadersFile(headersText),
  headersText,
  headersRules: parseHeadersFile(headersText),
  read: (file: string) => readFileSync(path.join(outDir, file)),
}

/** The page unknown addresses answer with. */
export const notFoundFile = notFoundRoute.file

/** The registry's pages, in every language. */
export { routes }

/** A page of the registry other than the home page, to build unknown addresses from. */
const somePage = routes.find((route) => route.path !== '/')?.path ?? '/page'

/** Addresses no host may answer with a file: made up, under a page, in the wrong case, or a folder. */
export const unknownAddresses = [
  '/no-such-page',
  '/no-such-field/plot-7',
  `${somePage}/no-such-section`,
  somePage.toUpperCase(),
  '/_next/static/chunks/no-such-chunk.js',
  '/no-such-picture.avif',
  ...cacheRules.flatMap(({ match }) => ('prefix' in match ? [match.prefix.slice(0, -1)] : [])),
]

/** Values the issue pins, checked literally as well as against scripts/site/cache-policy.ts. */
export const pinned = {
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  manifestType: 'application/manifest+json',
}

/**
 * The security headers an answer carries; HSTS where the host is the deployed HTTPS one. A file the
 * cache policy keeps goes without the page headers on npm start's server and nginx (`kept`).
 */
export function securityHeaders(hsts: boolean, { kept = false }: { kept?: boolean } = {}): Record<string, string> {
  return { ...(kept ? everyAnswerHeaders : commonHeaders), ...(hsts ? hstsHeader : {}) }
}

/** The script hashes a policy allows ('sha256-…'), sorted. */
export function scriptHashes(policy: string): string[] {
  const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? ''
  return scripts
    .trim()
    .split(/\s+/)
    .filter((source) => source.startsWith("'sha256-"))
    .sort()
}

/** Each expected header not sent with exactly its value, as 'name: sent (expected …)'; empty when all are. */
export function headerMismatches(sent: Record<string, string>, expected: Record<string, string>): string[] {
  const byName = new Map(Object.entries(sent).map(([name, value]) => [name.toLowerCase(), value]))
  return Object.entries(expected)
    .filter(([name, value]) => byName.get(name.toLowerCase()) !== value)
    .map(([name, value]) => `${name}: ${byName.get(name.toLowerCase()) ?? '(none)'} (expected ${value})`)
}

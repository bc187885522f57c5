import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cacheKindOf, defaultCacheKind } from './cache-policy'
import { editorFolder, htmlFiles } from './out-files'

/**
 * The security headers every host sends, and each page's Content-Security-Policy worked out from
 * the exported page itself. Written for each host by headers-file.ts (out/_headers),
 * scripts/servers/serve-config.ts (npm start) and nginx-site.ts (nginx).
 */

/** Headers every answer carries, whatever it is: never guess a file's type from its bytes. */
export const everyAnswerHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
}

/**
 * Headers that govern a page: where its links send their referrer, the browser features it may use
 * (the site uses none: denied, so no embedded script can ask for them), and its window kept from
 * others'. A script, a style sheet or a picture is not a page, so the files the cache policy keeps
 * (`keptFile`) go without them: over HTTP/1.1, where every answer repeats its headers, they cost
 * about 360 bytes an answer, on each of a first visit's forty-odd. Out/_headers still sends them
 * everywhere: Cloudflare Pages and Netlify answer over HTTP/2 and 3, where a header repeated costs a
 * byte or two.
 */
export const pageHeaders: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
    'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), ' +
    'xr-spatial-tracking=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Every security header, as a page (and every answer but a kept file) carries them. */
export const commonHeaders: Record<string, string> = { ...everyAnswerHeaders, ...pageHeaders }

/**
 * Whether an address (a path on the site) is a file the cache policy keeps beyond a visit: a hashed
 * script, style sheet, font or picture, or an icon (scripts/site/cache-policy.ts). Never a page.
 */
export const keptFile = (address: string): boolean => cacheKindOf(address) !== defaultCacheKind

/** Only for the deployed HTTPS host: browsers ignore it over plain HTTP. */
export const hstsHeader = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }

export type PolicyOptions = {
  /** Origins the page may send data to besides itself (the e-mail API). */
  connectOrigins: readonly string[]
  /** Origins a configured third-party widget loads scripts, frames and images from. */
  widgetOrigins: readonly string[]
}

/** Every inline script that the browser would run, hashed as CSP expects ('sha256-<base64>'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/.test(attributes)) continue
    // Data blocks (JSON-LD) are never executed, so CSP does not govern them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes].sort()
}

/** The Content-Security-Policy for a page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: PolicyOptions): string {
  const widget = options.widgetOrigins
  // Fonts, workers and the manifest fall back to default-src (workers through script-src, whose
  // 'self' they need): naming them again would add 58 bytes to every page's first round trip.
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...widget],
    // React and the tooltip position elements with style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...widget],
    ['connect-src', "'self'", ...options.connectOrigins, ...widget],
    ['frame-src', ...(widget.length > 0 ? widget : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Where the content editor is served: its own policy and headers, none of the pages'. */
export const editorPrefix = `/${editorFolder}/`

/**
 * The content editor's policy: its one script from the site itself, nothing evaluated, and the
 * git host it edits through (its API, its avatars and files). Pictures being uploaded are shown
 * from blob: addresses. Only /admin/ carries it; the pages keep their own.
 */
export function editorPolicy(origins: { connect: readonly string[]; images: readonly string[] }): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...origins.images],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'", 'blob:', 'data:', ...origins.connect],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * The editor's headers besides its policy: never indexed, never framed by another site, and its
 * sign-in window (the git host's) may talk back to it, which `same-origin` would forbid.
 */
export const editorHeaders: Record<string, string> = {
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
}

/**
 * The editor's policy as its built page states it (out/admin/index.html), or undefined for a site without the editor.
 */
export function editorPolicyIn(outDir: string): string | undefined {
  const file = path.join(outDir, editorPrefix.slice(1), 'index.html')
  if (!existsSync(file)) return undefined
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!policy) throw new Error(`${file} states no Content-Security-Policy`)
  return policy
}

export type PagePolicies = {
  /** The content editor's policy (editorPolicy), when the site has the editor. */
  editor?: string
  /** Per exported HTML file (relative to out/, e.g. 'garlic.html'): its exact policy. */
  perFile: Map<string, string>
  /**
   * Per folder (relative to out/, e.g. 'bonsmara/catalogue'): the one policy of every page inside it,
   * where a host's settings name the folder once rather than each page (policyFolders). Read back
   * from out/_headers, the pages inside are not also in `perFile`.
   */
  perFolder?: Map<string, string>
  /** One policy allowing every page's scripts: the fallback for paths no rule names. */
  union: string
}

/** A page's own policy: its file's, or its folder's. */
export function policyOf(policies: PagePolicies, file: string): string | undefined {
  const own = policies.perFile.get(file)
  if (own !== undefined) return own
  for (const [folder, policy] of policies.perFolder ?? []) if (file.startsWith(`${folder}/`)) return policy
  return undefined
}

/**
 * The folders whose pages (two or more, at any depth) all have one policy, the shallowest of each:
 * a host's settings give each such folder one rule instead of one a page, so a catalogue of eighty
 * animals in two languages stays within Cloudflare Pages' hundred rules and serve's fifty.
 */
export function policyFolders(perFile: ReadonlyMap<string, string>): Map<string, string> {
  const files = [...perFile.keys()]
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  )
  const grouped = new Map<string, string>()
  for (const folder of [...folders].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))) {
    if ([...grouped.keys()].some((outer) => folder.startsWith(`${outer}/`))) continue
    const inside = files.filter((file) => file.startsWith(`${folder}/`))
    const policies = new Set(inside.map((file) => perFile.get(file)))
    if (inside.length >= 2 && policies.size === 1) grouped.set(folder, [...policies][0]!)
  }
  return grouped
}

/** Reads every HTML file in out/ and works out each one's policy. */
export function pagePolicies(outDir: string, options: PolicyOptions): PagePolicies {
  const perFile = new Map<string, string>()
  const all = new Set<string>()
  for (const file of htmlFiles(outDir)) {
    const hashes = inlineScriptHashes(readFileSync(path.join(outDir, file), 'utf8'))
    hashes.forEach((hash) => all.add(hash))
    perFile.set(file, contentSecurityPolicy(hashes, options))
  }
  return { perFile, union: contentSecurityPolicy([...all].sort(), options) }
}

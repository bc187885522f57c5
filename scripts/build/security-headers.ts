import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles } from './out-files'

/**
 * The security headers every host sends, and each page's Content-Security-Policy worked out from
 * the exported page itself. Written for each host by headers-file.ts (out/_headers),
 * scripts/servers/serve-config.ts (npm start) and nginx-site.ts (nginx).
 */

/** Headers every response carries, whatever the page. */
export const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these: deny them so no embedded script can ask for them.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
    'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), ' +
    'xr-spatial-tracking=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

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

export type PagePolicies = {
  /** Per exported HTML file (relative to out/, e.g. 'garlic.html'): its exact policy. */
  perFile: Map<string, string>
  /** One policy allowing every page's scripts: the fallback for paths no rule names. */
  union: string
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

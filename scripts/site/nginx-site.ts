import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { servedPathOf } from './exported-files'
import { htmlFiles } from './out-files'
import { cacheControl, cacheRules, defaultCacheKind, type CacheRule } from './cache-policy'
import { contentTypes } from './content-types'
import { root } from './build-state'
import { policiesFromHeadersFile } from './headers-file'
import {
  commonHeaders,
  everyAnswerHeaders,
  editorHeaders,
  editorPolicyIn,
  editorPrefix,
  hstsHeader,
  policyOf,
  type PagePolicies,
} from './security-headers'

/**
 * deploy/nginx-site.conf: the site for nginx, the same site out/_headers describes for Cloudflare
 * Pages and Netlify and npm start serves. It is the inside of a server block: the host's own lines
 * (listen, server_name, TLS, and `root` pointing at the copied out/) stay in the host's file, which
 * includes this one (docs/deploying.md).
 *
 * It sits beside out/ rather than in it: a file in out/ is uploaded and served to anyone, and
 * .next/ is Next's build cache. Each page's policy carries this build's script hashes, so the file
 * and out/ go to the host together.
 */
export const nginxSiteFile = path.join(root, 'deploy', 'nginx-site.conf')

/** The address unknown paths are answered from: the 404 page's, as npm start does. */
const notFoundFile = '404.html'

function quoted(value: string): string {
  // nginx reads $ as the start of a variable and has no escape for it inside a string.
  if (/["$\\\n]/.test(value)) throw new Error(`A header value nginx cannot take as written: ${value}`)
  return `"${value}"`
}

function headerLines(headers: Record<string, string>, indent = ''): string[] {
  return Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`)
}

/**
 * A location with the headers every answer carries (nginx drops the server's add_header lines in a location with its
 * own): the security headers, without the page headers where it serves only files the cache policy keeps.
 */
function location(
  match: string,
  headers: Record<string, string>,
  body: string,
  security: Record<string, string> = commonHeaders,
): string[] {
  return [`location ${match} {`, ...headerLines({ ...security, ...hstsHeader, ...headers }, '  '), `  ${body}`, '}']
}

function cacheLocation(rule: CacheRule): string[] {
  const match = 'exact' in rule.match ? `= ${rule.match.exact}` : `^~ ${rule.match.prefix}`
  // Its unknown addresses are answered by the 404 page's location, with the page headers.
  return location(match, { 'Cache-Control': cacheControl[rule.kind] }, 'try_files $uri =404;', everyAnswerHeaders)
}

function pageLocation(file: string, policy: string): string[] {
  if (!/^[\w./-]+\.html$/.test(file)) throw new Error(`An exported page nginx cannot be given a location: ${file}`)
  const address = servedPathOf(file)
  if (address !== '/' && address.endsWith('/')) {
    throw new Error(
      `${file} would be served at ${address}, which the clean addresses redirect ` +
        `to ${address.slice(0, -1)}: export pages as one file per address`,
    )
  }
  return location(
    `= ${address}`,
    { 'Content-Security-Policy': policy, 'Cache-Control': cacheControl.revalidate },
    `try_files /${file} =404;`,
  )
}

/**
 * The content editor (its page at /admin, its script and configuration under /admin/): its own policy and headers, none
 * of a page's.
 */
function editorLocations(policy: string): string[] {
  const headers = { ...editorHeaders, 'Content-Security-Policy': policy, 'Cache-Control': cacheControl.revalidate }
  const folder = editorPrefix.slice(0, -1)
  return [
    '# The content editor, with its own policy and headers (scripts/build-steps/content-editor.ts).',
    ...location(`= ${folder}`, headers, `try_files ${editorPrefix}index.html =404;`),
    ...location(`^~ ${editorPrefix}`, headers, 'try_files $uri =404;'),
    '',
  ]
}

/** The configuration for a site whose exported pages have these policies. */
export function nginxSiteConfig(policies: PagePolicies, editorPolicy?: string): string {
  const pages = [...policies.perFile].sort(([a], [b]) => a.localeCompare(b))
  if (!policies.perFile.has(notFoundFile))
    throw new Error(`The site has no ${notFoundFile} to answer unknown addresses with`)
  const types = Object.entries(contentTypes)
  // nginx always includes text/html in charset_types and gzip_types, and warns when it is listed.
  const typeNames = (filter: (entry: (typeof types)[number][1]) => boolean) =>
    [...new Set(types.filter(([, entry]) => filter(entry)).map(([, entry]) => entry.type))]
      .filter((type) => type !== 'text/html')
      .join(' ')
  const lines = [
    '# The site in out/ for nginx, written by `npm run build` (scripts/site/nginx-site.ts) from the same',
    "# build as out/. Every page's Content-Security-Policy carries that build's script hashes: deploy this",
    '# file with that out/, and never edit it by hand (the next build writes it again).',
    '#',
    '# Include it in the server block whose root is the copied out/ folder (docs/deploying.md):',
    '#   root /srv/jldt-site/out;',
    '#   include /srv/jldt-site/nginx-site.conf;',
    '',
    '# Redirects name a path, as npm start does, whatever scheme or proxy stands in front.',
    'absolute_redirect off;',
    '',
    "# The site's own content types (scripts/site/content-types.ts), whatever the host's mime.types holds.",
    'types {',
    ...types.map(([extension, entry]) => `  ${entry.type} ${extension};`),
    '}',
    'charset utf-8;',
    `charset_types ${typeNames((entry) => entry.text)};`,
    '',
    '# Compression: each text file has a brotli and a gzip copy beside it, written at the highest levels by',
    '# the build (scripts/site/precompress.ts), sent to a client that accepts it (brotli_static needs the',
    "# ngx_brotli static module: Debian's libnginx-mod-http-brotli-static). What has no copy is compressed",
    "# on the way, at the level the pages' byte budgets assume.",
    'brotli_static on;',
    'gzip_static on;',
    'gzip on;',
    'gzip_comp_level 6;',
    'gzip_vary on;',
    'gzip_proxied any;',
    `gzip_types ${typeNames((entry) => entry.compress)};`,
    '',
    '# Revalidation asks with the ETag.',
    'etag on;',
    '',
    '# Unknown addresses: the 404 page, with status 404.',
    `error_page 404 ${servedPathOf(notFoundFile)};`,
    '',
    '# Clean addresses, as npm start answers them: /garlic.html, /garlic/index and /garlic/ redirect (301) to',
    '# /garlic, and /index.html and /index to /.',
    'rewrite ^/index(?:\\.html)?$ / permanent;',
    'rewrite ^(.+)\\.html$ $1 permanent;',
    'rewrite ^(.+)/index$ $1 permanent;',
    'rewrite ^(.+)/$ $1 permanent;',
    '',
    '# The security headers on every answer, redirects included. Each location below repeats them.',
    ...headerLines({ ...commonHeaders, ...hstsHeader }),
    '',
    '# Each page at its clean address, with its own Content-Security-Policy (a folder of the same name never answers).',
    ...pages.flatMap(([file, policy]) => pageLocation(file, policy)),
    '',
    '# Files kept longer than a visit (scripts/site/cache-policy.ts).',
    ...cacheRules.flatMap(cacheLocation),
    '',
    ...(editorPolicy ? editorLocations(editorPolicy) : []),
    "# Cloudflare Pages' and Netlify's settings file is not part of the site.",
    'location = /_headers {',
    '  return 404;',
    '}',
    '',
    '# Everything else as it is, checked with the host on every visit; a folder is not a file (404).',
    ...location('/', { 'Cache-Control': cacheControl[defaultCacheKind] }, 'try_files $uri =404;'),
  ]
  return `${lines.join('\n')}\n`
}

/** Writes the nginx configuration for the site in `outDir`, from the policies its _headers gives each page. */
/**
 * The pages' policies as out/_headers gives them, each page by name: nginx serves a page at its
 * clean address through a location of its own, so a folder's pages, one rule in _headers, are listed.
 */
export function nginxPolicies(
  outDir: string,
  headersText = readFileSync(path.join(outDir, '_headers'), 'utf8'),
): PagePolicies {
  const read = policiesFromHeadersFile(headersText)
  const perFile = new Map(read.perFile)
  for (const file of htmlFiles(outDir)) {
    const policy = perFile.has(file) ? undefined : policyOf(read, file)
    if (policy !== undefined) perFile.set(file, policy)
  }
  return { union: read.union, perFile }
}

export function writeNginxSite(outDir: string, target = nginxSiteFile): void {
  const policies = nginxPolicies(outDir)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, nginxSiteConfig(policies, editorPolicyIn(outDir)))
}

import { cacheControl, cacheRules, defaultCacheKind, type AddressMatch } from '../site/cache-policy'
import { contentTypeOf, contentTypes } from '../site/content-types'
import { commonHeaders, editorHeaders, editorPrefix, pageHeaders, type PagePolicies } from '../site/security-headers'

/** A header and its value; `null` takes away what an earlier rule, or serve-handler itself, would send. */
type HeaderList = { key: string; value: string | null }[]

/** The `serve` package's settings (serve-handler's config) for a folder of exported pages. */
export type ServeConfig = {
  public: string
  cleanUrls: boolean
  trailingSlash: boolean
  directoryListing: boolean
  headers: { source: string; headers: HeaderList }[]
}

const asList = (headers: Record<string, string | null>): HeaderList =>
  Object.entries(headers).map(([key, value]) => ({ key, value }))

/**
 * What serve-handler sends of its own that a site has no use for: a download's file name on every
 * answer (`Content-Disposition: inline; filename="…"`, about 55 bytes each).
 */
const withoutServeExtras = { 'Content-Disposition': null }

/** A file the cache policy keeps is no page: the page headers are taken away (scripts/site/security-headers.ts). */
const withoutPageHeaders = Object.fromEntries(Object.keys(pageHeaders).map((name) => [name, null]))

/**
 * A hashed file never changes at its address and is never asked for again while kept, so what a
 * browser revalidates or resumes with is of no use to it: serve-handler's `Last-Modified` and
 * `Accept-Ranges` go (about 70 bytes an answer; static-host.ts sends no ETag for it either).
 */
const withoutValidators = { 'Last-Modified': null, 'Accept-Ranges': null }

/** serve-handler matches header rules on the served file's path, with globs and without the leading slash. */
function globOf(match: AddressMatch): string {
  return 'exact' in match ? match.exact.slice(1) : `${match.prefix.slice(1)}**`
}

/**
 * Clean URLs (/garlic serves garlic.html, /garlic.html and /garlic/ redirect to /garlic), 404.html
 * with status 404 for unknown paths, no folder listings, and the headers every host sends: the
 * security headers (a file the cache policy keeps without the page headers, a hashed one without
 * validators either), each page's own policy (on a 404, the 404 page's), the cache policy
 * (scripts/site/cache-policy.ts) and the content types (scripts/site/content-types.ts). serve-handler
 * applies every matching rule in order, a later value replacing an earlier one, so the general
 * rules come first.
 */
export function serveConfig(publicDir: string, policies: PagePolicies, editorPolicy?: string): ServeConfig {
  return {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      {
        source: '**',
        headers: asList({ ...commonHeaders, ...withoutServeExtras, 'Cache-Control': cacheControl[defaultCacheKind] }),
      },
      ...cacheRules.map((rule) => ({
        source: globOf(rule.match),
        headers: asList({
          ...withoutPageHeaders,
          ...(rule.kind === 'hashed' ? withoutValidators : {}),
          'Cache-Control': cacheControl[rule.kind],
        }),
      })),
      ...Object.keys(contentTypes).map((extension) => ({
        source: `**/*.${extension}`,
        headers: asList({ 'Content-Type': contentTypeOf(`file.${extension}`)! }),
      })),
      // A folder whose pages share one policy is one rule (serve reads at most fifty), before the pages' own.
      ...[...(policies.perFolder ?? [])].map(([folder, policy]) => ({
        source: `${folder}/**`,
        headers: asList({ 'Content-Security-Policy': policy }),
      })),
      ...[...policies.perFile].map(([file, policy]) => ({
        source: file,
        headers: asList({ 'Content-Security-Policy': policy }),
      })),
      // The content editor: its own policy and headers, none of a page's.
      ...(editorPolicy
        ? [
            {
              source: `${editorPrefix.slice(1)}**`,
              headers: asList({ ...editorHeaders, 'Content-Security-Policy': editorPolicy }),
            },
          ]
        : []),
    ],
  }
}

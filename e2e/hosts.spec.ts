import type { APIRequestContext } from '@playwright/test'
import { htmlFileOf, payloadFileOf, servedPathOf } from '../scripts/site/exported-files'
import { cacheControl, cacheControlOf, cacheKindOf } from '../scripts/site/cache-policy'
import { contentTypeOf } from '../scripts/site/content-types'
import { inlineScriptHashes, keptFile, pageHeaders, policyOf } from '../scripts/site/security-headers'
import {
  headerMismatches,
  notFoundFile,
  out,
  pinned,
  routes,
  scriptHashes,
  securityHeaders,
  unknownAddresses,
} from './support/host-site'
import { browserTest, expect, test } from './support/hosts'
import { visitAndStore } from './support/offline-store'

/**
 * One suite for every host (playwright.config.ts runs it against npm start's server and against
 * nginx with the generated configuration): the same addresses answer the same way, with the same
 * headers, on each. What is expected comes from the build (e2e/support/host-site.ts) and the one cache
 * policy (scripts/site/cache-policy.ts), with the values the issue pins checked literally too.
 */

/** A GET as a browser sends it (compression accepted), with redirects reported rather than followed. */
function get(request: APIRequestContext, address: string, headers: Record<string, string> = {}) {
  return request.get(address, { maxRedirects: 0, headers: { 'Accept-Encoding': 'gzip', ...headers } })
}

/** Where an address leads: each hop's status and the path it sends on to, until an answer that is not a redirect. */
async function redirectChain(
  request: APIRequestContext,
  address: string,
): Promise<{ status: number; address: string }[]> {
  const hops: { status: number; address: string }[] = []
  let next = address
  for (let hop = 0; hop < 4; hop++) {
    const response = await get(request, next)
    const location = response.headers()['location']
    if (!location) return [...hops, { status: response.status(), address: next }]
    next = new URL(location, 'http://host').pathname
    hops.push({ status: response.status(), address: next })
  }
  return hops
}

test.describe('every page', () => {
  for (const file of out.pages) {
    const address = servedPathOf(file)
    const aliases = [`/${file}`, `${address.replace(/\/$/, '')}/index`, ...(address === '/' ? [] : [`${address}/`])]

    test(`${address} answers 200 with its own policy and no-cache; ${aliases.join(', ')} redirect to it`, async ({
      request,
      traits,
    }) => {
      const response = await get(request, address)
      expect(response.status()).toBe(200)
      const policy = policyOf(out.policies, file)!
      const expected = {
        ...securityHeaders(traits.hsts),
        'Content-Security-Policy': policy,
        'Cache-Control': pinned.revalidate,
        'Content-Type': contentTypeOf(file)!,
      }
      expect(headerMismatches(response.headers(), expected)).toEqual([])
      // The policy allows exactly the inline scripts of the page as it is served, and no others, by
      // their hashes: nothing inline or evaluated runs otherwise, and nothing plugs in, rebases the
      // page's links, frames it or takes its forms elsewhere.
      expect(scriptHashes(policy)).toEqual(inlineScriptHashes(await response.text()))
      const directives = policy.split('; ')
      expect(directives.find((directive) => directive.startsWith('script-src '))).toMatch(
        /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/,
      )
      expect(directives).toEqual(
        expect.arrayContaining([
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
          "form-action 'self'",
        ]),
      )
      expect(response.headers()['content-encoding']).toBe('gzip')
      const etag = response.headers()['etag']
      expect(etag, 'an ETag to revalidate with').toBeTruthy()
      expect((await get(request, address, { 'If-None-Match': etag! })).status()).toBe(304)

      // Every other address of the page redirects (301) to the clean one: it is never served there without its policy.
      for (const alias of aliases) {
        const chain = await redirectChain(request, alias)
        expect(
          chain.slice(0, -1).map((hop) => hop.status),
          alias,
        ).toEqual(chain.slice(0, -1).map(() => 301))
        expect(chain.at(-1), alias).toEqual({ status: 200, address })
        expect(chain.length, alias).toBeLessThanOrEqual(3)
      }
    })
  }
})

test.describe('unknown addresses', () => {
  const notFoundPage = out.read(notFoundFile)

  for (const address of unknownAddresses) {
    test(`${address} answers the 404 page with status 404; ${address}/ redirects to it`, async ({
      request,
      traits,
    }) => {
      const response = await get(request, address)
      expect(response.status()).toBe(404)
      expect((await response.body()).equals(notFoundPage), 'the body is the 404 page').toBe(true)
      const expected = {
        ...securityHeaders(traits.hsts),
        'Content-Security-Policy': policyOf(out.policies, notFoundFile)!,
        'Cache-Control': pinned.revalidate,
        'Content-Type': contentTypeOf(notFoundFile)!,
      }
      expect(headerMismatches(response.headers(), expected)).toEqual([])
      expect(await redirectChain(request, `${address}/`)).toEqual([
        { status: 301, address },
        { status: 404, address },
      ])
    })
  }
})

test.describe('every other file', () => {
  test('is served as it is, with its content type, the cache policy of its kind and its security headers', async ({
    request,
    traits,
  }) => {
    const check = async (file: string): Promise<string[]> => {
      const address = servedPathOf(file)
      const response = await get(request, address)
      // A file the cache policy keeps (a script, a style sheet, a picture, an icon) is no page: no page headers.
      const kept = keptFile(address)
      const expected = {
        ...securityHeaders(traits.hsts, { kept }),
        'Cache-Control': cacheControlOf(address),
        'Content-Type': contentTypeOf(file) ?? '(none listed in scripts/site/content-types.ts)',
      }
      const problems = headerMismatches(response.headers(), expected)
      const unwanted = [
        ...(kept ? Object.keys(pageHeaders) : []),
        ...(traits.hashedWithoutValidators && cacheKindOf(address) === 'hashed'
          ? ['ETag', 'Last-Modified', 'Accept-Ranges']
          : []),
        'Content-Disposition',
      ]
      for (const name of unwanted)
        if (response.headers()[name.toLowerCase()] !== undefined) problems.push(`${name} sent`)
      if (response.status() !== 200) problems.push(`status ${response.status()}`)
      else if (!(await response.body()).equals(out.read(file))) problems.push('the body is not the file')
      if (cacheControlOf(address) === cacheControl.revalidate && !response.headers()['etag'])
        problems.push('no ETag to revalidate with')
      return problems.map((problem) => `${address}: ${problem}`)
    }
    const wrong: string[] = []
    // A few at a time, as a browser fetches them.
    for (let start = 0; start < out.files.length; start += 8) {
      wrong.push(...(await Promise.all(out.files.slice(start, start + 8).map(check))).flat())
    }
    expect(wrong).toEqual([])
  })

  test(
    'hashed files are kept a year; pages, payloads, the worker and the manifest ' + 'revalidated; icons in between',
    async ({ request }) => {
      const first = (folder: string) => `/${out.files.find((file) => file.startsWith(folder))}`
      const sent = async (address: string) => (await get(request, address)).headers()
      for (const address of [first('_next/static/'), first('img/')])
        expect((await sent(address))['cache-control'], address).toBe(pinned.hashed)
      const home = routes[0]!.path
      for (const address of [home, `/${payloadFileOf(home)}`, '/sw.js', '/manifest.webmanifest']) {
        expect((await sent(address))['cache-control'], address).toBe(pinned.revalidate)
      }
      const iconMaxAge = Number(/max-age=(\d+)/.exec((await sent(first('icons/')))['cache-control'] ?? '')?.[1])
      expect(iconMaxAge).toBeGreaterThan(0)
      expect(iconMaxAge).toBeLessThan(31536000)
      expect((await sent('/manifest.webmanifest'))['content-type']).toMatch(
        new RegExp(`^${pinned.manifestType.replace('+', '\\+')}(;|$)`),
      )
    },
  )

  // The build's own copies (scripts/site/precompress.ts), not compressed on the way: the length sent is the copy's.
  test(
    'text files go as the build compressed them: brotli to a client that accepts ' +
      'it, else gzip, else as they are, each with Vary, its type and its cache ' +
      'policy',
    async ({ request }) => {
      const largest = (extension: string) =>
        out.files.filter((file) => file.endsWith(extension)).sort((a, b) => out.read(b).length - out.read(a).length)[0]!
      const home = routes[0]!.path
      const cases = [
        { address: home, file: htmlFileOf(home), status: 200 },
        { address: routes.at(-1)!.path, file: htmlFileOf(routes.at(-1)!.path), status: 200 },
        { address: unknownAddresses[0]!, file: notFoundFile, status: 404 },
        ...[
          largest('.js'),
          largest('.css'),
          payloadFileOf(home),
          'sw.js',
          'manifest.webmanifest',
          'sitemap.xml',
          'robots.txt',
          'icon.svg',
        ].map((file) => ({ address: `/${file}`, file, status: 200 })),
      ]
      const clients = [
        { acceptEncoding: 'gzip, deflate, br, zstd', sends: 'br', suffix: '.br' },
        { acceptEncoding: 'gzip, deflate', sends: 'gzip', suffix: '.gz' },
        { acceptEncoding: 'identity', sends: undefined, suffix: '' },
      ] as const
      for (const { address, file, status } of cases) {
        const original = out.read(file)
        const cacheControls = new Set<string | undefined>()
        for (const { acceptEncoding, sends, suffix } of clients) {
          const response = await get(request, address, { 'Accept-Encoding': acceptEncoding })
          const where = `${address} asking for ${acceptEncoding}`
          expect(response.status(), where).toBe(status)
          const headers = response.headers()
          expect(headers['content-encoding'], where).toBe(sends)
          expect(Number(headers['content-length']), where).toBe(out.read(`${file}${suffix}`).length)
          expect(headers['vary'] ?? '', where).toMatch(/accept-encoding/i)
          expect(headers['content-type'], where).toBe(contentTypeOf(file))
          // Playwright decodes what it is sent: each encoding carries the original's bytes.
          expect((await response.body()).equals(original), where).toBe(true)
          cacheControls.add(headers['cache-control'])
        }
        expect([...cacheControls], `${address}: one cache policy whatever the encoding`).toEqual([
          cacheControlOf(servedPathOf(file)),
        ])
      }
    },
  )

  test("/_headers, Cloudflare Pages' and Netlify's settings file, is not served", async ({ request, traits }) => {
    test.skip(traits.servesHeadersFile, 'npm start serves out/ as it is, _headers included')
    expect((await get(request, '/_headers')).status()).toBe(404)
  })
})

// In a browser on nginx alone (@nginx, playwright.config.ts): npm start serves out/ with the very
// server the browser projects run against (scripts/servers/static-server.ts), where every page's load
// under its policy and the offline walks are tested already (e2e/images-and-layout.spec.ts,
// e2e/offline.spec.ts).
browserTest.describe('in Chromium', { tag: '@nginx' }, () => {
  browserTest(
    'every page loads under its own policy with no violation and no console error, and so does the 404 page',
    async ({ page, pageHealth }) => {
      browserTest.slow()
      for (const route of routes) {
        const response = await page.goto(route.path)
        expect(response?.status(), route.path).toBe(200)
        expect(response?.headers()['content-security-policy'], route.path).toBe(
          policyOf(out.policies, htmlFileOf(route.path)),
        )
        await expect(page.locator('html'), route.path).toHaveAttribute('lang', route.lang)
        await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible()
      }
      pageHealth.expectStatus(404)
      pageHealth.expectConsoleError(/404 Error: .*\/no-such-page/)
      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      expect(response?.headers()['content-security-policy']).toBe(policyOf(out.policies, notFoundFile))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  )

  browserTest.describe('offline', () => {
    browserTest.use({ serviceWorkers: 'allow' })

    browserTest(
      'after a visit in each language the service worker has stored the site, and every page opens with no connection',
      async ({ page, context }) => {
        browserTest.slow()
        // Each language's menu pages are stored once a page of it has been read; a page outside the
        // menu (the privacy notice) once it is read itself.
        for (const language of new Set(routes.map((route) => route.language)))
          await visitAndStore(page, routes.find((route) => route.language === language)!.path)
        for (const route of routes.filter((each) => !each.storedWithLanguage)) await visitAndStore(page, route.path)
        await context.setOffline(true)
        for (const route of routes) {
          const response = await page.goto(route.path)
          expect(response?.fromServiceWorker(), route.path).toBe(true)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        }
      },
    )
  })
})

test.describe('the content editor', () => {
  test(
    '/admin answers its page with its own policy, never indexed, its sign-in ' +
      'window allowed; /admin/ redirects to it',
    async ({ request, traits }) => {
      const response = await get(request, '/admin')
      expect(response.status()).toBe(200)
      expect((await response.body()).equals(out.read('admin/index.html'))).toBe(true)
      const expected = {
        ...securityHeaders(traits.hsts),
        'Content-Security-Policy': out.editor.policy!,
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'Cache-Control': pinned.revalidate,
      }
      expect(headerMismatches(response.headers(), expected)).toEqual([])
      // The page states the same policy, for the hosts that cannot send it (out/_headers).
      expect((await response.text()).includes(`content="${out.editor.policy}"`)).toBe(true)
      expect(await redirectChain(request, '/admin/')).toEqual([
        { status: 301, address: '/admin' },
        { status: 200, address: '/admin' },
      ])
    },
  )

  test('its script, fonts and configuration are served from the site with the same headers', async ({ request }) => {
    const files = out.editor.files.filter((file) => !file.endsWith('.html'))
    expect(files).toEqual(
      expect.arrayContaining([
        'admin/config.yml',
        expect.stringMatching(/^admin\/sveltia-cms-[\d.]+\.js$/),
        expect.stringMatching(/^admin\/fonts\/.+\.woff2$/),
      ]),
    )
    for (const file of files) {
      const response = await get(request, servedPathOf(file))
      expect(response.status(), file).toBe(200)
      expect((await response.body()).equals(out.read(file)), file).toBe(true)
      const expected = {
        'Content-Security-Policy': out.editor.policy!,
        'X-Robots-Tag': 'noindex, nofollow',
        'Content-Type': contentTypeOf(file)!,
        'Cache-Control': pinned.revalidate,
      }
      expect(headerMismatches(response.headers(), expected), file).toEqual([])
    }
  })
})

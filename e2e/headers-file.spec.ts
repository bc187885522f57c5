import { expect, test } from '@playwright/test'
import { addressesOf, htmlFileOf, servedPathOf } from '../scripts/site/exported-files'
import { cacheControlOf } from '../scripts/site/cache-policy'
import { headersFileLimits, headersFileProblems, headersFor } from '../scripts/site/headers-file'
import { inlineScriptHashes, policyOf } from '../scripts/site/security-headers'
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

/**
 * out/_headers, read by Cloudflare Pages and Netlify, held to the expectations the host tests hold
 * npm start and nginx to (e2e/hosts.spec.ts), as those hosts read it: every rule whose pattern
 * matches an address applies, and a header named by several is sent with their values joined. A
 * Content-Security-Policy joined that way is two policies, and a browser enforces both.
 */
test.describe('out/_headers, for Cloudflare Pages and Netlify', { tag: '@desktop' }, () => {
  const rules = out.headersRules
  const policiesSent = (address: string) => (headersFor(rules, address)['Content-Security-Policy'] ?? '').split(', ')

  test("fits Cloudflare Pages' limits: 100 rules, 2,000 characters a line", () => {
    expect(rules.length).toBeLessThanOrEqual(headersFileLimits.rules)
    expect(Math.max(...out.headersText.split('\n').map((line) => line.length))).toBeLessThanOrEqual(
      headersFileLimits.lineLength,
    )
    expect(headersFileProblems(out.headersText, [...out.pages, ...out.files])).toEqual([])
  })

  test('every page of the registry is exported with a policy of its own', () => {
    expect(
      routes.map((route) => htmlFileOf(route.path)).filter((file) => policyOf(out.policies, file) === undefined),
    ).toEqual([])
  })

  test(
    'every page, at its clean address and its file name, gets the security ' + 'headers, its own policy and no-cache',
    () => {
      for (const file of out.pages) {
        const own = policyOf(out.policies, file)!
        expect(scriptHashes(own), file).toEqual(inlineScriptHashes(out.read(file).toString('utf8')))
        for (const address of addressesOf(file)) {
          const headers = headersFor(rules, address)
          expect(
            headerMismatches(headers, { ...securityHeaders(true), 'Cache-Control': pinned.revalidate }),
            address,
          ).toEqual([])
          expect(policiesSent(address), address).toEqual([out.policies.union, own])
        }
      }
    },
  )

  test('every other file gets the cache policy of its kind and the security headers', () => {
    const wrong = out.files.flatMap((file) => {
      const address = servedPathOf(file)
      return headerMismatches(headersFor(rules, address), {
        ...securityHeaders(true),
        'Cache-Control': cacheControlOf(address),
      }).map((problem) => `${address}: ${problem}`)
    })
    expect(wrong).toEqual([])
    expect(headersFor(rules, `/${out.files.find((file) => file.startsWith('_next/static/'))}`)['Cache-Control']).toBe(
      pinned.hashed,
    )
  })

  test(
    'unknown addresses, answered with the 404 page, get the security headers and ' +
      "a policy that lets the 404 page's scripts run",
    () => {
      const needed = inlineScriptHashes(out.read(notFoundFile).toString('utf8'))
      for (const address of unknownAddresses) {
        expect(headerMismatches(headersFor(rules, address), securityHeaders(true)), address).toEqual([])
        const [policy = '', ...others] = policiesSent(address)
        expect(others, address).toEqual([])
        expect(
          needed.filter((hash) => !scriptHashes(policy).includes(hash)),
          address,
        ).toEqual([])
      }
    },
  )
})

test.describe('out/_headers for the content editor', { tag: '@desktop' }, () => {
  test(
    'its addresses carry its own policy and opener policy in place of the ' + 'pages’, and are never indexed or framed',
    () => {
      expect(out.editor.files.length).toBeGreaterThan(0)
      // Cloudflare Pages and Netlify serve the editor's page at the folder's address, /admin/.
      for (const address of ['/admin/', ...out.editor.files.map(servedPathOf)]) {
        const expected = {
          'Content-Security-Policy': out.editor.policy!,
          'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
          'X-Robots-Tag': 'noindex, nofollow',
          'X-Frame-Options': 'DENY',
          'Cache-Control': pinned.revalidate,
        }
        expect(headerMismatches(headersFor(out.headersRules, address), expected), address).toEqual([])
      }
      expect(out.read('admin/index.html').toString('utf8')).toContain(
        `<meta http-equiv="Content-Security-Policy" content="${out.editor.policy}">`,
      )
    },
  )
})

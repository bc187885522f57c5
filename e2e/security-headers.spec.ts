import { readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFileOf } from '../scripts/build/exported-files'
import { policiesFromHeadersFile } from '../scripts/build/headers-file'
import { policyOf } from '../scripts/build/security-headers'
import { caseTags, expect, routes, test } from './fixtures'

const outDir = path.join(__dirname, '..', 'out')

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

/** The Content-Security-Policy out/_headers gives a URL path (its page's rule or its folder's, not the catch-all). */
function headersFilePolicy(urlPath: string): string | undefined {
  return policyOf(policiesFromHeadersFile(readFileSync(path.join(outDir, '_headers'), 'utf8')), htmlFileOf(urlPath))
}

test.describe('security headers', { tag: '@desktop' }, () => {
  // What the server sends is read in Chromium for every page; Firefox loads the first under its
  // policy with no violation, as a check that its engine honours the same policy (`caseTags`).
  for (const [index, route] of [...routes.map((r) => r.path), '/no-such-page'].entries()) {
    test(`${route} is served with a strict, hash-based policy and the other security headers`, { tag: caseTags(index) }, async ({ page, pageHealth }) => {
      const missing = route === '/no-such-page'
      if (missing) {
        pageHealth.expectStatus(404)
        pageHealth.expectConsoleError(/404 Error/)
      }
      const response = (await page.goto(route))!
      const headers = response.headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['permissions-policy']).toContain('geolocation=()')

      const policy = headers['content-security-policy']!
      const parsed = directives(policy)
      const scripts = parsed.get('script-src')!
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      expect(scripts[0]).toBe("'self'")
      expect(parsed.get('object-src')).toEqual(["'none'"])
      expect(parsed.get('base-uri')).toEqual(["'self'"])
      expect(parsed.get('frame-ancestors')).toEqual(["'none'"])
      expect(parsed.get('form-action')).toEqual(["'self'"])

      // Every inline script on the page is allowed by its exact hash, and no other hash is.
      const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').count()
      expect(scripts.filter((value) => value.startsWith("'sha256-"))).toHaveLength(
        await page.evaluate(() => new Set([...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent)).size),
      )
      expect(inline).toBeGreaterThan(0)

      // The deployable _headers file gives the page the same policy the local server sends.
      const file = missing ? '/404' : route
      expect(headersFilePolicy(file)).toBe(policy)
    })
  }
})

test('the policy is enforced: an injected inline script is refused and reported', { tag: '@desktop' }, async ({ page, pageHealth }) => {
  await page.goto('/garlic')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
  })
  await expect.poll(() => pageHealth.problems.some((problem) => problem.startsWith('content security policy'))).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  // The refusal was the point of this test; nothing else may have gone wrong.
  expect(pageHealth.problems.filter((problem) => !problem.startsWith('content security policy'))).toEqual([])
  pageHealth.problems.length = 0
})

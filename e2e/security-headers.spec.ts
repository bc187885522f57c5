import { expect, test } from './support/fixtures'

// The headers every page and unknown address is served with (the policy, exact and strict, with the
// hash of each inline script the page has, and the other security headers), and that out/_headers
// gives the same, are read on each host's answers (e2e/hosts.spec.ts, npm start's server and nginx)
// and the policy's making in scripts/site/security-headers.test.ts. Here, what the engine does with
// the policy.
test(
  'the policy is enforced: an injected inline script is refused and reported',
  { tag: '@desktop' },
  async ({ page, pageHealth }) => {
    await page.goto('/garlic')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    await expect
      .poll(() => pageHealth.problems.some((problem) => problem.startsWith('content security policy')))
      .toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    // The refusal was the point of this test; nothing else may have gone wrong.
    expect(pageHealth.problems.filter((problem) => !problem.startsWith('content security policy'))).toEqual([])
    pageHealth.problems.length = 0
  },
)

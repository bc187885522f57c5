import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { htmlCodeSnifferErrors } from './htmlcs'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * And axe's best practices: what makes a page easy to walk with a screen reader beyond what WCAG
 * requires (every part of the page in a landmark, each landmark named apart from the others of its
 * kind, one main, one level-one heading, headings in order). None is left off.
 */
export const axeTags = [...wcagTags, 'best-practice']

/**
 * Runs axe (WCAG 2.2 A and AA, and its best practices), then (in Chromium) HTML_CodeSniffer (e2e/support/htmlcs.ts,
 * WCAG 2 AA errors), on the page as it is now and fails with a readable list of any violation either finds: two engines
 * read markup differently (HTML_CodeSniffer found the calculator's and the planner's forms had no submit button).
 * `within` limits it to the parts a state changes (CSS selectors, for example the form showing its errors):
 * e2e/accessibility.spec.ts runs axe over every whole page, so a state's run need not repeat that (and a whole page
 * takes axe several seconds on a phone). `codeSniffer: false` leaves HTML_CodeSniffer out where it has read the same
 * markup already (the same page at another width).
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  state: string,
  within: readonly string[] = [],
  {
    codeSniffer = true,
    exclude = [],
  }: {
    codeSniffer?: boolean
    /** What axe leaves out: entries that repeat one component's markup many times over. */ exclude?: readonly string[]
  } = {},
): Promise<void> {
  // Run in the page itself: by default axe opens a blank page beside it for every scan to put the
  // frames' results together, which doubles a scan's time and adds nothing where, as on every page
  // of this site, no frame from another origin is open. And only the violations in full: every
  // passing element of every rule, sent back and thrown away, cost as much again. The same violations
  // are found in a third of the time (docs/testing.md, "Why the test settings are what they are").
  const builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  for (const selector of within) builder.include(selector)
  for (const selector of exclude) builder.exclude(selector)
  if (within.length > 0) {
    // A selector that matches nothing would make the run check nothing at all.
    for (const selector of within)
      expect(await page.locator(selector).count(), `${state}: ${selector} is on the page`).toBeGreaterThan(0)
  }
  const results = await builder.analyze()
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  )
  expect(violations, `accessibility violations: ${state}`).toEqual([])
  // HTML_CodeSniffer reads the markup and the computed styles, which do not differ by engine: once, in Chromium.
  if (!codeSniffer || page.context().browser()?.browserType().name() !== 'chromium') return
  const sniffed =
    within.length > 0
      ? (await Promise.all(within.map((selector) => htmlCodeSnifferErrors(page, selector)))).flat()
      : await htmlCodeSnifferErrors(page)
  expect(sniffed, `HTML_CodeSniffer (WCAG 2 AA) errors: ${state}`).toEqual([])
}

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** Runs axe on the page as it is now and fails with a readable list of any violation. */
export async function expectNoAccessibilityViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`).join('\n'),
  )
  expect(violations, `accessibility violations: ${state}`).toEqual([])
}

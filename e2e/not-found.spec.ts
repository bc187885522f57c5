import { en } from './support/content'
import { expect, test } from './support/fixtures'

test.describe('404 page', () => {
  test(
    'an unknown path answers 404, says so inside the normal layout, and logs the path',
    { tag: '@once' },
    async ({ page, pageHealth }) => {
      pageHealth.expectStatus(404)
      pageHealth.expectConsoleError(/404 Error: .*\/no-such-field\/plot-7/)
      const logged = page.waitForEvent(
        'console',
        (message) => message.type() === 'error' && message.text().includes('/no-such-field/plot-7'),
      )

      const response = await page.goto('/no-such-field/plot-7')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.words.notFound.heading)
      expect((await logged).text()).toContain('/no-such-field/plot-7')

      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      // No page link is marked current, and 'Contact Us' leads to Home's contact section.
      await expect(page.locator('[aria-current="page"]')).toHaveCount(0)
      await expect(page.getByRole('banner').getByRole('link', { name: en.words.navigation.contactUs })).toHaveAttribute(
        'href',
        '/#contact',
      )

      await page.getByRole('link', { name: en.words.notFound.home }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(en.words.notFound.heading)
    },
  )
})

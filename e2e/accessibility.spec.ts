import { expectNoAccessibilityViolations } from './axe'
import { expect, routes, test } from './fixtures'

test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  for (const route of routes) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await page.goto(route.path)
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
      await page.waitForLoadState('networkidle')
      await expectNoAccessibilityViolations(page, route.path)
    })

    test(`${route.path} with the mobile menu open has no violations`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(route.path)
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expectNoAccessibilityViolations(page, `${route.path} with the menu open`)
    })
  }

  test('the 404 page has no violations', async ({ page, pageHealth }) => {
    pageHealth.expectStatus(404)
    pageHealth.expectConsoleError(/404 Error/)
    await page.goto('/no-such-page')
    await expectNoAccessibilityViolations(page, '404 page')
  })

  test('the chat tooltip, when shown, has no violations', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Chat on WhatsApp', exact: true }).focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await expectNoAccessibilityViolations(page, 'chat tooltip open')
  })
})

test.describe('motion', () => {
  test.use({ colorScheme: 'light' })

  test('prefers-reduced-motion turns transitions, animations and smooth scrolling off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const styles = await page.evaluate(() => {
      const chat = document.querySelector('a[aria-label="Chat on WhatsApp"]')!
      return {
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
        transition: getComputedStyle(chat).transitionDuration,
      }
    })
    expect(styles.scroll).toBe('auto')
    expect(parseFloat(styles.transition)).toBeLessThan(0.001)

    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
  })
})

import { expectNoAccessibilityViolations } from './axe'
import { allRoutes, expect, test } from './fixtures'
import { mobileMenu } from './page-checks'

// Every page whole, then each state a visitor brings about, with axe limited to the part it changes.
test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  for (const route of allRoutes) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await page.goto(route.path)
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
      await page.waitForLoadState('networkidle')
      await expectNoAccessibilityViolations(page, route.path)
    })

    test(`${route.path} with the mobile menu open has no violations`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(route.path)
      await mobileMenu(page).button.click()
      await expect(page.getByRole('navigation', { name: route.site.words.navigation.label })).toBeVisible()
      await expectNoAccessibilityViolations(page, `${route.path} with the menu open`, ['header'])
    })
  }

  test('the form showing every validation error has no violations', async ({ page }) => {
    await page.goto('/#contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('Email').fill('not-an-address')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Message is required')).toBeVisible()
    await expect(page.getByText('Please check the form for errors.')).toBeVisible()
    await expectNoAccessibilityViolations(page, 'form with every validation error', ['#contact', '[data-sonner-toaster]'])
  })

  test('the calculator showing results, in both modes, has no violations', async ({ page }) => {
    await page.goto('/garlic?mode=seedsToLand&variety=shani&seeds=5000')
    const results = page.getByRole('region', { name: 'Results' })
    await expect(results.getByRole('definition').first()).toBeVisible()
    await expectNoAccessibilityViolations(page, 'calculator, seeds to land', ['#calculator'])
    await page.goto('/garlic?mode=landToSeeds&variety=giant-elephant&land=2&unit=hectare')
    await expect(results.getByRole('definition').first()).toBeVisible()
    await expectNoAccessibilityViolations(page, 'calculator, land to seeds', ['#calculator'])
  })

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

  // @chromium: Playwright cannot emulate prefers-reduced-motion in Firefox over WebDriver BiDi.
  test('prefers-reduced-motion turns transitions, animations and smooth scrolling off', { tag: '@chromium' }, async ({ page }) => {
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

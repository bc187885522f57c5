import { expectNoAccessibilityViolations } from './support/axe'
import { en } from './support/content'
import { allRoutes, caseTags, expect, test } from './support/fixtures'
import { toaster } from './support/contact-sink'
import { mobileMenu } from './support/page-checks'

// Each state a visitor brings about, with axe limited to the part it changes. Every page whole is
// scanned where it is read to its end (e2e/images-and-layout.spec.ts): at a phone's width in
// Chromium (with HTML_CodeSniffer, e2e/support/axe.ts), its first page in Firefox as a check on its engine;
// at 320 and 1 280 px every page is scanned again, with every text at its longest and every list at
// its longest and shortest (e2e/stress.spec.ts).
test.describe('accessibility (axe: WCAG 2.2 A and AA, and best practices)', () => {
  // The menu holds the same links on every page of a language (only which one is current moves), so
  // it is checked open on each language's home page.
  for (const [index, route] of allRoutes.filter((each) => each.key === allRoutes[0]!.key).entries()) {
    test(
      `${route.path} with the mobile menu open has no violations`,
      { tag: caseTags(index, '@phone') },
      async ({ page }) => {
        await page.goto(route.path)
        await mobileMenu(page).button.click()
        await expect(page.getByRole('navigation', { name: route.site.words.navigation.label })).toBeVisible()
        await expectNoAccessibilityViolations(page, `${route.path} with the menu open`, ['header'])
      },
    )
  }

  test('the form showing every validation error has no violations', async ({ page }) => {
    await page.goto('/#contact')
    const form = page.getByRole('form', { name: en.contact.formHeading })
    await form.getByLabel(en.contact.labels.email).fill('not-an-address')
    await form.getByRole('button', { name: en.contact.submit }).click()
    await expect(form.getByText(en.contact.validation.nameRequired)).toBeVisible()
    await expect(form.getByText(en.contact.validation.emailInvalid)).toBeVisible()
    await expect(form.getByText(en.contact.validation.messageRequired)).toBeVisible()
    await expect(page.locator(toaster).getByText(en.contact.toasts.invalid.description)).toBeVisible()
    // The toast fades in: read mid-fade, its words blend with the page (contrast 2.56 once under load).
    // axe judges it as the visitor reads it, once its entrance has finished.
    await page
      .locator(toaster)
      .evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      )
    // The toast first, while it shows (five seconds, which a whole section's scan can outlast on a
    // loaded machine), then the form with its errors, which stay.
    await expectNoAccessibilityViolations(page, 'the toast over the form', ['[data-sonner-toaster]'])
    await expectNoAccessibilityViolations(page, 'form with every validation error', ['#contact'])
  })

  test('the calculator showing results, in both modes, has no violations', { tag: '@logic' }, async ({ page }) => {
    await page.goto('/garlic?mode=seedsToLand&variety=shani&seeds=5000')
    const results = page.getByRole('region', { name: en.calculator.results.heading })
    await expect(results.getByRole('definition').first()).toBeVisible()
    await expectNoAccessibilityViolations(page, 'calculator, seeds to land', ['#calculator'])
    await page.goto('/garlic?mode=landToSeeds&variety=giant-elephant&land=2&unit=hectare')
    await expect(results.getByRole('definition').first()).toBeVisible()
    await expectNoAccessibilityViolations(page, 'calculator, land to seeds', ['#calculator'])
  })

  test('the 404 page has no violations', { tag: '@logic' }, async ({ page, pageHealth }) => {
    pageHealth.expectStatus(404)
    pageHealth.expectConsoleError(/404 Error/)
    await page.goto('/no-such-page')
    await expectNoAccessibilityViolations(page, '404 page')
  })

  test('the chat tooltip, when shown, has no violations', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: en.words.chatButton, exact: true }).focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
    // The tooltip is drawn inside the chat button's landmark: that is the part it changes.
    await expectNoAccessibilityViolations(page, 'chat tooltip open', ['aside:has(.chat-button)'])
  })
})

test.describe('motion', () => {
  test.use({ colorScheme: 'light' })

  // @chromium: Playwright cannot emulate prefers-reduced-motion in Firefox over WebDriver BiDi.
  test(
    'prefers-reduced-motion turns transitions, animations and smooth scrolling off',
    { tag: '@chromium' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      const styles = await page.evaluate((name) => {
        const chat = [...document.querySelectorAll('a[aria-label]')].find(
          (link) => link.getAttribute('aria-label') === name,
        )!
        return {
          scroll: getComputedStyle(document.documentElement).scrollBehavior,
          transition: getComputedStyle(chat).transitionDuration,
        }
      }, en.words.chatButton)
      expect(styles.scroll).toBe('auto')
      expect(parseFloat(styles.transition)).toBeLessThan(0.001)

      await page.emulateMedia({ reducedMotion: 'no-preference' })
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
    },
  )
})

import type { Page } from '@playwright/test'
import { privacyPageKey } from '../content/pages'
import { en } from './support/content'
import { expect, routes, test } from './support/fixtures'
import { escapeRegExp } from './support/page-checks'

type Stop = { description: string; visible: boolean; ring: boolean; inViewport: boolean }

/**
 * What the keyboard focus is on now, whether a person can see it, and whether it shows a ring.
 * `smoothScrolling`: where reduced motion cannot be emulated (Firefox over WebDriver BiDi), the page
 * scrolls a focused element into view smoothly, so it is measured once the scrolling has stopped;
 * with reduced motion (Chromium) the element is in view the moment it takes focus.
 */
async function currentStop(page: Page, smoothScrolling: boolean): Promise<Stop | null> {
  return page.evaluate(async (smooth) => {
    let still = smooth ? 0 : 3
    for (let frame = 0, last = window.scrollY; frame < 120 && still < 3; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      still = window.scrollY === last ? still + 1 : 0
      last = window.scrollY
    }
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '')
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
    return {
      description:
        `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} ` +
        `"${name}"`,
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      ring,
      inViewport: box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
    }
  }, smoothScrolling)
}

test.describe('keyboard only', () => {
  for (const route of routes) {
    test(`${route.path}: every Tab stop is visible, on screen and shows a focus ring`, async ({
      page,
      browserName,
    }) => {
      test.setTimeout(120_000)
      // Without smooth scrolling, a focused element is in view the moment it takes focus.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const smoothScrolling = browserName !== 'chromium'
      await page.goto(route.path)
      const stops: Stop[] = []
      for (let press = 0; press < 120; press += 1) {
        await page.keyboard.press('Tab')
        const stop = await currentStop(page, smoothScrolling)
        if (!stop || (stops.length > 0 && stop.description === stops[0]!.description)) break
        stops.push(stop)
      }
      // The first stop is the skip link, which leads past the navigation.
      expect(stops[0]!.description).toContain(en.words.skipLink)
      const problems = stops.filter((stop) => !stop.visible || !stop.ring || !stop.inViewport)
      expect(problems, 'focus stops that are hidden, off screen or without a ring').toEqual([])

      const names = stops.map((stop) => stop.description).join('\n')
      expect(names).toContain(en.words.navigation.contactUs)
      expect(names).toContain(en.words.chatButton)
      // Every page ends with the contact form but the privacy notice, which ends with the links alone.
      if (route.key !== privacyPageKey)
        expect(names).toMatch(new RegExp(`button\\[submit\\] "${escapeRegExp(en.contact.submit)}"`))
      if (route.path === '/garlic') {
        expect(names).toMatch(/input\[radio\]/)
        expect(names).toMatch(/input\[number\]/)
      }
      // The skip link leads past the navigation: Enter on it puts the focus on the main content. (The
      // last Tab of the walk may have left the page for the browser's own controls, so the page's
      // focus is read, not the window's.)
      const skip = page.getByRole('link', { name: en.words.skipLink })
      await skip.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.activeElement === document.querySelector('main'))).toBe(true)
    })
  }

  test('the form can be filled and sent with the keyboard alone', { tag: '@once' }, async ({ page }) => {
    await page.goto('/garlic')
    const form = page.getByRole('form', { name: en.contact.formHeading })
    await form.getByLabel(en.contact.labels.name).focus()
    await page.keyboard.type('Thandi')
    await page.keyboard.press('Tab')
    await page.keyboard.type('not-an-address')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Seed prices for 5 ha, please.')
    // Enter in a text box does not send; the send button does.
    await form.getByRole('button', { name: en.contact.submit }).focus()
    await page.keyboard.press('Enter')
    await expect(form.getByText(en.contact.validation.emailInvalid)).toBeVisible()
    await expect(form.getByLabel(en.contact.labels.email)).toBeFocused()
  })
})

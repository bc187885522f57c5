import { fillTemplate } from '../lib/template'
import { en, sites } from './support/content'
import { caseTags, expect, test } from './support/fixtures'

test.describe('footer', () => {
  // The blurb, the operations, the contact details, the social profiles and each business's legal
  // details are read over out/ for every page (e2e/exported-html/footer.test.ts).
  test(
    'the year is the one the visitor sees today, not the build year',
    { tag: ['@once', '@logic'] },
    async ({ page }) => {
      await page.clock.setFixedTime(new Date('2031-03-15T10:00:00+02:00'))
      await page.goto('/')
      await expect(page.getByRole('contentinfo')).toContainText(
        fillTemplate(en.words.footer.copyright, { year: 2031, holder: en.site.copyrightHolder }),
      )
    },
  )

  test(
    'the columns stack on a phone and sit side by side on a wide screen, above ' +
      'the current year with "All rights reserved."',
    async ({ page, phone }) => {
      await page.goto('/')
      const year = new Date().getFullYear()
      await expect(page.getByRole('contentinfo')).toContainText(
        fillTemplate(en.words.footer.copyright, { year, holder: en.site.copyrightHolder }),
      )
      const headings = page.getByRole('contentinfo').locator('.container-page.grid').getByRole('heading', { level: 2 })
      await expect(headings).toHaveCount(4)
      const tops = await headings.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
      if (phone) expect(new Set(tops).size).toBe(4)
      else expect(new Set(tops).size).toBe(1)
    },
  )
})

test.describe('chat button', () => {
  // Its link on every page (wa.me, the greeting in the page's language, a new tab) is read over out/
  // (e2e/exported-html/images-and-links.test.ts); it is the frame's one component, so where it sits is
  // checked on each language's home page.
  for (const [index, site] of sites.entries()) {
    test(
      `on ${site.routes[0]!.path} it is round, at the bottom right of the screen, and keyboard focus shows its tooltip`,
      { tag: caseTags(index) },
      async ({ page }) => {
        await page.goto(site.routes[0]!.path)
        const chat = page.getByRole('link', { name: site.words.chatButton, exact: true })
        await expect(chat).toBeVisible()
        await expect(chat).toHaveCSS('position', 'fixed')
        const box = (await chat.boundingBox())!
        const viewport = page.viewportSize()!
        expect(box.width).toBeGreaterThanOrEqual(44)
        expect(box.width).toBe(box.height)
        expect(viewport.width - (box.x + box.width)).toBeLessThan(32)
        expect(viewport.height - (box.y + box.height)).toBeLessThan(32)
        expect(await chat.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px')
        // Touch screens have no hover, keyboards focus: the tooltip shows on focus at every width.
        await chat.focus()
        await expect(page.getByRole('tooltip')).toHaveText(site.words.chatButton)
      },
    )
  }

  // Touch screens have no hover: this runs in the desktop project.
  test('hovering shows the tooltip "Chat on WhatsApp" after the open delay', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: en.words.chatButton, exact: true }).hover()
    const tooltip = page.getByRole('tooltip')
    // Radix waits 700 ms before opening.
    await page.waitForTimeout(400)
    await expect(tooltip).toHaveCount(0)
    await expect(tooltip).toHaveText(en.words.chatButton, { timeout: 2000 })
  })
})

import { fillTemplate } from '../lib/template'
import { en } from './support/content'
import { contactForm } from './support/contact-sink'
import { expect, test } from './support/fixtures'
import { holdScripts } from './support/page-checks'

const [firstPhoto, secondPhoto] = en.bonsmara.gallery.photos

/**
 * The islands on a slow link, where a page is readable for seconds before its scripts run: each
 * one either works with HTML and CSS alone, or adopts what the visitor did once its script runs,
 * or says plainly that it is not ready. (The menu, the contact form and the calculator have their
 * own tests of this in navigation, content-first and calculator.)
 */
test.describe('before the scripts arrive', () => {
  test('the chat link opens WhatsApp at once, and a focus given early brings its tooltip when the script runs', async ({
    page,
  }) => {
    const { release } = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const chat = page.getByRole('link', { name: en.words.chatButton, exact: true })
    // A plain link: it works before any script, so it needs no waiting state.
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
    await chat.focus()
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    release()
    await expect(page.getByRole('tooltip')).toHaveText(en.words.chatButton)
    await expect(chat).toBeFocused()
  })

  // @chromium: headless Firefox reports no pointer that can hover (`(hover: hover)` is false), and
  // the button adopts an early pointer only where one can.
  test(
    'pointing at the chat button early brings its tooltip once the script runs',
    { tag: ['@desktop', '@chromium'] },
    async ({ page }) => {
      const { release } = await holdScripts(page)
      await page.goto('/', { waitUntil: 'commit' })
      await page.getByRole('link', { name: en.words.chatButton, exact: true }).hover()
      release()
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
      await expect(page.getByRole('tooltip')).toHaveText(en.words.chatButton, { timeout: 3000 })
    },
  )

  test('a gallery photo opens larger, steps on and stays open while the script arrives: it needs none', async ({
    page,
  }) => {
    const { release } = await holdScripts(page)
    await page.goto('/bonsmara', { waitUntil: 'commit' })
    await page.getByRole('link', { name: `${en.words.gallery.viewLarger} ${firstPhoto!.alt}` }).click()
    const first = page.getByRole('group', {
      name: fillTemplate(en.words.gallery.largerView, { description: firstPhoto!.alt }),
    })
    await expect(first).toBeVisible()
    await first.getByRole('link', { name: en.words.gallery.next }).click()
    const second = page.getByRole('group', {
      name: fillTemplate(en.words.gallery.largerView, { description: secondPhoto!.alt }),
    })
    await expect(second).toBeVisible()
    release()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    await expect(second).toBeVisible()
    await second.getByRole('link', { name: en.words.gallery.close }).click()
    await expect(second).toBeHidden()
    await expect(page).toHaveURL(/#gallery-photo-2$/)
  })

  // @chromium: in Firefox, Playwright's offline emulation over WebDriver BiDi does not stage a lost
  // connection faithfully (the held scripts, handed over offline, never start the page there).
  test(
    'a connection lost before the script runs: the form says it is offline as soon as the script arrives',
    { tag: ['@once', '@chromium'] },
    async ({ page, context, pageHealth }) => {
      // Pictures further down cannot load once the connection is gone (Firefox fetches the touch icon too).
      pageHealth.expectRequestFailure(/\/img\/|\/icon\.svg|\/apple-icon\.png/)
      const { release } = await holdScripts(page)
      await page.goto('/garlic#contact', { waitUntil: 'commit' })
      const form = contactForm(page)
      // Until its script runs, Send is disabled: nothing can be sent or lost.
      await expect(form.send).toBeDisabled()
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
      // The page's own file (its loader) came just after the first paint; the framework is still held.
      await expect(page.locator('html')).toHaveAttribute('data-page-script', '')
      await context.setOffline(true)
      release()
      const notice = form.form.getByRole('status').filter({ hasText: en.contact.offlineNotice })
      await expect(notice).toBeVisible()
      await expect(form.send).toBeEnabled()
      await context.setOffline(false)
      await expect(notice).toHaveCount(0)
    },
  )
})

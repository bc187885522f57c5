import { fillTemplate } from '../lib/template'
import { en, sites } from './support/content'
import { contactForm } from './support/contact-sink'
import { caseTags, expect, test } from './support/fixtures'
import { escapeRegExp, holdScripts, typeNumber } from './support/page-checks'

/**
 * The islands on a slow link, where a page is readable for seconds before its scripts run: each
 * one either works with HTML and CSS alone, or adopts what the visitor did once its script runs,
 * or says plainly that it is not ready, in every language. (The contact form, the season planner,
 * the catalogue's list and "Ask about this animal" have their own tests of this in on-intent,
 * season-planner and catalogue; the menu and the calculator more in navigation and calculator.)
 */
test.describe('before the scripts arrive', () => {
  for (const [index, site] of sites.entries())
    test(
      `${site.pathOf('home')}: the chat link opens WhatsApp at once; an early focus brings its tooltip`,
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const { release } = await holdScripts(page)
        await page.goto(site.pathOf('home'), { waitUntil: 'commit' })
        const chat = page.getByRole('link', { name: site.words.chatButton, exact: true })
        // A plain link: it works before any script, so it needs no waiting state.
        await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
        await chat.focus()
        await expect(page.getByRole('tooltip')).toHaveCount(0)
        release()
        await expect(page.getByRole('tooltip')).toHaveText(site.words.chatButton)
        await expect(chat).toBeFocused()
      },
    )

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

  for (const [index, site] of sites.entries()) {
    test(
      `${site.pathOf('bonsmara')}: a gallery photo opens larger, steps on, stays open: it needs no script`,
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const [firstPhoto, secondPhoto] = site.bonsmara.gallery.photos
        const words = site.words.gallery
        const { release } = await holdScripts(page)
        await page.goto(site.pathOf('bonsmara'), { waitUntil: 'commit' })
        await page.getByRole('link', { name: `${words.viewLarger} ${firstPhoto!.alt}` }).click()
        const first = page.getByRole('group', {
          name: fillTemplate(words.largerView, { description: firstPhoto!.alt }),
        })
        await expect(first).toBeVisible()
        await first.getByRole('link', { name: words.next }).click()
        const second = page.getByRole('group', {
          name: fillTemplate(words.largerView, { description: secondPhoto!.alt }),
        })
        await expect(second).toBeVisible()
        release()
        await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
        await expect(second).toBeVisible()
        await second.getByRole('link', { name: words.close }).click()
        await expect(second).toBeHidden()
        await expect(page).toHaveURL(/#gallery-photo-2$/)
      },
    )

    test(
      `${site.pathOf('garlic')}: a seed count typed before the framework is kept and worked out`,
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const { release } = await holdScripts(page)
        await page.goto(site.pathOf('garlic'), { waitUntil: 'commit' })
        const seeds = page.locator('#calculator input[name="seeds"]')
        await typeNumber(seeds, '1000')
        await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
        release()
        await expect(page).toHaveURL(/\?mode=seedsToLand&variety=[a-z-]+&seeds=1000$/)
        await expect(seeds).toHaveValue('1000')
        await expect(page.locator('#calculator dd').first()).not.toBeEmpty()
      },
    )

    test(
      `${site.pathOf('garlic')}: the land mode, a variety, a unit and a size chosen before the framework are kept ` +
        'and worked out, over the address',
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const { release } = await holdScripts(page)
        // A shared address the visitor does not wait for: what they do wins over it.
        await page.goto(`${site.pathOf('garlic')}?mode=seedsToLand&variety=${site.seedVarieties[0]!.key}&seeds=5000`, {
          waitUntil: 'commit',
        })
        const calculator = page.locator('#calculator')
        const variety = site.seedVarieties.at(-1)!
        // Chosen by their names in the page's language, as a screen reader's user finds them.
        await calculator.getByRole('radio', { name: site.calculator.modes.landToSeeds }).check()
        await calculator.getByRole('radio', { name: new RegExp(`^${escapeRegExp(variety.name)}`) }).check()
        await typeNumber(calculator.locator('input[name="land"]'), '2')
        await calculator.locator('select[name="unit"]').selectOption('hectare')
        await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
        release()
        await expect(page).toHaveURL(new RegExp(`\\?mode=landToSeeds&variety=${variety.key}&land=2&unit=hectare$`))
        await expect(calculator.locator('input[name="land"]')).toHaveValue('2')
        await expect(calculator.locator('dd').first()).not.toBeEmpty()
      },
    )

    test(
      `${site.pathOf('bonsmara')}: the phone menu closes on Escape and on a tap outside the moment the page is read`,
      { tag: caseTags(index, '@phone') },
      async ({ page }) => {
        await holdScripts(page)
        // Nothing of the page's own file either: the starter in the page does this.
        await page.route('**/js/page-*.js', () => new Promise(() => {}))
        await page.goto(site.pathOf('bonsmara'), { waitUntil: 'commit' })
        const menu = page.locator('details[data-menu]')
        const button = menu.locator('summary')
        await expect(button).toHaveAccessibleName(site.words.navigation.menuButton)
        await button.click()
        await expect(menu).toHaveAttribute('open', '')
        await page.keyboard.press('Escape')
        await expect(menu).not.toHaveAttribute('open')
        await expect(button).toBeFocused()
        await button.click()
        await page.mouse.click(200, page.viewportSize()!.height - 40)
        await expect(menu).not.toHaveAttribute('open')
        await expect(page.locator('html')).not.toHaveAttribute('data-page-script')
      },
    )

    test(
      `${site.pathOf('garlic')}: the language link, before the framework, carries the calculator's figures`,
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const other = sites.find((each) => each !== site)!
        const query = '?seeds=1000'
        const { release } = await holdScripts(page)
        await page.goto(`${site.pathOf('garlic')}${query}`, { waitUntil: 'commit' })
        // The page's own file (its basics) is here; the framework is not.
        await expect(page.locator('html')).toHaveAttribute('data-page-script', '')
        await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
        await page.locator('footer a[data-language-link]').click()
        await expect(page).toHaveURL(new RegExp(`${other.pathOf('garlic')}\\${query}$`))
        release()
        await expect(page.locator('html')).toHaveAttribute('lang', other.lang)
      },
    )
  }

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

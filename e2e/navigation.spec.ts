import { en } from './support/content'
import { caseTags, expect, menuRoutes, routes, test } from './support/fixtures'
import { holdScripts, mobileMenu } from './support/page-checks'

test.describe('navigation bar', () => {
  for (const [index, route] of routes.entries()) {
    const marks = route.inMenu
      ? `marks "${route.navLabel}" as the current page`
      : 'marks no link current (the page is not in the menu)'
    // Which links the bar and the menu hold on every page in every language, and which is marked
    // current, is read over out/ (e2e/exported-html/navigation.test.ts); that the bar stays at the top,
    // that they show and that the current one is highlighted is the same style sheet on every page:
    // the first page shows it, in each engine and at both widths.
    if (index === 0)
      test(
        `on ${route.path} the bar is fixed at the top and ${marks}`,
        { tag: caseTags(index) },
        async ({ page, phone }) => {
          await page.goto(route.path)
          const header = page.getByRole('banner')
          await expect(header).toHaveCSS('position', 'fixed')
          await expect(header).toHaveCSS('top', '0px')

          if (phone) await mobileMenu(page).button.click()
          const nav = page.getByRole('navigation', { name: en.words.navigation.label })
          for (const outside of routes.filter((each) => !each.inMenu))
            await expect(nav.getByRole('link', { name: outside.navLabel, exact: true })).toHaveCount(0)
          for (const other of menuRoutes) {
            const link = nav.getByRole('link', { name: other.navLabel, exact: true })
            await expect(link).toBeVisible()
            await expect(link).toHaveAttribute('href', other.path)
            if (other.path === route.path) await expect(link).toHaveAttribute('aria-current', 'page')
            else await expect(link).not.toHaveAttribute('aria-current')
          }
          if (!route.inMenu) return
          // The highlight is visible, not only announced: the current link has its own background.
          const current = nav.getByRole('link', { name: route.navLabel, exact: true })
          const other = nav.getByRole('link', {
            name: menuRoutes.find((r) => r.path !== route.path)!.navLabel,
            exact: true,
          })
          const [currentBg, otherBg] = await Promise.all([
            current.evaluate((el) => getComputedStyle(el).backgroundColor),
            other.evaluate((el) => getComputedStyle(el).backgroundColor),
          ])
          expect(currentBg).not.toBe(otherBg)
        },
      )

    // The link is the header's, the same on every page, and the crawl over out/ finds the #contact of
    // each page it points into (e2e/exported-html/links.test.ts): the jump is taken on the first page
    // and on the garlic page, the longest way down.
    if (index > 0 && route.key !== 'garlic') continue
    test(
      `on ${route.path} 'Contact Us' jumps to the page's #contact section`,
      { tag: caseTags(index) },
      async ({ page }) => {
        await page.goto(route.path)
        await page.getByRole('banner').getByRole('link', { name: en.words.navigation.contactUs }).click()
        await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/' : route.path}#contact$`))
        const section = page.locator('#contact')
        await expect(section.getByRole('heading', { name: en.words.navigation.contactUs, level: 2 })).toBeInViewport()
        // The heading is not hidden under the fixed bar.
        const barBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
        const headingTop = await section
          .getByRole('heading', { name: en.words.navigation.contactUs })
          .evaluate((el) => el.getBoundingClientRect().top)
        expect(headingTop).toBeGreaterThanOrEqual(barBottom)
      },
    )
  }

  // @logic: where each link leads and which is marked current are the site's markup; Firefox follows
  // the menu's links in the mobile menu's tests below.
  test('following the links moves between the pages, and back home', { tag: '@logic' }, async ({ page, phone }) => {
    await page.goto(menuRoutes[0]!.path)
    for (const target of [...menuRoutes.slice(1), menuRoutes[0]!]) {
      if (phone) await mobileMenu(page).button.click()
      await page
        .getByRole('navigation', { name: en.words.navigation.label })
        .getByRole('link', { name: target.navLabel, exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${target.path}$`))
      await expect(
        page.getByRole('link', { name: target.navLabel, exact: true, includeHidden: true }).first(),
      ).toHaveAttribute('aria-current', 'page')
    }
  })

  // @logic: where the hero's links lead is the site's markup, the same in every engine.
  test('the home hero offers the two operations', { tag: '@logic' }, async ({ page }) => {
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
    for (const action of en.home.hero.actions) {
      await page.goto('/')
      await hero.getByRole('link', { name: action.label }).click()
      await expect(page).toHaveURL(new RegExp(`${en.pathOf(action.to)}$`))
    }
  })
})

// The collapsible menu exists below 768 px only: these run in the phone project.
test.describe('mobile menu', { tag: '@phone' }, () => {
  test(
    'a 44 px button in place of the bar’s links opens it, choosing a link closes ' + 'it, and so does a tap outside it',
    async ({ page, browserName }) => {
      await page.goto('/')
      const { menu, button, state } = mobileMenu(page)
      const nav = page.getByRole('navigation', { name: en.words.navigation.label })
      const box = (await button.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(44)
      expect(box.height).toBeGreaterThanOrEqual(44)
      // What the browser tells assistive technology is read through the Chrome DevTools Protocol, so
      // in Chromium only; the menu's behaviour is checked in every engine.
      const announced = browserName === 'chromium'
      // The browser announces the disclosure's summary as a button, collapsed, named "Menu".
      if (announced)
        expect(await state()).toEqual({
          role: 'DisclosureTriangle',
          name: en.words.navigation.menuButton,
          expanded: false,
        })
      await expect(nav).toBeHidden()

      await button.click()
      await expect(menu).toHaveAttribute('open', '')
      if (announced) expect(await state()).toMatchObject({ expanded: true })
      await expect(nav).toBeVisible()
      await nav.getByRole('link', { name: routes[2]!.navLabel }).click()
      await expect(page).toHaveURL(new RegExp(`${routes[2]!.path}$`))
      await expect(menu).not.toHaveAttribute('open')
      await expect(nav).toBeHidden()

      await button.click()
      await expect(menu).toHaveAttribute('open', '')
      // Below the open panel, on the page itself.
      await page.mouse.click(200, page.viewportSize()!.height - 40)
      await expect(menu).not.toHaveAttribute('open')
    },
  )

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await page.goto('/bonsmara')
    const { menu, button } = mobileMenu(page)
    await button.click()
    await expect(page.getByRole('navigation', { name: en.words.navigation.label })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
    await expect(page.getByRole('navigation', { name: en.words.navigation.label })).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/')
    const { menu, button } = mobileMenu(page)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('open', '')
    await page.keyboard.press('Tab')
    await expect(
      page
        .getByRole('navigation', { name: en.words.navigation.label })
        .getByRole('link', { name: routes[0]!.navLabel }),
    ).toBeFocused()
    // Space toggles it too, like any button.
    await button.focus()
    await page.keyboard.press('Space')
    await expect(menu).not.toHaveAttribute('open')
  })

  test("opens and leads on before the page's scripts arrive on a slow link", async ({ page }) => {
    // The scripts are held back: until the end, everything here is the browser's own.
    const { release } = await holdScripts(page)
    await page.goto(routes[1]!.path, { waitUntil: 'commit' })
    const { menu, button } = mobileMenu(page)
    await button.click()
    await expect(menu).toHaveAttribute('open', '')
    const nav = page.getByRole('navigation', { name: en.words.navigation.label })
    await expect(nav.getByRole('link', { name: routes[1]!.navLabel })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: routes[2]!.navLabel }).click()
    await expect(page).toHaveURL(new RegExp(`${routes[2]!.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive')
    release()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 15_000 })
  })

  test('opened before the scripts arrive, it stays open, and then closes as usual', async ({ page }) => {
    const { release } = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const { menu, button } = mobileMenu(page)
    await button.click()
    await expect(menu).toHaveAttribute('open', '')
    release()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 15_000 })
    await expect(menu).toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(menu).not.toHaveAttribute('open')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every navigation link is reachable, on a phone through the menu', async ({ page, phone, pageHealth }) => {
    pageHealth.expectScriptsBlocked()
    await page.goto(menuRoutes[2]!.path)
    if (phone) await mobileMenu(page).button.click()
    const nav = page.getByRole('navigation', { name: en.words.navigation.label })
    for (const route of menuRoutes) {
      await expect(nav.getByRole('link', { name: route.navLabel, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: menuRoutes[2]!.navLabel, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

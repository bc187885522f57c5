/**
 * WebKit, the engine of Safari on every iPhone: a smoke suite through WebKitWebDriver (Playwright
 * cannot drive a WebKit it did not build). Every page loads with no script error and no policy
 * violation and fits a phone's width; the calculator's figures and the planner's total equal
 * Chromium's character for character; the contact form's messages and a send; the phone menu; the
 * 404. Run by `npm test` after the Playwright suite, or alone with `npm run test:webkit`.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { By, type WebDriver, type WebElement } from 'selenium-webdriver'
import { routes } from '../../content/pages'
import { en, sites } from '../support/content'
import { brokenHeadingWordsFunction, clippedTextFunction, overflowFunction, phoneWidths } from '../support/page-checks'
import { pageSettled } from '../support/engine-harness'
import { startHarness, until, type Harness } from './harness'

let harness: Harness
let driver: WebDriver
before(async () => {
  harness = await startHarness()
  driver = harness.driver
})
after(async () => {
  await harness?.close()
})

/** Opens a page and waits until its scripts have taken it over, or it has loaded where it takes none. */
async function open(pathname: string): Promise<void> {
  await driver.get(`${harness.origin}${pathname}`)
  await until(`${pathname} to become interactive`, async () =>
    (await driver.executeScript(`return ${pageSettled}`)) ? true : undefined,
  )
}

/**
 * Clicks as a visitor taps: the element brought to the middle of the screen at once first (the page
 * scrolls smoothly, and a click must not land mid-scroll, which WebKit refuses as not interactable).
 */
async function tap(element: WebElement): Promise<void> {
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element)
  await until(
    'the element to take the click',
    async () => {
      try {
        await element.click()
        return true
      } catch (error) {
        if (error instanceof Error && error.name === 'ElementNotInteractableError') return undefined
        throw error
      }
    },
    5000,
  )
}

/** What the probe recorded on the page: uncaught errors, failed loads, console errors, policy violations. */
async function problems(): Promise<string[]> {
  const probe = (await driver.executeScript('return window.__probe || null')) as { problems: string[] } | null
  assert.ok(probe, 'the probe did not run, so nothing could be checked')
  return probe.problems
}

/** The figures (each `<dd>`) of the region whose heading is `heading`, in page order. */
const figuresScript = `const heading = arguments[0]
const headingOf = (section) => document.getElementById(section.getAttribute('aria-labelledby'))
const region = [...document.querySelectorAll('section[aria-labelledby]')]
  .find((section) => headingOf(section)?.textContent.trim() === heading)
if (!region) return null
return [...region.querySelectorAll('dd')].map((figure) => figure.textContent.replace(/\\s+/g, ' ').trim())`

async function webkitFigures(heading: string): Promise<string[]> {
  return until(`figures under "${heading}"`, async () => {
    const figures = (await driver.executeScript(figuresScript, heading)) as string[] | null
    return figures && figures.length > 0 ? figures : undefined
  })
}

async function chromiumFigures(pathname: string, heading: string): Promise<string[]> {
  const page = await harness.chromium.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  })
  try {
    await page.goto(`${harness.origin}${pathname}`)
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    const script = new Function(figuresScript) as (heading: string) => string[] | null
    // The results' region is drawn before its figures (the calculator's working part loads on
    // demand): wait for the figures themselves, as webkitFigures does.
    const figuresShown = new Function(
      `const found = (function () { ${figuresScript} }).apply(null, arguments); ` +
        `return found !== null && found.length > 0`,
    ) as (heading: string) => boolean
    await page.waitForFunction(figuresShown, heading)
    return (await page.evaluate(script, heading)) ?? []
  } finally {
    await page.close()
  }
}

describe('WebKit', () => {
  test('every page loads with no script error, no failed load and no policy violation', async () => {
    await driver.manage().window().setRect({ width: 1280, height: 900 })
    for (const route of routes) {
      await open(route.path)
      await driver.executeScript('window.scrollTo(0, document.body.scrollHeight)')
      await new Promise((resolve) => setTimeout(resolve, 300))
      assert.deepEqual(await problems(), [], route.path)
      assert.equal(harness.statusOf(route.path), 200, route.path)
    }
    // The probe hears a violation when there is one: an inline script slipped into the page is refused.
    await driver.executeScript(
      'const script = document.createElement("script"); script.textContent = ' +
        '"window.__ran = true"; document.body.append(script)',
    )
    await until('the refused script to be reported', async () =>
      (await problems()).some((problem) => problem.startsWith('content security policy: script-src'))
        ? true
        : undefined,
    )
    assert.equal(await driver.executeScript('return window.__ran === true'), false, 'the inline script did not run')
  })

  test(
    `every page fits a phone's screen at ${phoneWidths.join(', ')} px: nothing ` +
      `slides sideways, no heading word is cut`,
    async () => {
      await expectPhoneWidthsFit(harness.origin)
    },
  )

  test(
    `with every text at its limit and every list at its longest (the stressed ` +
      `copy), every page still fits ${phoneWidths.join(', ')} px, with no text cut ` +
      `off`,
    async () => {
      await expectPhoneWidthsFit(await harness.stressedOrigin())
    },
  )

  /**
   * Every page at every phone width, framed (WebKit's window cannot be made that narrow): nothing past the edge, no
   * text cut off, no heading word cut.
   */
  async function expectPhoneWidthsFit(origin: string): Promise<void> {
    await driver.manage().window().setRect({ width: 1280, height: 1000 })
    for (const route of routes) {
      await driver.get(`${origin}/__frames?path=${encodeURIComponent(route.path)}&widths=${phoneWidths.join(',')}`)
      const found = await until(`${route.path} in its frames`, async () => {
        const result = (await driver.executeScript(
          `const frames = [...document.querySelectorAll('iframe')]
          // Taken over by its scripts, or loaded where it takes none (a page without a tool).
          const ready = (frame) => {
            const inner = frame.contentDocument
            if (!inner) return false
            if (inner.documentElement.hasAttribute('data-interactive')) return true
            const root = inner.documentElement
            const waits = root.dataset.scriptsWhen === 'never'
            return waits && root.hasAttribute('data-page-script') && inner.readyState === 'complete'
          }
          if (!frames.every(ready)) return null
          const overflowing = ${overflowFunction}
          const brokenHeadingWords = ${brokenHeadingWordsFunction}
          const clippedText = ${clippedTextFunction}
          return frames.map((frame) => [
            Number(frame.dataset.width),
            frame.contentDocument.documentElement.clientWidth,
            overflowing(frame.contentDocument, frame.contentWindow),
            brokenHeadingWords(frame.contentDocument),
            clippedText(frame.contentDocument, frame.contentWindow),
          ])`,
        )) as [number, number, string[], string[], string[]][] | null
        return result ?? undefined
      })
      for (const [width, laidOut, culprits, brokenWords, clipped] of found) {
        // The frame is the screen: the page inside is laid out at the phone's width, not the window's.
        assert.equal(laidOut, width, `${route.path} is laid out ${laidOut} px wide in its ${width} px frame`)
        assert.deepEqual(culprits, [], `${route.path} at ${width} px`)
        // WebKit has no Afrikaans hyphenation: a long compound across two lines is cut mid-word.
        assert.deepEqual(brokenWords, [], `${route.path} at ${width} px: heading words cut in two`)
        assert.deepEqual(clipped, [], `${route.path} at ${width} px: text cut off`)
      }
    }
  }

  test("the calculator's figures and the planner's total equal Chromium's, character for character", async () => {
    await driver.manage().window().setRect({ width: 1280, height: 900 })
    for (const site of sites) {
      const garlic = site.pathOf('garlic')
      const seedsQuery = `?mode=seedsToLand&variety=${site.seedVarieties[0]!.key}&seeds=1000`
      for (const query of [
        seedsQuery,
        `?mode=landToSeeds&variety=${site.seedVarieties.at(-1)!.key}&land=2.5&unit=acre`,
      ]) {
        await open(`${garlic}${query}`)
        const inWebKit = await webkitFigures(site.calculator.results.heading)
        assert.deepEqual(
          inWebKit,
          await chromiumFigures(`${garlic}${query}`, site.calculator.results.heading),
          `${garlic}${query}`,
        )
      }
      // Typed, not read from the address: the same figures.
      await open(garlic)
      const seeds = await driver.findElement(By.css('input[name="seeds"]'))
      await seeds.sendKeys('1000')
      assert.deepEqual(
        await webkitFigures(site.calculator.results.heading),
        await chromiumFigures(`${garlic}${seedsQuery}`, site.calculator.results.heading),
        `${garlic}, 1000 typed`,
      )
      const field = site.garlic.services.field.items.map((item) => `field=${item.key}`).join('&')
      const processing = site.garlic.services.processing.items.map((item) => `processing=${item.key}`).join('&')
      const season = `?hectares=2&${field}&km=100&tons=10&${processing}`
      await open(`${garlic}${season}`)
      assert.deepEqual(
        await webkitFigures(site.planner.results.heading),
        await chromiumFigures(`${garlic}${season}`, site.planner.results.heading),
        `${garlic}${season}`,
      )
    }
  })

  // WebKit reports no connection, so its pages take the framework when a tool comes near or the page is idle
  // (scripts/build-steps/load-when.ts); a tap and typing the moment the page has loaded must start it as well.
  test('a tap in the form as the page loads starts its scripts, and every character typed stays', async () => {
    await driver.manage().window().setRect({ width: 390, height: 844 })
    await driver.get(`${harness.origin}/bonsmara`)
    const name = await driver.findElement(By.css('#contact input[name="name"]'))
    await tap(name)
    await name.sendKeys('Thandi Nkosi')
    await until('the page to become interactive', async () =>
      (await driver.executeScript('return document.documentElement.hasAttribute("data-interactive")'))
        ? true
        : undefined,
    )
    assert.ok(await driver.executeScript('return document.documentElement.hasAttribute("data-scripts-asked")'))
    assert.equal(await name.getAttribute('value'), 'Thandi Nkosi')
    assert.deepEqual(await problems(), [])
    // The name is now a saved draft, which the next test's empty form must not find.
    await driver.executeScript('localStorage.clear()')
  })

  test('the contact form shows its messages, then sends to the mail sink', async () => {
    await driver.manage().window().setRect({ width: 1280, height: 900 })
    const { contact } = en
    await open('/#contact')
    const form = await driver.findElement(By.css('#contact form'))
    const send = await form.findElement(By.css('button[type="submit"]'))
    // Send waits, disabled, until the form's script can check and send.
    await until('Send to be ready', async () => ((await send.isEnabled()) ? true : undefined))
    await tap(send)
    const expected = [
      contact.validation.nameRequired,
      contact.validation.emailInvalid,
      contact.validation.messageRequired,
      contact.toasts.invalid.title,
    ]
    const shown = await until('the validation messages and the toast', async () => {
      const text = (await driver.executeScript('return document.body.innerText')) as string
      return expected.every((message) => text.includes(message)) ? text : undefined
    })
    for (const message of expected) assert.ok(shown.includes(message), `"${message}" is shown`)
    const sender = `webkit.${Date.now()}@example.com`
    await form.findElement(By.css('input[name="name"]')).sendKeys('Thandi Nkosi')
    await form.findElement(By.css('input[name="email"]')).sendKeys(sender)
    await form.findElement(By.css('textarea[name="message"]')).sendKeys('Twee ton Pink Egyptian saad, asseblief.')
    await tap(send)
    await until('the sent toast', async () =>
      ((await driver.executeScript('return document.body.innerText')) as string).includes(contact.toasts.sent.title)
        ? true
        : undefined,
    )
    const sent = await until('the enquiry in the sink', async () =>
      harness.outbox().find((entry) => entry.template_params.from_email === sender),
    )
    assert.equal(sent.template_params.from_name, 'Thandi Nkosi')
    assert.deepEqual(await problems(), [])
  })

  test('on a narrow window the menu opens, lists the pages and leads to one', async () => {
    await driver.manage().window().setRect({ width: 375, height: 800 })
    const width = (await driver.executeScript('return window.innerWidth')) as number
    assert.ok(width < 768, `the window is ${width} px wide, narrow enough for the phone's menu`)
    await open('/')
    const menu = await driver.findElement(By.css('header details'))
    assert.equal(await menu.getAttribute('open'), null, 'the menu starts closed')
    await tap(await menu.findElement(By.css('summary')))
    assert.notEqual(await menu.getAttribute('open'), null, 'the menu opens')
    const target = en.routes.find((route) => route.key === 'bonsmara')!
    const link = await driver.findElement(By.css(`header details a[href="${target.path}"]`))
    assert.ok(await link.isDisplayed(), 'the open menu shows its links')
    await tap(link)
    await until('the next page', async () => ((await driver.getCurrentUrl()).endsWith(target.path) ? true : undefined))
    assert.deepEqual(await problems(), [])
  })

  test(
    'the menu closes on Escape (the focus back on its button) and on a tap outside, without the framework ' +
      '(a page that never fetches it) and with it',
    async () => {
      await driver.manage().window().setRect({ width: 375, height: 800 })
      const withoutFramework = en.routes.find((route) => route.key === 'privacy')!.path
      for (const [pathname, framework] of [
        [withoutFramework, 'never'],
        ['/bonsmara', 'interactive'],
      ] as const) {
        await open(pathname)
        const state = (await driver.executeScript(
          'return document.documentElement.hasAttribute("data-interactive") ? "interactive" : ' +
            'document.documentElement.dataset.scriptsWhen',
        )) as string
        assert.equal(state, framework, `${pathname}: the framework as the case says`)
        const menu = await driver.findElement(By.css('header details'))
        const button = await menu.findElement(By.css('summary'))
        await tap(button)
        assert.notEqual(await menu.getAttribute('open'), null, `${pathname}: the menu opens`)
        await driver.actions().sendKeys('\uE00C').perform()
        await until(`${pathname}: Escape to close the menu`, async () =>
          (await menu.getAttribute('open')) === null ? true : undefined,
        )
        const focused = (await driver.executeScript(
          'return document.activeElement === document.querySelector("header details summary")',
        )) as boolean
        assert.ok(focused, `${pathname}: the focus is back on the menu's button`)
        await tap(button)
        assert.notEqual(await menu.getAttribute('open'), null, `${pathname}: the menu opens again`)
        // Low on the screen, clear of the open menu's panel and of the chat button.
        const height = (await driver.executeScript('return window.innerHeight')) as number
        await driver
          .actions()
          .move({ x: 20, y: height - 60 })
          .click()
          .perform()
        await until(`${pathname}: a tap outside to close the menu`, async () =>
          (await menu.getAttribute('open')) === null ? true : undefined,
        )
      }
      assert.deepEqual(await problems(), [])
    },
  )

  test('an unknown path answers 404 with the site around it, in English', async () => {
    await driver.manage().window().setRect({ width: 1280, height: 900 })
    await open('/no-such-field/plot-7')
    assert.equal(harness.statusOf('/no-such-field/plot-7'), 404)
    const heading = (await driver.findElement(By.css('h1')).getText()).trim()
    assert.equal(heading, en.words.notFound.heading)
    assert.ok(await driver.findElement(By.css('header')).isDisplayed())
    assert.ok(await driver.findElement(By.css('footer')).isDisplayed())
    // The page logs the path it could not find, as it does in every engine.
    assert.deepEqual(
      (await problems()).filter((problem) => !/404 Error: .*\/no-such-field\/plot-7/.test(problem)),
      [],
    )
  })
})

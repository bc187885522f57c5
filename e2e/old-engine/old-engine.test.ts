/**
 * The browser policy's floor, tried in a real engine of it: QtWebEngine 5.15, a Chromium 87 core, the
 * engine of phones and Android WebViews of late 2020 (docs/browsers.md). Every page in both languages
 * at 375 and 1280 px is drawn as today's Chromium draws it; the calculator, the season planner and
 * the contact form work. Run by `npm test` after the WebKit suite, once per run.
 */
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { routes } from '../../content/pages'
import { en, sites } from '../support/content'
import { isPageSettled, pageSettled } from '../support/engine-harness'
import { clippedTextFunction, overflowFunction } from '../support/page-checks'
import { startHarness, until, type Harness } from './harness'

let harness: Harness
before(async () => {
  harness = await startHarness()
})
after(async () => {
  await harness?.close()
})

const widths = [375, 1280]
const shots = path.join(__dirname, '..', '..', '.tmp', 'old-engine')
/** Set by scripts/e2e.ts when this suite runs alone. */
const pictures = process.env.OLD_ENGINE_PICTURES === '1'

/**
 * What "drawn as designed" is measured by, in either engine: the computed styles of the body, the
 * header, the first two headings and each kind of button (colours as the pixels they paint, so
 * `rgba()` and `oklab()` compare), the page's height, and whatever is wider than the screen. Each
 * engine finds the font stack's families through the system's font configuration in its own way, so
 * both are given one installed face for the measure (the stack itself is compared as written).
 */
const measure = `(() => {
  const sheet = [...document.styleSheets].find((each) => each.href && each.href.includes('/_next/'))
  const fontFamily = getComputedStyle(document.body).fontFamily
  if (sheet && !window.__oneFace) {
    sheet.insertRule('*,:before,:after{font-family:"DejaVu Sans"!important}', sheet.cssRules.length)
    window.__oneFace = true
  }
  const canvas = document.createElement('canvas'); canvas.width = canvas.height = 1
  const context = canvas.getContext('2d')
  const paint = (value) => {
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = '#000'
    context.fillStyle = value
    context.fillRect(0, 0, 1, 1)
    return [...context.getImageData(0, 0, 1, 1).data].join(',')
  }
  const styles = (selector, names) => {
    const element = document.querySelector(selector)
    if (!element) return null
    const style = getComputedStyle(element)
    const read = { height: Math.round(element.getBoundingClientRect().height) }
    for (const name of names) {
      read[name] = /color/.test(name) ? paint(style.getPropertyValue(name)) : style.getPropertyValue(name)
    }
    return read
  }
  const text = ['font-size', 'font-weight', 'line-height', 'color', 'background-color', 'display']
  const button = ['background-color', 'color', 'border-radius', 'padding-left', 'font-size', 'font-weight', 'display']
  const overflowing = ${overflowFunction}
  const clippedText = ${clippedTextFunction}
  return JSON.stringify({
    fontFamily,
    height: document.documentElement.scrollHeight,
    overflow: overflowing(document, window),
    clipped: clippedText(document, window),
    body: styles('body', [...text, 'margin-top']),
    header: styles('header', ['position', 'background-color', 'display']),
    h1: styles('h1', text), h2: styles('main h2', text),
    accent: styles('.button-accent', button),
    contactUs: styles('.contact-button', button),
    send: styles('.button-send', button),
    mode: styles('.mode-option > input:checked + span', button),
  })
})()`

type Measure = { fontFamily: string; height: number; overflow: string[]; clipped: string[] } & Record<string, unknown>

async function inChromium(pathname: string, width: number): Promise<Measure> {
  const context = await harness.chromium.newContext({
    viewport: { width, height: 812 },
    isMobile: width < 500,
    hasTouch: width < 500,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${harness.origin}${pathname}`)
    await page.waitForFunction(isPageSettled)
    return JSON.parse(await page.evaluate(measure)) as Measure
  } finally {
    await context.close()
  }
}

async function openInOldEngine(pathname: string, width: number): Promise<void> {
  await harness.page.open(pathname, width)
  await until(`${pathname} to become interactive in the old engine`, async () =>
    (await harness.page.evaluate<boolean>(pageSettled)) ? true : undefined,
  )
}

/** The figures (each `<dd>`) of the region whose heading is `heading`, in page order, read when there are some. */
const figuresOf = (heading: string) => `(() => {
  const headingOf = (section) => document.getElementById(section.getAttribute('aria-labelledby'))
  const region = [...document.querySelectorAll('section[aria-labelledby]')]
    .find((section) => headingOf(section)?.textContent.trim() === ${JSON.stringify(heading)})
  const figures = region
    ? [...region.querySelectorAll('dd')].map((figure) => figure.textContent.replace(/\\s+/g, ' ').trim())
    : []
  return figures.length > 0 ? figures : null
})()`

/** Enters a value as typing does: the field's own value setter, then the input event React listens for. */
async function fill(selector: string, value: string): Promise<void> {
  await harness.page.evaluate(`(() => {
    const field = document.querySelector(${JSON.stringify(selector)})
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(field, ${JSON.stringify(value)})
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })()`)
}

describe('the old engine (QtWebEngine 5.15, Chromium 87)', () => {
  test('is the engine the policy names', () => {
    assert.match(harness.userAgent, /Chrome\/87\./, harness.userAgent)
  })

  const pages = [...routes.map((route) => route.path), '/no-such-page']
  for (const width of widths) {
    test(
      `every page at ${width} px is drawn as today's Chromium draws it, fits the ` +
        `screen and becomes interactive with no error`,
      async () => {
        if (pictures) mkdirSync(shots, { recursive: true })
        for (const pathname of pages) {
          await openInOldEngine(pathname, width)
          // Pictures of the pages most worth looking at, in both engines, before the measure below
          // gives the old engine's page one font: for a person to look at, so when the suite runs alone
          // (npm run test:old-engine), not in every run of npm test.
          if (pictures && ['home', 'garlic'].some((key) => sites.some((site) => site.pathOf(key) === pathname))) {
            const name = `${pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '-')}-${width}`
            writeFileSync(path.join(shots, `${name}-old.png`), await harness.page.screenshot())
            const context = await harness.chromium.newContext({
              viewport: { width, height: 812 },
              isMobile: width < 500,
            })
            const page = await context.newPage()
            await page.goto(`${harness.origin}${pathname}`)
            await page.waitForFunction(isPageSettled)
            await page.screenshot({ path: path.join(shots, `${name}-today.png`), fullPage: true })
            await context.close()
          }
          const old = JSON.parse(await harness.page.evaluate<string>(measure)) as Measure
          const today = await inChromium(pathname, width)
          const where = `${pathname} at ${width} px`
          // The 404 page logs the address that was not found, in every engine.
          assert.deepEqual(
            harness.page.problems().filter((problem) => !problem.startsWith('console error: 404 ')),
            [],
            `${where}: errors in the old engine`,
          )
          assert.equal(old.fontFamily, today.fontFamily, `${where}: the body's font stack`)
          for (const part of ['body', 'header', 'h1', 'h2', 'accent', 'contactUs', 'send', 'mode']) {
            const { height: oldHeight, ...oldStyle } = (old[part] ?? {}) as Record<string, unknown>
            const { height: todayHeight, ...todayStyle } = (today[part] ?? {}) as Record<string, unknown>
            assert.deepEqual(oldStyle, todayStyle, `${where}: the computed style of ${part}`)
            if (part !== 'body')
              assert.ok(
                Math.abs(Number(oldHeight ?? 0) - Number(todayHeight ?? 0)) <= 2,
                `${where}: ${part} is ${oldHeight} px tall, ${todayHeight} px today`,
              )
          }
          // The same layout: lines round a little differently in the older engine (a few px a section).
          assert.ok(
            Math.abs(old.height - today.height) <= today.height * 0.01,
            `${where}: the page is ${old.height} px long, ${today.height} px today`,
          )
          assert.deepEqual(old.overflow, [], `${where}: wider than the screen`)
          assert.deepEqual(old.clipped, [], `${where}: text cut off`)
          // Its scripts started, so the watchdog said nothing.
          assert.equal(
            await harness.page.evaluate<boolean>('document.documentElement.hasAttribute("data-scripts-stalled")'),
            false,
            `${where}: marked as stalled`,
          )
        }
      },
    )
  }

  test(
    "the calculator's figures and the planner's total, from the address and " + "typed, equal today's Chromium's",
    async () => {
      for (const site of sites) {
        const garlic = site.pathOf('garlic')
        const seedsQuery = `?mode=seedsToLand&variety=${site.seedVarieties[0]!.key}&seeds=1000`
        const field = site.garlic.services.field.items.map((item) => `field=${item.key}`).join('&')
        const processing = site.garlic.services.processing.items.map((item) => `processing=${item.key}`).join('&')
        const cases = [
          { query: seedsQuery, heading: site.calculator.results.heading },
          {
            query: `?mode=landToSeeds&variety=${site.seedVarieties.at(-1)!.key}&land=2.5&unit=acre`,
            heading: site.calculator.results.heading,
          },
          { query: `?hectares=2&${field}&km=100&tons=10&${processing}`, heading: site.planner.results.heading },
        ]
        for (const { query, heading } of cases) {
          await openInOldEngine(`${garlic}${query}`, 375)
          const old = await until(`figures under "${heading}"`, () =>
            harness.page.evaluate<string[] | null>(figuresOf(heading)).then((found) => found ?? undefined),
          )
          const context = await harness.chromium.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })
          const page = await context.newPage()
          await page.goto(`${harness.origin}${garlic}${query}`)
          const today = await until(`figures under "${heading}" today`, () =>
            page.evaluate(figuresOf(heading)).then((found) => (found as string[] | null) ?? undefined),
          )
          await context.close()
          assert.deepEqual(old, today, `${garlic}${query}`)
        }
        // Typed, not read from the address: the same figures as from the address.
        await openInOldEngine(garlic, 375)
        await harness.page.evaluate('document.querySelector(\'input[name="seeds"]\').focus()')
        await harness.page.type('1000')
        const typed = await until('figures for 1000 typed seeds', () =>
          harness.page
            .evaluate<string[] | null>(figuresOf(site.calculator.results.heading))
            .then((found) => found ?? undefined),
        )
        await openInOldEngine(`${garlic}${seedsQuery}`, 375)
        assert.deepEqual(
          typed,
          await until('figures from the address', () =>
            harness.page
              .evaluate<string[] | null>(figuresOf(site.calculator.results.heading))
              .then((found) => found ?? undefined),
          ),
        )
        // Switching the mode shows the other amount box only, as the style sheet does today with `:has`.
        await harness.page.evaluate(`document.querySelector('input[name="mode"][value="landToSeeds"]').click()`)
        const shown = await harness.page.evaluate<string[]>(
          `[...document.querySelectorAll('[data-field]')].filter((field) => ` +
            `field.offsetParent !== null).map((field) => field.dataset.field)`,
        )
        assert.deepEqual(shown, ['land'])
        assert.deepEqual(harness.page.problems(), [])
      }
    },
  )

  // The old engine may report a connection of any kind, so its pages may wait for a touch
  // (scripts/build-steps/load-when.ts): focusing the form and typing as the page loads must start them.
  test('focusing the form and typing as the page loads starts its scripts, and what was typed stays', async () => {
    await harness.page.open('/bonsmara', 375)
    await until('the form to be parsed', () =>
      harness.page
        .evaluate<boolean>(`!!document.querySelector('#contact input[name="name"]')`)
        .then((found) => (found ? true : undefined)),
    )
    await harness.page.evaluate(`document.querySelector('#contact input[name="name"]').focus()`)
    await fill('#contact input[name="name"]', 'Sipho Dlamini')
    await until('the page to become interactive', () =>
      harness.page
        .evaluate<boolean>(`document.documentElement.hasAttribute('data-interactive')`)
        .then((interactive) => (interactive ? true : undefined)),
    )
    assert.equal(
      await harness.page.evaluate<string>(`document.querySelector('#contact input[name="name"]').value`),
      'Sipho Dlamini',
    )
    // The name is now a saved draft, which the next test's empty form must not find.
    await harness.page.evaluate('localStorage.clear()')
  })

  test('the contact form shows its messages, then sends to the mail sink', async () => {
    const { contact } = en
    await openInOldEngine('/', 375)
    await until('Send to be ready', () =>
      harness.page
        .evaluate<boolean>(`!document.querySelector('#contact form button[type="submit"]').disabled`)
        .then((ready) => (ready ? true : undefined)),
    )
    await harness.page.evaluate(`document.querySelector('#contact form button[type="submit"]').click()`)
    const expected = [
      contact.validation.nameRequired,
      contact.validation.emailInvalid,
      contact.validation.messageRequired,
    ]
    await until('the validation messages', () =>
      harness.page
        .evaluate<string>('document.body.innerText')
        .then((text) => (expected.every((message) => text.includes(message)) ? true : undefined)),
    )
    const sender = `old-engine.${Date.now()}@example.com`
    for (const [name, value] of [
      ['name', 'Sipho Dlamini'],
      ['email', sender],
      ['message', 'Two tons of seed, please.'],
    ] as const)
      await fill(`#contact form [name="${name}"]`, value)
    await harness.page.evaluate(`document.querySelector('#contact form button[type="submit"]').click()`)
    await until('the sent toast', () =>
      harness.page
        .evaluate<string>('document.body.innerText')
        .then((text) => (text.includes(contact.toasts.sent.title) ? true : undefined)),
    )
    const sent = await until('the enquiry in the sink', async () =>
      harness.outbox().find((entry) => entry.template_params.from_email === sender),
    )
    assert.equal(sent.template_params.from_name, 'Sipho Dlamini')
    assert.deepEqual(harness.page.problems(), [])
  })
})

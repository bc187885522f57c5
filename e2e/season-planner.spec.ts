import type { Page } from '@playwright/test'
import { languageCodes, type Language } from '../content/languages'
import { pageByKey } from '../content/pages'
import { draftStorageKey } from '../lib/contact/draft'
import { contactFieldLimits } from '../lib/contact/fields'
import { formatCents, formatNumber, formatRand } from '../lib/format'
import { fillTemplate } from '../lib/template'
import { expectNoAccessibilityViolations } from './support/axe'
import { contactForm, sinkUrl } from './support/contact-sink'
import { contentIn, type SiteContent } from './support/content'
import { caseTags, expect, test } from './support/fixtures'
import { escapeRegExp, holdScripts, typeNumber } from './support/page-checks'

/**
 * The season planner on the garlic page, in every language of the site, where only a browser can
 * show it: before its scripts arrive, without JavaScript, a reload, focus and the keyboard, axe,
 * and the hand-over to the contact form and its draft. Prices, names and words come from content
 * (content/garlic.yaml, content/planner.yaml); the expected amounts are worked here from those
 * prices with whole cents. Its sums, hints, limits and address are tested in
 * components/season-planner/SeasonPlanner.test.tsx, the rules' own boundaries in lib/season-planner/.
 */

const cents = (rand: number) => Math.round(rand * 100)

function planner(page: Page, site: SiteContent) {
  const { planner: words, garlic } = site
  const form = page.getByRole('form', { name: words.formLabel })
  const panel = page.getByRole('region', { name: words.results.heading })
  const perHectare = site.words.prices.perHectare
  const perTon = site.words.prices.perTon
  const priceOf = (name: string) => {
    const field = garlic.services.field.items.find((item) => item.name === name)
    return field
      ? `${formatRand(field.price)} ${perHectare}`
      : `${formatRand(garlic.services.processing.items.find((item) => item.name === name)!.price)} ${perTon}`
  }
  return {
    form,
    panel,
    /** A service's checkbox, named by its label: the service and its published price. */
    service: (name: string) =>
      form.getByRole('checkbox', {
        name: new RegExp(`^${escapeRegExp(name)}\\s*${escapeRegExp(priceOf(name)).replace(/[ \u00a0]/g, '\\s')}$`),
      }),
    hectares: form.getByLabel(words.field.hectares.label, { exact: true }),
    kilometres: form.getByLabel(fillTemplate(words.field.kilometres.label, { place: garlic.facility.place }), {
      exact: true,
    }),
    tons: form.getByLabel(words.processing.tons.label, { exact: true }),
    take: form.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(words.field.useCalculator.split('{hectares}')[0]!)}`),
    }),
    lines: panel.getByRole('table').locator('tbody').getByRole('row'),
    figures: panel.getByRole('definition'),
    send: panel.getByRole('button', { name: words.results.send }),
    /** The form's own button: disabled in the page's HTML, until the planner's code has started it. */
    submit: form.getByRole('button', { name: words.submit }),
    // What the panel says of the hand-over (the first status; the last is the estimate said to screen readers).
    status: panel.getByRole('status').first(),
  }
}

/**
 * Whether the page has fetched the planner's own code: a script chunk that draws its form (the class
 * of its groups' legends, which no other part of the page names).
 */
function plannerCode(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(new URL(response.url()).pathname))
      bodies.push(response.text().catch(() => ''))
  })
  return { planner: async () => (await Promise.all(bodies)).some((body) => body.includes('season-legend')) }
}

/** Reads the page to its end and back, a screen at a time, as a reader does, touching nothing. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    scrollTo(0, 0)
  })
}

/** The estimate for whole quantities with every service, worked from the content's prices. */
function expectedSeason(
  site: SiteContent,
  { hectares, kilometres, tons }: { hectares: number; kilometres: number; tons: number },
) {
  const { garlic, planner: words } = site
  const line = (name: string, quantity: number, unit: string, price: number) => ({
    header: `${name} ${formatNumber(quantity)} ${unit} × ${formatCents(cents(price))}`,
    amount: quantity * cents(price),
  })
  const lines = [
    ...garlic.services.field.items.map((item) => line(item.name, hectares, words.units.hectares, item.price)),
    line(garlic.travel.name, kilometres, words.units.kilometres, garlic.travel.price),
    ...garlic.services.processing.items.map((item) => line(item.name, tons, words.units.tons, item.price)),
  ]
  const hours = tons / garlic.facility.tonsPerHour
  const time =
    hours >= 1
      ? fillTemplate(words.results.hours, { hours: formatNumber(hours, 1) })
      : fillTemplate(words.results.minutes, { minutes: formatNumber(Math.max(1, Math.round(hours * 60))) })
  const total = lines.reduce((sum, each) => sum + each.amount, 0)
  return {
    headers: lines.map((each) => each.header),
    amounts: lines.map((each) => formatCents(each.amount)),
    total: formatCents(total),
    time,
    query: [
      `hectares=${hectares}`,
      ...garlic.services.field.items.map((item) => `field=${item.key}`),
      `km=${kilometres}`,
      `tons=${tons}`,
      ...garlic.services.processing.items.map((item) => `processing=${item.key}`),
    ].join('&'),
  }
}

async function chooseEverything(page: Page, site: SiteContent) {
  const plan = planner(page, site)
  for (const item of [...site.garlic.services.field.items, ...site.garlic.services.processing.items])
    await plan.service(item.name).check()
}

async function expectEstimate(page: Page, site: SiteContent, season: ReturnType<typeof expectedSeason>) {
  const plan = planner(page, site)
  await expect(plan.lines.getByRole('rowheader')).toHaveText(season.headers, { useInnerText: true })
  await expect(plan.lines.getByRole('cell')).toHaveText(season.amounts)
  await expect(plan.figures).toHaveText([season.total, season.time])
  await expect(plan.panel.getByRole('table').locator('tfoot')).toContainText(season.total)
  await expect(plan.panel).toContainText(site.planner.results.estimateNote)
  await expect(plan.panel).not.toContainText('NaN')
}

for (const [index, language] of languageCodes.entries()) {
  const site = contentIn(language)
  const path = pageByKey('garlic').path[language]
  const { calculator, planner: words } = site
  const season = expectedSeason(site, { hectares: 2, kilometres: 100, tons: 10 })

  // What the planner does with what it is given is one component's in every language: shown in the
  // first language (`first`). What it says in each, the estimate's words and amounts as sent to the
  // form and the message with no room for them, is shown in each (and heard in each in
  // components/season-planner/SeasonPlanner.heard.test.tsx).
  const first = index === 0
  test.describe(`the season planner (${language})`, { tag: caseTags(index) }, () => {
    if (first)
      test(
        'a shared address opens the same estimate beside the calculator, and keeps ' +
          'it through the calculator’s own writing and a reload',
        { tag: ['@once', '@logic'] },
        async ({ page }) => {
          await page.goto(`${path}?mode=landToSeeds&variety=shani&land=2&unit=hectare&${season.query}`)
          const plan = planner(page, site)
          await expectEstimate(page, site, season)
          await expect(plan.hectares).toHaveValue('2')
          await expect(plan.kilometres).toHaveValue('100')
          await expect(plan.tons).toHaveValue('10')
          for (const item of [...site.garlic.services.field.items, ...site.garlic.services.processing.items])
            await expect(plan.service(item.name)).toBeChecked()
          await expect(page.getByRole('radio', { name: calculator.modes.landToSeeds })).toBeChecked()
          // The calculator writing its part keeps the planner's.
          await typeNumber(page.getByLabel(calculator.land.label, { exact: true }), '3')
          await expect(page).toHaveURL(
            new RegExp(`\\?mode=landToSeeds&variety=shani&land=3&unit=hectare&${escapeRegExp(season.query)}$`),
          )
          await page.reload()
          await expectEstimate(page, site, season)
        },
      )

    test(
      'sends the estimate into the contact form: after the visitor’s words, ' +
        'replaced when added again, saved as the draft, nothing sent',
      { tag: '@once' },
      async ({ page }) => {
        const toSink: string[] = []
        page.on('request', (request) => {
          if (request.url().startsWith(sinkUrl)) toSink.push(request.url())
        })
        await page.goto(`${path}?${season.query}`)
        const plan = planner(page, site)
        const form = contactForm(page, site)
        const own = 'Good day,\nwe farm near the river.'
        await form.message.fill(own)

        await plan.send.click()
        await expect(form.message).toBeFocused()
        await expect(form.message).toBeInViewport()
        const first = await form.message.inputValue()
        const heading = words.message.heading
        expect(first.startsWith(`${own}\n\n${heading}\n`)).toBe(true)
        expect(first.endsWith(`\n${words.message.closing}`)).toBe(true)
        expect(first).toContain(fillTemplate(words.message.total, { amount: season.total }))
        for (const amount of season.amounts) expect(first).toContain(`= ${amount}`)
        expect(first.length).toBeLessThanOrEqual(contactFieldLimits.message)
        await expect(form.form.getByText(`${first.length}/${contactFieldLimits.message}`)).toBeVisible()
        await expect(plan.status).toHaveText(words.results.added)
        const draft = await page.evaluate(
          (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { fields: { message: string } } | null,
          draftStorageKey,
        )
        expect(draft?.fields.message).toBe(first)

        // The visitor adds a line after the estimate and changes the hectares: the new estimate
        // replaces the old where it stands, and every word of theirs stays.
        await form.message.press('ControlOrMeta+End')
        await form.message.pressSequentially('\nThanks')
        await typeNumber(plan.hectares, '3')
        await expect(plan.status).toHaveText('')
        await plan.send.click()
        const second = await form.message.inputValue()
        expect(second.split(heading)).toHaveLength(2)
        expect(second.startsWith(`${own}\n\n${heading}\n`)).toBe(true)
        expect(second.endsWith(`${words.message.closing}\nThanks`)).toBe(true)
        expect(second).toContain(`3\u00a0${words.units.hectares}`)
        await expect(form.send).toBeEnabled()
        expect(toSink).toEqual([])
      },
    )

    test(
      'when the message has no room for the estimate, it is left as it is and the panel says how much to remove',
      { tag: ['@once', '@logic'] },
      async ({ page }) => {
        await page.goto(`${path}?${season.query}`)
        const plan = planner(page, site)
        const form = contactForm(page, site)
        await plan.send.click()
        const estimate = (await form.message.inputValue()).length
        // The visitor's words, a blank line and the estimate: one character more than the box takes.
        const own = 'x'.repeat(contactFieldLimits.message - estimate - 2 + 1)
        await form.message.fill(own)
        await plan.send.click()
        await expect(form.message).toHaveValue(own)
        await expect(plan.status).toHaveText(fillTemplate(words.results.noRoom, { count: '1' }))
        await form.message.fill(own.slice(1))
        await plan.send.click()
        await expect(form.message).toBeFocused()
        expect((await form.message.inputValue()).length).toBe(contactFieldLimits.message)
        await expect(plan.status).toHaveText(words.results.added)
      },
    )

    // Once: the keyboard's path and the hints' markup are the same at every width, and
    // e2e/accessibility.spec.ts runs axe over the whole page at both; here axe reads the planner
    // and the form it fills.
    if (first)
      test(
        'works with the keyboard alone, and the estimate and its hints pass axe',
        { tag: '@once' },
        async ({ page }) => {
          await page.goto(path)
          const plan = planner(page, site)
          const first = site.garlic.services.field.items[0]!
          await plan.service(first.name).focus()
          await page.keyboard.press('Space')
          await expect(plan.service(first.name)).toBeChecked()
          await expect(plan.service(first.name)).toHaveCSS('outline-style', 'solid')
          await plan.hectares.focus()
          await page.keyboard.type('0')
          await expect(plan.hectares).toHaveAttribute('aria-invalid', 'true')
          await expectNoAccessibilityViolations(page, 'planner with hints', ['#season'])
          await page.keyboard.press('Backspace')
          await page.keyboard.type('2')
          await page.keyboard.press('Tab')
          await expect(plan.kilometres).toBeFocused()
          await page.keyboard.type('100')
          await expect(plan.figures.first()).toHaveText(
            formatCents(2 * cents(first.price) + 100 * cents(site.garlic.travel.price)),
          )
          await plan.send.focus()
          await page.keyboard.press('Enter')
          await expect(contactForm(page, site).message).toBeFocused()
          await expectNoAccessibilityViolations(page, 'planner with an estimate', ['#season', '#contact'])
        },
      )

    if (first)
      test('its controls are at least 44 px tall for a finger', { tag: '@phone' }, async ({ page }) => {
        await page.goto(`${path}?${season.query}`)
        const plan = planner(page, site)
        await expect(plan.lines).toHaveCount(season.headers.length)
        const controls = [
          plan.service(site.garlic.services.field.items[0]!.name).locator('xpath=..'),
          plan.hectares,
          plan.kilometres,
          plan.tons,
          plan.send,
        ]
        for (const control of controls) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      })
  })

  test.describe(`the season planner before its script arrives (${language})`, { tag: caseTags(index) }, () => {
    if (first)
      test(
        'early entries are kept, the panel says the estimate is on its way, and it appears when the scripts run',
        { tag: '@once' },
        async ({ page }) => {
          const { release } = await holdScripts(page)
          await page.goto(path, { waitUntil: 'commit' })
          const plan = planner(page, site)
          await expect(plan.panel).toContainText(words.results.prompt, { useInnerText: true })
          await expect(plan.panel).not.toContainText(words.results.waitingTitle, { useInnerText: true })
          await chooseEverything(page, site)
          await typeNumber(plan.hectares, '2')
          // Never the empty prompt once something is entered: the estimate is on its way.
          await expect(plan.panel).toContainText(words.results.waitingTitle, { useInnerText: true })
          await expect(plan.panel).not.toContainText(words.results.prompt, { useInnerText: true })
          await typeNumber(plan.kilometres, '100')
          await typeNumber(plan.tons, '10')
          // Enter goes nowhere, and no control that cannot work yet is offered.
          await plan.tons.press('Enter')
          await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`))
          await expect(plan.take).toHaveCount(0)
          await expect(plan.send).toHaveCount(0)
          await expect(page.locator('html')).not.toHaveAttribute('data-interactive')

          release()
          await expectEstimate(page, site, season)
          await expect(plan.hectares).toHaveValue('2')
          await expect(page).toHaveURL(new RegExp(`\\?${escapeRegExp(season.query)}$`))
        },
      )

    if (first)
      test(
        'what was entered early wins over a shared address; with nothing entered, the address decides',
        { tag: ['@once', '@logic'] },
        async ({ page }) => {
          const held = await holdScripts(page)
          const [first] = site.garlic.services.processing.items
          await page.goto(`${path}?${season.query}`, { waitUntil: 'commit' })
          const plan = planner(page, site)
          await plan.service(first!.name).check()
          await typeNumber(plan.tons, '1')
          held.release()
          await expect(plan.figures.first()).toHaveText(formatCents(cents(first!.price)))
          await expect(page).toHaveURL(new RegExp(`\\?tons=1&processing=${first!.key}$`))

          const again = await holdScripts(page)
          await page.goto(`${path}?${season.query}`, { waitUntil: 'commit' })
          await expect(plan.tons).toHaveValue('')
          again.release()
          await expectEstimate(page, site, season)
          await expect(plan.tons).toHaveValue('10')
        },
      )
  })

  // The planner's code comes when the visitor turns to it (components/season-planner/SeasonPlannerOnIntent.tsx):
  // until then its section is the page's HTML, whose boxes take entries as before the page's scripts.
  test.describe(`the season planner starts when it is wanted (${language})`, { tag: caseTags(index) }, () => {
    if (first)
      test(
        'a reader who passes it by never fetches its code; a tick starts it, keeping the tick and what was typed',
        { tag: '@once' },
        async ({ page }) => {
          const fetched = plannerCode(page)
          await page.goto(path)
          const plan = planner(page, site)
          await readToTheEnd(page)
          await expect(plan.submit).toBeDisabled()
          expect(await fetched.planner()).toBe(false)

          await typeNumber(plan.hectares, '2')
          const [field] = site.garlic.services.field.items
          await plan.service(field!.name).check()
          await expect(plan.submit).toBeEnabled()
          expect(await fetched.planner()).toBe(true)
          await typeNumber(plan.kilometres, '100')
          await expect(plan.figures.first()).toHaveText(
            formatCents(2 * cents(field!.price) + 100 * cents(site.garlic.travel.price)),
          )
          await expect(plan.service(field!.name)).toBeChecked()
          await expect(plan.hectares).toHaveValue('2')
        },
      )

    if (first)
      test('a key or a focus starts it, and the focus stays where it was', { tag: '@once' }, async ({ page }) => {
        await page.goto(path)
        const plan = planner(page, site)
        const [field] = site.garlic.services.field.items
        await plan.service(field!.name).focus()
        await expect(plan.submit).toBeEnabled()
        await expect(plan.service(field!.name)).toBeFocused()
        await page.keyboard.press('Space')
        await expect(plan.service(field!.name)).toBeChecked()
        await expect(page).toHaveURL(new RegExp(`\\?field=${field!.key}$`))
      })

    if (first)
      test(
        'entries made while its code is on the way are kept, the panel saying the estimate is coming',
        { tag: '@once' },
        async ({ page }) => {
          await page.goto(path)
          const { release } = await holdScripts(page)
          const plan = planner(page, site)
          await chooseEverything(page, site)
          await typeNumber(plan.hectares, '2')
          await typeNumber(plan.kilometres, '100')
          await typeNumber(plan.tons, '10')
          await expect(plan.panel).toContainText(words.results.waitingTitle, { useInnerText: true })
          await expect(plan.submit).toBeDisabled()
          release()
          await expectEstimate(page, site, season)
          await expect(page).toHaveURL(new RegExp(`\\?${escapeRegExp(season.query)}$`))
        },
      )

    if (first)
      test(
        'once the calculator has land, the planner starts as it comes near, offering that land untouched',
        { tag: '@once' },
        async ({ page }) => {
          const fetched = plannerCode(page)
          await page.goto(`${path}?mode=landToSeeds&variety=shani&land=2&unit=hectare`)
          const plan = planner(page, site)
          // The calculator has worked its figures out, far above the planner: nothing of the planner yet.
          await expect(page.locator('.calculator dd').first()).toBeVisible()
          await page.waitForLoadState('networkidle')
          expect(await fetched.planner()).toBe(false)
          await plan.form.scrollIntoViewIfNeeded()
          await expect(plan.take).toBeVisible()
          expect(await fetched.planner()).toBe(true)
          await plan.take.click()
          await expect(plan.hectares).toHaveValue('2')
        },
      )

    if (first)
      test(
        'its code lost on the way: the section says it could not start, keeps every entry, and starts ' +
          'on the next touch once the code can be had',
        { tag: '@once' },
        async ({ page, pageHealth }) => {
          await page.goto(path)
          const plan = planner(page, site)
          const chunks = '**/_next/static/chunks/*.js'
          pageHealth.expectRequestFailure(/\/_next\/static\/chunks\//)
          await page.route(chunks, (route) => route.abort())
          const [first, second] = site.garlic.services.field.items
          await plan.service(first!.name).check()
          const notice = page.locator('#season .tool-stalled')
          await expect(notice).toBeVisible()
          await expect(notice).toContainText(site.words.stalled.planner)
          await expect(notice.getByRole('link', { name: site.words.stalled.prices })).toHaveAttribute(
            'href',
            '#services',
          )
          // Its "on the way" words give way to the notice; the tick stays.
          await expect(plan.panel).not.toContainText(words.results.waitingTitle, { useInnerText: true })
          await expect(plan.service(first!.name)).toBeChecked()
          await expect(plan.submit).toBeDisabled()

          await page.unroute(chunks)
          await plan.service(second!.name).check()
          await expect(plan.submit).toBeEnabled()
          await expect(notice).toBeHidden()
          await expect(plan.service(first!.name)).toBeChecked()
          await expect(plan.service(second!.name)).toBeChecked()
          await expect(page).toHaveURL(new RegExp(`\\?field=${first!.key}&field=${second!.key}$`))
        },
      )
  })

  test.describe(`the season planner without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false })

    test(
      'the planner is left out and the price tables remain; its controls are in the served HTML',
      { tag: '@once' },
      async ({ page, pageHealth, request }) => {
        pageHealth.expectScriptsBlocked()
        const html = await (await request.get(path)).text()
        for (const name of ['hectares', 'km', 'tons']) expect(html).toContain(`name="${name}"`)
        for (const item of site.garlic.services.field.items) expect(html).toContain(`name="field" value="${item.key}"`)
        for (const item of site.garlic.services.processing.items)
          expect(html).toContain(`name="processing" value="${item.key}"`)

        await page.goto(path)
        await expect(page.getByRole('heading', { name: words.heading })).toBeHidden()
        await expect(planner(page, site).form).toBeHidden()
        await expect(page.getByRole('table', { name: site.garlic.services.field.heading })).toBeVisible()
        await expect(page.getByRole('table', { name: site.garlic.services.processing.heading })).toBeVisible()
      },
    )
  })
}

// The draft follows the visitor from one language's page to the other's (one site, one draft): an
// estimate added on the first is replaced by the second's, never repeated in two languages.
if (languageCodes.length > 1) {
  const [firstLanguage, secondLanguage] = languageCodes as [Language, Language, ...Language[]]
  test(
    `an estimate added in ${firstLanguage} is replaced, not repeated, when the ` +
      `visitor adds one on the ${secondLanguage} page`,
    { tag: ['@once', '@logic'] },
    async ({ page }) => {
      const sites = [contentIn(firstLanguage), contentIn(secondLanguage)] as const
      const paths = [pageByKey('garlic').path[firstLanguage], pageByKey('garlic').path[secondLanguage]] as const
      const own = 'Good day'

      await page.goto(`${paths[0]}?${expectedSeason(sites[0], { hectares: 2, kilometres: 100, tons: 10 }).query}`)
      await contactForm(page, sites[0]).message.fill(own)
      await planner(page, sites[0]).send.click()
      await expect(contactForm(page, sites[0]).message).toHaveValue(
        new RegExp(`\\n${escapeRegExp(sites[0].planner.message.closing)}$`),
      )

      const season = expectedSeason(sites[1], { hectares: 3, kilometres: 100, tons: 10 })
      await page.goto(`${paths[1]}?${season.query}`)
      const form = contactForm(page, sites[1])
      // The draft is back, with the first language's estimate in it.
      await expect(form.message).toHaveValue(new RegExp(escapeRegExp(sites[0].planner.message.heading)))
      await planner(page, sites[1]).send.click()
      const message = await form.message.inputValue()
      expect(message.startsWith(`${own}\n\n${sites[1].planner.message.heading}\n`)).toBe(true)
      expect(message).not.toContain(sites[0].planner.message.heading)
      expect(message).toContain(fillTemplate(sites[1].planner.message.total, { amount: season.total }))
      expect(message.endsWith(sites[1].planner.message.closing)).toBe(true)
    },
  )
}

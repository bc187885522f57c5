/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { shareCalculatorLand } from '@/components/calculator/calculator-land'
import { GarlicSeedCalculator } from '@/components/calculator/GarlicSeedCalculator'
import type { SeedVariety } from '@/components/calculator/labels'
import { takeMessageEdits } from '@/components/contact/message-hand-over'
import { calculatorWords } from '@/content/calculator'
import { garlic, seedVarietiesOf } from '@/content/garlic'
import { interfaceWords } from '@/content/interface'
import { languageCodes, type Language } from '@/content/languages'
import { plannerWords } from '@/content/planner'
import { contactFieldLimits } from '@/lib/contact/fields'
import { formatCents, formatNumber, formatRand } from '@/lib/format'
import { localize } from '@/lib/localize'
import { fillTemplate } from '@/lib/template'
import { SeasonPlannerSection } from './SeasonPlannerSection'

// The planner as it is once started. When it starts (a touch, a focus, its address, the calculator's
// land near it) only a browser shows: e2e/season-planner.spec.ts, "the season planner starts when it
// is wanted"; its static HTML, ./SeasonPlannerOnIntent.test.tsx.
jest.mock('./SeasonPlannerOnIntent', () => ({
  SeasonPlannerOnIntent: (jest.requireActual('./SeasonPlanner') as { SeasonPlanner: unknown }).SeasonPlanner,
}))

/**
 * The season planner as a visitor uses it, in every language: prices, names and words come from
 * content (content/garlic.yaml, content/planner.yaml); the expected amounts are worked here from
 * those prices in whole cents. What only a browser shows (the page before its scripts, focus,
 * layout, axe) is in e2e/season-planner.spec.ts.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const cents = (rand: number) => Math.round(rand * 100)
/** Text as read, whatever spaces (no-break, thin) separate its parts. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const nb = '\u00a0'

function siteIn(language: Language) {
  const content = localize(garlic, language)
  const { prices, share, newTab } = localize(interfaceWords, language)
  return {
    content,
    language,
    paper: {
      share: { ...share, newTab },
      business: { name: 'Du Toit Holdings', lines: ['A registered private company', 'info@example.com'] },
      lang: language === 'af' ? 'af-ZA' : 'en-ZA',
    },
    words: localize(plannerWords, language),
    per: {
      hectare: prices.perHectare,
      ton: prices.perTon,
      kilometre: prices.perKilometre,
      kilogram: prices.perKilogram,
    },
    calculator: localize(calculatorWords, language),
  }
}
type Site = ReturnType<typeof siteIn>

const section = (site: Site) => (
  <SeasonPlannerSection
    content={site.content}
    words={site.words}
    seedWords={site.calculator.order}
    seedVarieties={seedVarietiesOf(site.content)}
    per={site.per}
    otherLanguages={[]}
    paper={site.paper}
  />
)

/** The planner's controls and panel, found as a visitor finds them: by role and label. */
function planner(site: Site) {
  const { words, content } = site
  const form = screen.getByRole('form', { name: words.formLabel })
  const panel = screen.getByRole('region', { name: words.results.heading })
  const priceOf = (name: string) => {
    const field = content.services.field.items.find((item) => item.name === name)
    return field
      ? `${formatRand(field.price)} ${site.per.hectare}`
      : `${formatRand(content.services.processing.items.find((item) => item.name === name)!.price)} ${site.per.ton}`
  }
  return {
    form,
    panel,
    /** A service's checkbox, named by its label: the service and its published price. */
    service: (name: string) =>
      within(form).getByRole('checkbox', {
        name: new RegExp(`^${escape(name)}\\s*${escape(priceOf(name)).replace(/[ \u00a0]/g, '\\s')}$`),
      }),
    hectares: within(form).getByLabelText(words.field.hectares.label) as HTMLInputElement,
    kilometres: within(form).getByLabelText(
      fillTemplate(words.field.kilometres.label, { place: content.facility.place }),
    ) as HTMLInputElement,
    tons: within(form).getByLabelText(words.processing.tons.label) as HTMLInputElement,
    take: () =>
      within(form).queryByRole('button', {
        name: new RegExp(`^${escape(words.field.useCalculator.split('{hectares}')[0]!)}`),
      }),
    lines: () =>
      within(panel)
        .queryAllByRole('row')
        .filter((row) => row.closest('tbody')),
    figures: () =>
      within(panel)
        .queryAllByRole('definition')
        .map((figure) => plain(figure.textContent)),
    needs: () =>
      within(panel)
        .queryAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    send: () => within(panel).getByRole('button', { name: words.results.send }),
    /**
     * What the panel says of the estimate handed to the contact form (its own status, beside the panel's announcement).
     */
    status: () =>
      within(panel)
        .getAllByRole('status')
        .find((region) => !region.classList.contains('sr-only'))!,
  }
}

const type = (box: HTMLInputElement, text: string) => fireEvent.change(box, { target: { value: text } })

/** The estimate for whole quantities with every service, worked from the content's prices. */
function expectedSeason(
  site: Site,
  { hectares, kilometres, tons }: { hectares: number; kilometres: number; tons: number },
) {
  const { content, words } = site
  const line = (name: string, quantity: number, unit: string, price: number) => ({
    header: plain(`${name}${formatNumber(quantity)} ${unit} × ${formatCents(cents(price))}`),
    amount: quantity * cents(price),
  })
  const lines = [
    ...content.services.field.items.map((item) => line(item.name, hectares, words.units.hectares, item.price)),
    line(content.travel.name, kilometres, words.units.kilometres, content.travel.price),
    ...content.services.processing.items.map((item) => line(item.name, tons, words.units.tons, item.price)),
  ]
  const hours = tons / content.facility.tonsPerHour
  const time =
    hours >= 1
      ? fillTemplate(words.results.hours, { hours: formatNumber(hours, 1) })
      : fillTemplate(words.results.minutes, { minutes: formatNumber(Math.max(1, Math.round(hours * 60))) })
  const totalCents = lines.reduce((sum, each) => sum + each.amount, 0)
  return {
    totalCents,
    headers: lines.map((each) => each.header),
    amounts: lines.map((each) => plain(formatCents(each.amount))),
    total: plain(formatCents(totalCents)),
    time: plain(time),
    query: [
      `hectares=${hectares}`,
      ...content.services.field.items.map((item) => `field=${item.key}`),
      `km=${kilometres}`,
      `tons=${tons}`,
      ...content.services.processing.items.map((item) => `processing=${item.key}`),
    ].join('&'),
  }
}

async function expectEstimate(site: Site, season: ReturnType<typeof expectedSeason>) {
  const plan = planner(site)
  await waitFor(() => expect(plan.figures()).toEqual([season.total, season.time]))
  expect(plan.lines().map((row) => plain(within(row).getByRole('rowheader').textContent))).toEqual(season.headers)
  expect(plan.lines().map((row) => plain(within(row).getByRole('cell').textContent))).toEqual(season.amounts)
  expect(plain(plan.panel.querySelector('tfoot')!.textContent)).toContain(season.total)
  expect(plan.panel).toHaveTextContent(site.words.results.estimateNote)
  expect(plan.panel).not.toHaveTextContent(/NaN|Infinity/)
  // The same estimate waits beside the page for paper: its lines, its total, what it includes.
  const paper = document.querySelector('.print-document[data-document="estimate"]') as HTMLElement
  expect([...paper.querySelectorAll('tbody tr')].map((row) => plain(row.textContent))).toEqual(
    season.headers.map((header, index) => plain(`${header}${season.amounts[index]}`)),
  )
  expect(plain(paper.querySelector('tfoot')!.textContent)).toContain(season.total)
  expect(paper).toHaveTextContent(site.words.document.included)
  expect(paper).toHaveAttribute('lang', site.paper.lang)
}

function chooseEverything(site: Site) {
  const plan = planner(site)
  for (const item of [...site.content.services.field.items, ...site.content.services.processing.items])
    fireEvent.click(plan.service(item.name))
}

const address = () => `${window.location.search}`

// The first test also compiles the planner's lazily loaded working part, which can take seconds on a busy machine.
jest.setTimeout(20_000)
beforeEach(() => window.history.replaceState(null, '', '/garlic'))
afterEach(() => act(() => shareCalculatorLand(null)))

describe.each(languageCodes)('the season planner (%s)', (language) => {
  const site = siteIn(language)
  const { words, content } = site
  const season = expectedSeason(site, { hectares: 2, kilometres: 100, tons: 10 })

  test(
    "takes the calculator's hectares, prices every chosen service, the " +
      'travelling charge and the total, with the processing time',
    async () => {
      const varieties: SeedVariety[] = seedVarietiesOf(content)
      render(
        <>
          <GarlicSeedCalculator
            varieties={[varieties[0]!, ...varieties.slice(1)]}
            words={site.calculator}
            paper={site.paper}
            orderWindow={content.varieties.orderWindow}
          />
          {section(site)}
        </>,
      )
      const plan = planner(site)
      expect(plan.panel).toHaveTextContent(words.results.prompt)
      // The panel's figures are not a live region: one sentence is said for them once typing settles.
      expect(plan.panel.querySelectorAll('[aria-live]')).toHaveLength(0)
      expect(within(plan.panel).getAllByRole('status')).toHaveLength(1)
      // No land from the calculator yet: nothing to take.
      expect(plan.take()).toBeNull()

      fireEvent.click(screen.getByRole('radio', { name: site.calculator.modes.landToSeeds }))
      type(screen.getByLabelText(site.calculator.land.label) as HTMLInputElement, '2')
      fireEvent.change(screen.getByLabelText(site.calculator.unitLabel), { target: { value: 'hectare' } })
      // The calculator's rules come on its first use.
      await act(() => import('@/components/calculator/working-part'))
      expect(plain(plan.take()!.textContent)).toBe(
        plain(fillTemplate(words.field.useCalculator, { hectares: `${formatNumber(2, 4)} ${words.units.hectares}` })),
      )
      fireEvent.click(plan.take()!)
      expect(plan.hectares).toHaveValue('2')

      chooseEverything(site)
      type(plan.kilometres, '100')
      type(plan.tons, '10')
      await expectEstimate(site, season)
      // The calculator's part of the address, then the planner's.
      expect(address()).toMatch(
        new RegExp(`^\\?mode=landToSeeds&variety=[a-z-]+&land=2&unit=hectare&${escape(season.query)}$`),
      )
    },
  )

  test('only the chosen services are priced; unticking one takes its line out of the total', async () => {
    render(section(site))
    const plan = planner(site)
    const [first, second] = content.services.processing.items
    fireEvent.click(plan.service(first!.name))
    fireEvent.click(plan.service(second!.name))
    type(plan.tons, '4')
    // 4 t of each: no field services, so no hectares, distance or travelling charge.
    await waitFor(() => expect(plan.lines()).toHaveLength(2))
    expect(plan.figures()[0]).toBe(plain(formatCents(4 * cents(first!.price) + 4 * cents(second!.price))))
    fireEvent.click(plan.service(first!.name))
    expect(plan.lines()).toHaveLength(1)
    expect(plan.figures()[0]).toBe(plain(formatCents(4 * cents(second!.price))))
    expect(address()).toBe(`?tons=4&processing=${second!.key}`)
  })

  test("a shared address opens the same estimate, and the planner's entries rewrite only its own part", async () => {
    const calculator = 'mode=landToSeeds&variety=shani&land=2&unit=hectare'
    window.history.replaceState(null, '', `/garlic?${calculator}&${season.query}`)
    render(section(site))
    const plan = planner(site)
    await expectEstimate(site, season)
    expect(plan.hectares).toHaveValue('2')
    expect(plan.kilometres).toHaveValue('100')
    expect(plan.tons).toHaveValue('10')
    for (const item of [...content.services.field.items, ...content.services.processing.items])
      expect(plan.service(item.name)).toBeChecked()
    type(plan.hectares, '3')
    expect(address()).toBe(`?${calculator}&${season.query.replace('hectares=2', 'hectares=3')}`)
  })

  test('Back and Forward: the entries follow the address they return to', async () => {
    window.history.replaceState(null, '', `/garlic?${season.query}`)
    render(section(site))
    const plan = planner(site)
    await expectEstimate(site, season)
    const [cleaning] = content.services.processing.items
    act(() => {
      window.history.replaceState(null, '', `/garlic?tons=1&processing=${cleaning!.key}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(plan.tons).toHaveValue('1')
    expect(plan.hectares).toHaveValue('')
    expect(plan.service(content.services.field.items[0]!.name)).not.toBeChecked()
    expect(plan.figures()[0]).toBe(plain(formatCents(cents(cleaning!.price))))
  })

  test('unknown and malformed address values are left out', async () => {
    const cleaning = content.services.processing.items[0]!
    window.history.replaceState(
      null,
      '',
      '/garlic?hectares=lots&field=ploughing&km=%3Cb%3E&tons=10&processing=bogus' +
        `&processing=${cleaning.key}&utm_source=whatsapp`,
    )
    render(section(site))
    const plan = planner(site)
    expect(plan.hectares).toHaveValue('')
    expect(plan.kilometres).toHaveValue('')
    expect(plan.tons).toHaveValue('10')
    for (const item of content.services.field.items) expect(plan.service(item.name)).not.toBeChecked()
    expect(plan.service(cleaning.name)).toBeChecked()
    await waitFor(() => expect(plan.figures()[0]).toBe(plain(formatCents(10 * cents(cleaning.price)))))
  })

  test(
    'an entry that gives no estimate gets a hint instead of a total, the box ' +
      'marked and described by it; a decimal comma or point both work',
    async () => {
      render(section(site))
      const plan = planner(site)
      const planting = content.services.field.items[1] ?? content.services.field.items[0]!
      fireEvent.click(plan.service(planting.name))
      // What is still needed is said, without marking anything wrong.
      await waitFor(() =>
        expect(plan.needs()).toEqual([words.hints.hectaresEmpty, words.hints.kilometresEmpty].map(plain)),
      )
      expect(plan.panel).toHaveTextContent(words.results.incomplete)
      expect(plan.hectares).not.toHaveAttribute('aria-invalid')
      expect(plan.hectares).toHaveAccessibleDescription(words.hints.hectaresEmpty)
      type(plan.kilometres, '10')
      const tooLarge = fillTemplate(words.hints.tooLarge, {
        max: `${formatNumber(10_000)}${nb}${words.units.hectares}`,
      })
      const tooPrecise = fillTemplate(words.hints.tooPrecise, {
        step: `${formatNumber(0.0001, 4)}${nb}${words.units.hectares}`,
      })
      for (const [typed, hint] of [
        ['0', words.hints.notPositive],
        ['-2', words.hints.notPositive],
        ['two', words.hints.notANumber],
        ['1e3', words.hints.notANumber],
        ['10000,5', tooLarge],
        ['0,00001', tooPrecise],
      ] as const) {
        type(plan.hectares, typed)
        expect(plan.needs()).toEqual([plain(`${words.field.hectares.label}${hint}`)])
        expect(plan.hectares).toHaveAttribute('aria-invalid', 'true')
        expect(plan.hectares).toHaveAccessibleDescription(hint)
        expect(plan.lines()).toHaveLength(0)
        expect(plan.panel).not.toHaveTextContent(/NaN|Infinity/)
      }
      // 2,5 ha × the price + 10 km × the travelling charge, whichever separator is typed.
      const total = plain(formatCents(2.5 * cents(planting.price) + 10 * cents(content.travel.price)))
      for (const typed of ['2,5', '2.5']) {
        type(plan.hectares, typed)
        expect(plan.figures()[0]).toBe(total)
        expect(plan.hectares).not.toHaveAttribute('aria-invalid')
        expect(plan.hectares).not.toHaveAccessibleDescription()
        expect(plain(within(plan.lines()[0]!).getByRole('rowheader').textContent)).toContain(
          plain(`2,5 ${words.units.hectares}`),
        )
      }
      // Hectares without any field service ticked ask for one, and the group points to it.
      fireEvent.click(plan.service(planting.name))
      expect(plan.needs()).toEqual([plain(words.hints.fieldService)])
      expect(plan.service(planting.name).closest('fieldset')).toHaveAccessibleDescription(words.hints.fieldService)
    },
  )

  test.each([
    // Each quantity's largest entry and its finest step are taken; one step more, or one decimal more, is not.
    ['kilometres', { largest: '3000', over: '3000,1', finest: '0,1', tooFine: '0,05', max: 3_000, step: [0.1, 1] }],
    [
      'tons',
      { largest: '100000', over: '100000,001', finest: '0,001', tooFine: '0,0005', max: 100_000, step: [0.001, 3] },
    ],
  ] as const)('%s: its limits, and the hints past them', async (name, limits) => {
    render(section(site))
    const plan = planner(site)
    const service = name === 'tons' ? content.services.processing.items[0]! : content.services.field.items[0]!
    fireEvent.click(plan.service(service.name))
    if (name === 'kilometres') type(plan.hectares, '1')
    const box = plan[name]
    const unit = words.units[name]
    const label =
      name === 'tons'
        ? words.processing.tons.label
        : fillTemplate(words.field.kilometres.label, { place: content.facility.place })
    for (const [typed, hint] of [
      [limits.over, fillTemplate(words.hints.tooLarge, { max: `${formatNumber(limits.max)}${nb}${unit}` })],
      [
        limits.tooFine,
        fillTemplate(words.hints.tooPrecise, { step: `${formatNumber(limits.step[0], limits.step[1])}${nb}${unit}` }),
      ],
    ] as const) {
      type(box, typed)
      await waitFor(() => expect(plan.needs()).toEqual([plain(`${label}${hint}`)]))
      expect(box).toHaveAttribute('aria-invalid', 'true')
    }
    for (const typed of [limits.largest, limits.finest]) {
      type(box, typed)
      expect(plan.needs()).toEqual([])
      expect(plan.lines().length).toBeGreaterThan(0)
      expect(box).not.toHaveAttribute('aria-invalid')
    }
  })

  test(
    "the estimate goes into the contact form's message after the visitor's " +
      'words; with no room, the message is kept and the panel says how much to ' +
      'remove',
    async () => {
      let message = 'Good day'
      const stop = takeMessageEdits((edit) => {
        const next = edit(message)
        if (next === null || next === message) return false
        message = next
        return true
      })
      try {
        window.history.replaceState(null, '', `/garlic?${season.query}`)
        render(section(site))
        const plan = planner(site)
        await expectEstimate(site, season)
        expect(plan.status()).toHaveTextContent(/^$/)
        fireEvent.click(plan.send())
        expect(plan.status()).toHaveTextContent(words.results.added)
        expect(message.startsWith(`Good day\n\n${words.message.heading}\n`)).toBe(true)
        expect(message.endsWith(`\n${words.message.closing}`)).toBe(true)
        expect(message).toContain(fillTemplate(words.message.total, { amount: formatCents(season.totalCents) }))
        const estimateLength = message.length - 'Good day\n\n'.length

        // The visitor's words, a blank line and the estimate: one character more than the box takes.
        const own = 'x'.repeat(contactFieldLimits.message - estimateLength - 2 + 1)
        message = own
        fireEvent.click(plan.send())
        expect(message).toBe(own)
        expect(plan.status()).toHaveTextContent(fillTemplate(words.results.noRoom, { count: formatNumber(1) }))
        message = own.slice(1)
        fireEvent.click(plan.send())
        expect(message).toHaveLength(contactFieldLimits.message)
        expect(plan.status()).toHaveTextContent(words.results.added)
        // A note about an earlier estimate is not this one's.
        type(plan.hectares, '3')
        expect(plan.status()).toHaveTextContent(/^$/)
      } finally {
        stop()
      }
    },
  )

  test('what was typed and ticked before the script ran is adopted over the address, and written to it', async () => {
    window.history.replaceState(null, '', `/garlic?${season.query}`)
    const container = document.createElement('div')
    container.innerHTML = renderToString(section(site))
    document.body.append(container)
    const [first] = content.services.processing.items
    const early = (selector: string) => container.querySelector<HTMLInputElement>(selector)!
    early(`input[name="processing"][value="${first!.key}"]`).checked = true
    early('input[name="tons"]').value = '1'
    render(section(site), { container, hydrate: true })
    const plan = planner(site)
    await waitFor(() => expect(plan.figures()[0]).toBe(plain(formatCents(cents(first!.price)))))
    expect(plan.tons).toHaveValue('1')
    expect(plan.hectares).toHaveValue('')
    expect(address()).toBe(`?tons=1&processing=${first!.key}`)
  })
})

/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import {
  announced,
  focus,
  heard,
  listen,
  pause,
  spoken,
  stopListening,
  virtual,
} from '@/scripts/support/virtual-screen-reader'
import { seedVarietiesOf } from '@/content/garlic'
import { languageCodes, type Language } from '@/content/languages'
import { formatCents } from '@/lib/format'
import { fillTemplate } from '@/lib/template'
import { fraction } from '@/lib/exact-decimal'
import { seedsForLand } from '@/lib/calculator/garlic-calculator'
import { seedOrder, varietiesInStock } from '@/lib/calculator/seed-order'
import { plannerSectionIn } from './test-support/section'

// The planner as it is once started. When it starts (a touch, a focus, its address, the calculator's
// land near it) only a browser shows: e2e/season-planner.spec.ts, "the season planner starts when it
// is wanted"; its static HTML, ./SeasonPlannerOnIntent.test.tsx.
jest.mock('./SeasonPlannerOnIntent', () => ({
  SeasonPlannerOnIntent: (jest.requireActual('./SeasonPlanner') as { SeasonPlanner: unknown }).SeasonPlanner,
}))

const loaded = () =>
  act(() =>
    Promise.all([import('@/lib/season-planner/estimate'), import('./EstimateSummary'), import('./EstimateLines')]),
  )

function renderIn(language: Language) {
  const { content, words, element } = plannerSectionIn(language)
  window.history.replaceState(null, '', '/garlic')
  const { container } = render(element)
  const form = screen.getByRole('form', { name: words.formLabel })
  return { container, words, content, form }
}

afterEach(() => stopListening())

// The first test also compiles the island's lazily loaded parts and walks the whole section, which can
// take more than Jest's 5 s on a busy machine (as its component test says and allows).
jest.setTimeout(20_000)

describe.each(languageCodes)('the season planner, heard (%s)', (language) => {
  test(
    'ticking a service and typing amounts: what it still needs, then the total ' +
      'with the processing time, each said once it settles',
    async () => {
      const { container, words, content, form } = renderIn(language)
      await listen(container)
      const planting = content.services.field.items[0]!
      await focus(within(form).getAllByRole('checkbox')[0]!)
      fireEvent.click(within(form).getAllByRole('checkbox')[0]!)
      await loaded()
      await pause()
      const [needs] = await announced()
      expect(needs).toBe(
        `polite: ${words.results.incomplete} ${words.hints.hectaresEmpty} ${words.hints.kilometresEmpty}`,
      )

      const hectares = within(form).getByLabelText(words.field.hectares.label)
      await focus(hectares)
      for (const typed of ['1', '10']) fireEvent.change(hectares, { target: { value: typed } })
      fireEvent.change(
        within(form).getByLabelText(fillTemplate(words.field.kilometres.label, { place: content.facility.place })),
        { target: { value: '100' } },
      )
      expect(await announced()).toEqual([])
      await pause()
      const total = Math.round(planting.price * 100) * 10 + Math.round(content.travel.price * 100) * 100
      expect(await announced()).toEqual([spoken(`polite: ${words.results.total}: ${formatCents(total)}.`)])
    },
  )

  test('choosing seed for the land: the total is said with whether the seed is in it', async () => {
    const { container, words, content, form } = renderIn(language)
    await listen(container)
    const offered = varietiesInStock(seedVarietiesOf(content))
    const seedBox = within(form).getByLabelText(words.field.seed.label)
    fireEvent.change(within(form).getByLabelText(words.field.hectares.label), { target: { value: '1' } })
    for (const variety of offered) {
      fireEvent.change(seedBox, { target: { value: variety.key } })
      await loaded()
      await pause()
      // The cloves a hectare takes, as the calculator counts them; the order by lib/calculator/seed-order.ts.
      // Seed alone whose price is on request has no total to say: "on request", not R 0.
      const order = seedOrder(seedsForLand(fraction(10_000), variety), variety)
      const said =
        order.amountCents === null
          ? `${words.results.total}: ${words.results.onRequest}. ${words.results.seedNotIncluded}`
          : `${words.results.total}: ${formatCents(order.amountCents)}. ${words.results.seedIncluded}`
      expect((await announced()).at(-1)).toBe(spoken(`polite: ${said}`))
    }
  })

  test(
    'a wrong amount is said at once with its box’s name; Enter moves to the ' +
      'estimate, whose lines are read as a table with their amounts',
    async () => {
      const { container, words, form } = renderIn(language)
      await listen(container)
      fireEvent.click(within(form).getAllByRole('checkbox')[0]!)
      const hectares = within(form).getByLabelText(words.field.hectares.label)
      fireEvent.change(hectares, { target: { value: '-2' } })
      await loaded()
      await pause()
      // Only the wrong entry is an error; the distance still to enter is not.
      expect((await announced()).at(-1)).toBe(`assertive: ${words.field.hectares.label}: ${words.hints.notPositive}`)

      fireEvent.change(hectares, { target: { value: '2' } })
      fireEvent.change(within(form).getAllByRole('textbox')[1]!, { target: { value: '100' } })
      await act(async () => {
        fireEvent.submit(form)
      })
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: words.results.heading }))
      await heard()
      const read: string[] = []
      for (let step = 0; step < 40 && !read.some((phrase) => phrase.startsWith('end of table')); step++) {
        await virtual.next()
        read.push(await virtual.lastSpokenPhrase())
      }
      expect(read.some((phrase) => phrase.startsWith('table'))).toBe(true)
      expect(read.join(' | ')).toMatch(/row/)
      expect(read).toContain(words.results.total)
    },
  )
})

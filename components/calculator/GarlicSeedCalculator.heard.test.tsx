/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { announced, focus, heard, listen, pause, spoken, stopListening } from '@/scripts/support/virtual-screen-reader'
import { calculatorWords } from '@/content/calculator'
import { garlic, seedVarietiesOf } from '@/content/garlic'
import { interfaceWords } from '@/content/interface'
import { languageCodes, type Language } from '@/content/languages'
import { localize } from '@/lib/localize'
import { fillTemplate } from '@/lib/template'
import { seedOrder, varietiesInStock } from '@/lib/calculator/seed-order'
import { seedQuantity } from '@/lib/calculator/seed-text'
import { stockText } from './seed-words'
import { GarlicSeedCalculatorSection } from './GarlicSeedCalculatorSection'

function renderIn(language: Language) {
  const words = localize(calculatorWords, language)
  const varieties = seedVarietiesOf(localize(garlic, language))
  const { share, newTab } = localize(interfaceWords, language)
  window.history.replaceState(null, '', '/garlic')
  const { container } = render(
    <GarlicSeedCalculatorSection
      varieties={[varieties[0]!, ...varieties.slice(1)]}
      words={words}
      paper={{ share: { ...share, newTab }, business: { name: 'Du Toit Holdings', lines: [] }, lang: language }}
      orderWindow={garlic.varieties.orderWindow}
    />,
  )
  return { container, words, first: varieties[0]!, varieties }
}

afterEach(() => stopListening())

// The first test also compiles the island's lazily loaded parts and walks the whole section, which can
// take more than Jest's 5 s on a busy machine (as its component test says and allows).
jest.setTimeout(20_000)

describe.each(languageCodes)('the calculator, heard (%s)', (language) => {
  test(
    'typing a seed count: the answer is said once, with its unit, after typing ' + 'settles; not at every keystroke',
    async () => {
      const { container, words, first, varieties } = renderIn(language)
      await listen(container)
      const seeds = screen.getByLabelText(words.seeds.label, { selector: 'input' })
      // Compiled before the typing, not between two keystrokes: on a busy machine that took longer than
      // a pause, and the count typed so far was said.
      await import('./working-part')
      await focus(seeds)
      for (const typed of ['1', '10', '100', '1000']) {
        fireEvent.change(seeds, { target: { value: typed } })
        await act(() => import('./working-part'))
      }
      expect(await announced()).toEqual([])
      await pause()
      // Then the seed to order for those cloves, and whether there is any: the content's figures for the
      // variety, worked by lib/calculator/seed-order.ts (tested by hand there).
      const order = seedOrder(1000, first)
      expect(await announced()).toEqual([
        spoken(
          `polite: ${words.results.landNeeded}: 50 m², ` +
            fillTemplate(words.results.seedsToLandSummary, { seeds: '1 000', variety: first.name, percent: '10' }) +
            `. ${words.order.seedToOrder}: ${seedQuantity(order, words.order)}. ` +
            stockText(
              first,
              order,
              words.order.availability,
              varietiesInStock(varieties).map((each) => each.name),
            ),
        ),
      ])
    },
  )

  test(
    'a bad value says its hint at once, as an error; choosing a mode and a ' + 'variety is heard as a radio button',
    async () => {
      const { container, words } = renderIn(language)
      await listen(container)
      const seeds = screen.getByLabelText(words.seeds.label, { selector: 'input' })
      await focus(seeds)
      fireEvent.change(seeds, { target: { value: '2.5' } })
      await act(() => import('./working-part'))
      await pause()
      expect(await announced()).toEqual([`assertive: ${words.hints.notWhole}`])
      await focus(screen.getByRole('radio', { name: words.modes.landToSeeds }))
      expect((await heard()).join(' | ')).toContain(`radio, ${words.modes.landToSeeds}, not checked`)
    },
  )

  test('Enter, or the button, works the figures out and moves to them', async () => {
    const { container, words } = renderIn(language)
    await listen(container)
    const seeds = screen.getByLabelText(words.seeds.label, { selector: 'input' })
    await focus(seeds)
    fireEvent.change(seeds, { target: { value: '1000' } })
    await act(async () => {
      fireEvent.submit((seeds as HTMLInputElement).form!)
      await import('./working-part')
    })
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: words.results.heading }))
    expect((await heard()).join(' | ')).toContain(`heading, ${words.results.heading}, level 3`)
  })
})

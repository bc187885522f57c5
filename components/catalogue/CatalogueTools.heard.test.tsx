/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { saleView } from '@/components/catalogue/sale-view'
import { toolAnimals, toolWords } from '@/components/catalogue/tool-animals'
import { languageCodes, languages } from '@/content/languages'
import { fillTemplate } from '@/lib/template'
import { focus, heard, listen, stopListening } from '@/scripts/support/virtual-screen-reader'
import { CatalogueTools } from './CatalogueTools'
import type { ToolAnimal } from './tool-animals'

/**
 * What a screen reader says of the catalogue's tools: the sorting's choices, the count after a change, a card's star
 * and its state.
 */
afterEach(() => stopListening())
beforeEach(() => window.localStorage.clear())

describe.each(languageCodes)('the catalogue’s tools, heard (%s)', (language) => {
  test(
    'sorting says its label, a filter is told as the count shown and a sort by ' +
      'its figure and order; a star says its animal and whether it is pressed',
    async () => {
      const view = saleView(language)
      const animals: ToolAnimal[] = toolAnimals(view, languages[language].lang)
      const first = animals[0]
      if (!first) return
      window.history.replaceState(null, '', '/catalogue')
      const { container } = render(
        <div>
          <CatalogueTools animals={animals} words={toolWords(view)} listIds={['animal-list']} />
          <ul id="animal-list">
            {animals.map((animal) => (
              <li key={animal.slug} data-animal={animal.slug}>
                <button type="button" data-shortlist={animal.slug} aria-pressed="false">
                  {fillTemplate(view.words.tools.star, { title: animal.title })}
                </button>
              </li>
            ))}
          </ul>
        </div>,
      )
      await listen(container)
      await focus(screen.getByLabelText(view.words.list.sortBy))
      expect((await heard()).join(' | ')).toContain(view.words.list.sortBy)
      const heifers = animals.filter((animal) => animal.sex === 'heifer').length
      await act(async () => {
        fireEvent.change(screen.getByLabelText(view.words.list.sex.legend), { target: { value: 'heifer' } })
      })
      expect((await heard()).join(' | ')).toContain(
        fillTemplate(view.words.list.count, { shown: heifers, total: animals.length }),
      )
      await act(async () => {
        fireEvent.change(screen.getByLabelText(view.words.list.sex.legend), { target: { value: 'all' } })
      })
      await heard()
      // A sort is told by its figure and its order (a new figure opens with its better end first).
      await act(async () => {
        fireEvent.change(screen.getByLabelText(view.words.list.sortBy), { target: { value: 'weaning205' } })
      })
      expect((await heard()).join(' | ')).toContain(
        fillTemplate(view.words.tools.sortedBy, {
          figure: view.words.figures.names.weaning205.name,
          order: view.words.list.higherFirst,
        }),
      )
      const star = container.querySelector<HTMLButtonElement>(`[data-shortlist="${first.slug}"]`)!
      await focus(star)
      expect((await heard()).join(' | ')).toContain(
        `button, ${fillTemplate(view.words.tools.star, { title: first.title })}, not pressed`,
      )
      await act(async () => star.click())
      expect(star).toHaveAttribute('aria-pressed', 'true')
    },
  )
})

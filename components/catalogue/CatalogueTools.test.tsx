/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { saleView } from '@/components/catalogue/sale-view'
import { toolAnimals, toolWords } from '@/components/catalogue/tool-animals'
import { languageCodes, languages, type Language } from '@/content/languages'
import { sortAnimals } from '@/lib/sale/catalogue'
import { fillTemplate } from '@/lib/template'
import { CatalogueTools } from './CatalogueTools'
import type { ToolAnimal } from './tool-animals'
import { shortlistStorageKey } from '@/lib/sale/shortlist'

/**
 * The buyer's tools over the catalogue's cards, in every language, as a visitor and a screen reader
 * meet them: the animals and words come from content (content/sale.yaml, content/catalogue.yaml),
 * the cards are the server's (drawn here as the page draws them: an item per animal with its star).
 * What only a browser shows (the page before its scripts, the address after a reload, print) is in
 * e2e/catalogue.spec.ts.
 */

function mount(language: Language, search = '') {
  const view = saleView(language)
  const animals: ToolAnimal[] = toolAnimals(view, languages[language].lang)
  window.history.replaceState(null, '', `/catalogue${search}`)
  const list = document.createElement('ul')
  list.id = 'animal-list'
  for (const animal of animals) {
    const card = document.createElement('li')
    card.dataset.animal = animal.slug
    card.innerHTML =
      `<span>${animal.title}</span><button type="button" ` +
      `data-shortlist="${animal.slug}" ` +
      `aria-pressed="false">${fillTemplate(view.words.tools.star, { title: animal.title })}</button>`
    list.append(card)
  }
  document.body.append(list)
  const words = toolWords(view)
  render(<CatalogueTools animals={animals} words={words} listIds={['animal-list']} />)
  /** The cards as a reader meets them: in the list's order, those hidden left out. */
  const shown = () =>
    [...list.querySelectorAll<HTMLLIElement>('li')].filter((card) => !card.hidden).map((card) => card.dataset.animal)
  const star = (slug: string) => list.querySelector<HTMLButtonElement>(`[data-shortlist="${slug}"]`)!
  return { view, animals, words: view.words, list, shown, star }
}

beforeEach(() => {
  window.localStorage.clear()
  document.body.innerHTML = ''
})

describe.each(languageCodes.map((language) => [languages[language].name, language] as const))(
  'the catalogue’s tools in %s',
  (_name, language) => {
    test('sort by a figure puts the cards in that order, the better end first, and the address keeps it', () => {
      const { animals, words, shown } = mount(language)
      if (animals.length < 2) return
      fireEvent.change(screen.getByLabelText(words.list.sortBy), { target: { value: 'weaning205' } })
      expect(shown()).toEqual(sortAnimals(animals, 'weaning205', 'desc').map((animal) => animal.slug))
      expect(window.location.search).toBe('?sort=weaning205')
      fireEvent.change(screen.getByLabelText(words.tools.order), { target: { value: 'asc' } })
      expect(shown()).toEqual(sortAnimals(animals, 'weaning205', 'asc').map((animal) => animal.slug))
      expect(window.location.search).toBe('?sort=weaning205&dir=asc')
    })

    test('a filter leaves out the other sex, and what a screen reader hears says how many are shown', () => {
      const { animals, words, shown } = mount(language)
      const heifers = animals.filter((animal) => animal.sex === 'heifer')
      fireEvent.change(screen.getByLabelText(words.list.sex.legend), { target: { value: 'heifer' } })
      expect(shown()).toEqual(heifers.map((animal) => animal.slug))
      expect(screen.getByRole('status')).toHaveTextContent(
        fillTemplate(words.list.count, { shown: heifers.length, total: animals.length }),
      )
      if (heifers.length === 0) expect(screen.getByText(words.list.empty)).toBeInTheDocument()
    })

    test('the address opens the view it names', () => {
      const { animals, words, shown } = mount(language, '?sort=birthWeight&sex=bull')
      expect(shown()).toEqual(
        sortAnimals(
          animals.filter((animal) => animal.sex === 'bull'),
          'birthWeight',
          'asc',
        ).map((animal) => animal.slug),
      )
      expect(screen.getByLabelText(words.list.sortBy)).toHaveValue('birthWeight')
    })

    test('a star puts an animal on the shortlist kept on the device, pressed, and a second press takes it off', () => {
      const { animals, words, star } = mount(language)
      const [first] = animals
      if (!first) return
      expect(screen.getByText(words.tools.starHint)).toBeInTheDocument()
      act(() => star(first.slug).click())
      expect(star(first.slug)).toHaveAttribute('aria-pressed', 'true')
      expect(JSON.parse(window.localStorage.getItem(shortlistStorageKey)!)).toEqual([first.slug])
      expect(screen.getByText(fillTemplate(words.tools.shortlistCount, { count: 1 }))).toBeInTheDocument()
      act(() => star(first.slug).click())
      expect(star(first.slug)).toHaveAttribute('aria-pressed', 'false')
      expect(JSON.parse(window.localStorage.getItem(shortlistStorageKey)!)).toEqual([])
    })

    test('the shortlist alone, then side by side: a table with a column per animal and a row per figure', () => {
      const { animals, words, star, shown } = mount(language)
      const chosen = animals.slice(0, 3)
      if (chosen.length < 2) return
      for (const animal of chosen) act(() => star(animal.slug).click())
      fireEvent.click(screen.getByRole('button', { name: words.tools.showShortlist }))
      expect(shown()).toEqual(chosen.map((animal) => animal.slug))
      fireEvent.click(screen.getByRole('button', { name: fillTemplate(words.tools.compare, { count: chosen.length }) }))
      const table = within(screen.getByRole('region', { name: words.tools.compareHeading })).getByRole('table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(chosen.map((animal) => animal.title))
      expect(within(table).getByRole('rowheader', { name: words.figures.names.weaning205.name })).toBeInTheDocument()
      expect(window.location.search).toBe(`?compare=${chosen.map((animal) => animal.slug).join('.')}`)
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: words.tools.compareHeading }))
    })

    test('a shortlist shared as a link shows those animals alone, and can be kept', () => {
      const first = saleView(language).animals.slice(0, 2)
      if (first.length < 2) return
      const { animals, words, shown } = mount(language, `?shortlist=${first.map((animal) => animal.slug).join('.')}`)
      expect(shown()).toEqual(sortAnimals(animals.slice(0, 2), 'lot', 'asc').map((animal) => animal.slug))
      expect(screen.getByText(fillTemplate(words.tools.sharedWithYou, { count: 2 }))).toBeInTheDocument()
      fireEvent.click(screen.getByRole('button', { name: words.tools.keep }))
      expect(JSON.parse(window.localStorage.getItem(shortlistStorageKey)!)).toEqual(
        animals.slice(0, 2).map((animal) => animal.slug),
      )
      expect(window.location.search).toBe('')
    })
  },
)

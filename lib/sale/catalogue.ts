import type { Sex, Status } from './animal'
import { averageDecimals, figureKeys, figureRules, roundFigure, roundTo, type FigureKey, type Figures } from './figures'

/** What the catalogue's tools need of an animal: the rest (names, photos, words) is the page's. */
export type AnimalFacts = {
  id: string
  slug: string
  sex: Sex
  /** The birth date, yyyy-mm-dd. */
  born: string
  status: Status
  lot?: number
  /** In rand; none when the animal goes to auction or its price is on request. */
  price?: number
  figures: Figures
}

export type Averages = Partial<Record<FigureKey, number>>

/**
 * The average of each figure: the herd's where the owner gives it, else the sale's own (the mean of
 * the animals that have the figure), rounded to one decimal more than the figure is written with.
 * A figure no animal has has no average.
 */
export function averages(animals: readonly Pick<AnimalFacts, 'figures'>[], herd: Averages = {}): Averages {
  const result: Averages = {}
  for (const key of figureKeys) {
    const given = herd[key]
    if (given !== undefined) {
      result[key] = given
      continue
    }
    const values = animals.map((animal) => animal.figures[key]).filter((value): value is number => value !== undefined)
    if (values.length === 0) continue
    result[key] = roundTo(values.reduce((sum, value) => sum + value, 0) / values.length, averageDecimals(key))
  }
  return result
}

/** What the list can be sorted by: the lot (the catalogue's own order), a figure, the price or the age. */
export const sortKeys = ['lot', ...figureKeys, 'price', 'born'] as const
export type SortKey = (typeof sortKeys)[number]
export type Direction = 'asc' | 'desc'

function sortValue(animal: AnimalFacts, key: SortKey): number | string | undefined {
  if (key === 'lot') return animal.lot
  if (key === 'price') return animal.price
  if (key === 'born') return animal.born
  const value = animal.figures[key]
  return value === undefined ? undefined : roundFigure(key, value)
}

/**
 * The animals in the order asked for. An animal without the value (no figure measured, no price,
 * no lot) comes last whichever the direction; equal values keep the catalogue's order (the lot,
 * then the order of the content file), so a sort never shuffles animals that tie.
 */
export function sortAnimals<A extends AnimalFacts>(animals: readonly A[], key: SortKey, direction: Direction): A[] {
  const sign = direction === 'asc' ? 1 : -1
  return animals
    .map((animal, index) => ({ animal, index, value: sortValue(animal, key) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) {
        if (a.value !== b.value) return a.value === undefined ? 1 : -1
      } else if (a.value !== b.value) {
        return (a.value < b.value ? -1 : 1) * sign
      }
      return catalogueOrder(a.animal, a.index, b.animal, b.index)
    })
    .map((entry) => entry.animal)
}

function catalogueOrder(a: AnimalFacts, aIndex: number, b: AnimalFacts, bIndex: number): number {
  if (a.lot !== undefined && b.lot !== undefined && a.lot !== b.lot) return a.lot - b.lot
  if ((a.lot === undefined) !== (b.lot === undefined)) return a.lot === undefined ? 1 : -1
  return aIndex - bIndex
}

/** The list's filters: every animal, or one sex, or one status. */
export type Filter = { sex: Sex | 'all'; status: Status | 'all' }

export function filterAnimals<A extends AnimalFacts>(animals: readonly A[], filter: Filter): A[] {
  return animals.filter(
    (animal) =>
      (filter.sex === 'all' || animal.sex === filter.sex) &&
      (filter.status === 'all' || animal.status === filter.status),
  )
}

/** The sort a figure opens with: the better end first (the heaviest weaner, the lightest calf at birth). */
export function betterFirst(key: SortKey): Direction {
  if (key === 'lot' || key === 'price' || key === 'born') return 'asc'
  return figureRules[key].better === 'higher' ? 'desc' : 'asc'
}

import type { Sex, Status } from './animal'
import { ebvKeys, ebvRules, type BreedingValue, type EbvKey } from './breeding-values'
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
  /** The breeding values of the sale's evaluation, each with its accuracy. */
  ebvs: Partial<Record<EbvKey, Pick<BreedingValue, 'value' | 'accuracy'>>>
  /** The selection indexes, by the sale's key for each. */
  indexes: Readonly<Record<string, Pick<BreedingValue, 'value' | 'accuracy'>>>
  /** The sire's address part (its ID's), for the filter by sire. */
  sire: string
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

/** A breeding value as the list sorts by it (`ebv-weaning`), and a selection index (`index-` and the sale's key). */
export type EbvSortKey = `ebv-${EbvKey}`
export type IndexSortKey = `index-${string}`
export const ebvSortKeys: readonly EbvSortKey[] = ebvKeys.map((trait) => `ebv-${trait}` as const)

/**
 * What the list can be sorted by: the lot (the catalogue's own order), a breeding value or an index,
 * a measured figure, the price or the age. The indexes are the sale's own (`indexSortKeys`).
 */
export const sortKeys = ['lot', ...ebvSortKeys, ...figureKeys, 'price', 'born'] as const
export type SortKey = (typeof sortKeys)[number] | IndexSortKey
export type Direction = 'asc' | 'desc'

/** The sort keys of the sale's indexes. */
export const indexSortKeys = (indexes: readonly string[]): IndexSortKey[] =>
  indexes.map((key) => `index-${key}` as const)

/** The breeding value or index a sort key names, or null for another kind of key. */
export function breedingValueOf(
  animal: Pick<AnimalFacts, 'ebvs' | 'indexes'>,
  key: SortKey,
): Pick<BreedingValue, 'value' | 'accuracy'> | undefined | null {
  if (key.startsWith('ebv-')) return animal.ebvs[key.slice(4) as EbvKey]
  if (key.startsWith('index-')) return animal.indexes[key.slice(6)]
  return null
}

function sortValue(animal: AnimalFacts, key: SortKey): number | string | undefined {
  if (key === 'lot') return animal.lot
  if (key === 'price') return animal.price
  if (key === 'born') return animal.born
  const bred = breedingValueOf(animal, key)
  if (bred !== null) return bred?.value
  const figure = key as FigureKey
  const value = animal.figures[figure]
  return value === undefined ? undefined : roundFigure(figure, value)
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

/**
 * The list's filters: every animal, or one sex, one status, one sire's; and, when the list is sorted
 * by a breeding value or an index, only animals whose value of it is at least this accurate (0: any).
 */
export type Filter = { sex: Sex | 'all'; status: Status | 'all'; sire: string | 'all'; minAccuracy: number }

export function filterAnimals<A extends AnimalFacts>(animals: readonly A[], filter: Filter, sort?: SortKey): A[] {
  return animals.filter((animal) => {
    if (filter.sex !== 'all' && animal.sex !== filter.sex) return false
    if (filter.status !== 'all' && animal.status !== filter.status) return false
    if (filter.sire !== 'all' && animal.sire !== filter.sire) return false
    if (filter.minAccuracy > 0 && sort !== undefined) {
      const bred = breedingValueOf(animal, sort)
      if (bred !== null && (bred?.accuracy ?? 0) < filter.minAccuracy) return false
    }
    return true
  })
}

/**
 * The sort a figure or a breeding value opens with: the better end first (the heaviest weaner, the
 * lightest calf at birth).
 */
export function betterFirst(key: SortKey): Direction {
  if (key === 'lot' || key === 'price' || key === 'born') return 'asc'
  if (key.startsWith('index-')) return 'desc'
  if (key.startsWith('ebv-')) return ebvRules[key.slice(4) as EbvKey].better === 'higher' ? 'desc' : 'asc'
  return figureRules[key as FigureKey].better === 'higher' ? 'desc' : 'asc'
}

import type { AnimalView, SaleView } from '@/components/catalogue/sale-view'
import { ebvKeys, ebvRules, indexRule, type Bands, type BreedingValue, type EbvRule } from '@/lib/sale/breeding-values'
import type { EbvSortKey, IndexSortKey } from '@/lib/sale/catalogue'

/**
 * A column of the sale's breeding values: a trait of the evaluation or one of its selection indexes,
 * with what every animal's value is set against (the breed's average and bands) and the scale its
 * bars are drawn on, in the page's words.
 */
export type EbvColumn = {
  /** `weaning`, or `index-weaner` for an index: the sort key's part. */
  key: string
  sortKey: EbvSortKey | IndexSortKey
  name: string
  abbreviation: string
  /** The trait in a sentence, and what being better than the average means for it, where it says. */
  sentence: { trait: string; betterFor?: string }
  rule: EbvRule
  average: number | undefined
  bands: Bands
  scale: { from: number; to: number }
  valueOf: (animal: Pick<AnimalView, 'facts'>) => Pick<BreedingValue, 'value' | 'accuracy'> | undefined
  ratioOf: (animal: Pick<AnimalView, 'ebvs'>) => number | undefined
}

/** Every trait and index any animal of the sale has a value for, in the order buyers read them. */
export function ebvColumns(view: SaleView): EbvColumn[] {
  const names = view.words.ebvs.names
  const traits = ebvKeys
    .filter((trait) => view.traitsGiven.includes(trait))
    .map((trait): EbvColumn => ({
      key: trait,
      sortKey: `ebv-${trait}`,
      name: names[trait].name,
      abbreviation: names[trait].abbreviation,
      sentence: names[trait],
      rule: ebvRules[trait],
      average: view.evaluation?.averages[trait],
      bands: view.evaluation?.bands?.[trait] ?? {},
      scale: view.scales[trait]!,
      valueOf: (animal) => animal.facts.ebvs[trait],
      ratioOf: (animal) => animal.ebvs?.[trait]?.ratio,
    }))
  const indexes = view.indexes
    .filter((index) => view.animals.some((animal) => animal.facts.indexes[index.key] !== undefined))
    .map((index): EbvColumn => ({
      key: `index-${index.key}`,
      sortKey: `index-${index.key}`,
      name: index.name,
      abbreviation: index.abbreviation,
      sentence: { trait: index.name },
      rule: indexRule,
      average: index.average,
      bands: index.bands ?? {},
      scale: index.scale,
      valueOf: (animal) => animal.facts.indexes[index.key],
      ratioOf: () => undefined,
    }))
  return [...traits, ...indexes]
}

/** The columns an animal has a value for. */
export function columnsOf(view: SaleView, animal: AnimalView): EbvColumn[] {
  return ebvColumns(view).filter((column) => column.valueOf(animal) !== undefined)
}

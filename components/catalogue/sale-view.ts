import { catalogue, type CatalogueWords } from '@/content/catalogue'
import type { Language } from '@/content/languages'
import { pathOf } from '@/content/pages'
import { sale, type Animal, type Sale } from '@/content/sale'
import { localize } from '@/lib/localize'
import { animalSlug } from '@/lib/sale/animal-id'
import { sexes, type Sex } from '@/lib/sale/animal'
import { averages, type AnimalFacts, type Averages } from '@/lib/sale/catalogue'
import type { FigureKey } from '@/lib/sale/figures'
import { ebvKeys, ebvScale, type EbvKey } from '@/lib/sale/breeding-values'

/** The catalogue page's key in content/pages.yaml; each animal's page is under its address. */
export const cataloguePageKey = 'catalogue'

/**
 * An animal's page address part while the sale lists no animal: the export needs one page for the
 * route, which the build then removes (scripts/build.ts). No ID makes it: an ID starts with a letter or digit.
 */
export const noAnimalSlug = '-'

/** An animal with what its pages show worked out: its address, its title, its price line. */
export type AnimalView = Animal & { slug: string; href: string; title: string; facts: AnimalFacts }

/** The sale in one language, with its animals, their averages, and whether it is on. */
export type SaleView = {
  sale: Sale
  words: CatalogueWords
  /** Published, with at least one animal: the catalogue is in the menu and lists them. */
  open: boolean
  animals: AnimalView[]
  /** Each sex's averages: a bull is compared with bulls, a heifer with heifers. */
  averages: Record<Sex, Averages>
  /** The sexes the sale offers, in order. */
  sexes: Sex[]
  /**
   * What a column of these figures' averages for a sex is headed: the sale's, the herd's, or Average where they are
   * both.
   */
  averageHeading: (figures: readonly FigureKey[], sex: Sex) => string
  cataloguePath: string
  /** The genetic evaluation the breeding values come from, where the sale gives one. */
  evaluation: Sale['evaluation']
  /** The traits any animal of the sale has a breeding value for, in order. */
  traitsGiven: EbvKey[]
  /** The scale each trait's bars are drawn on, the same for every animal of the sale. */
  scales: Partial<Record<EbvKey, Scale>>
  /** The sale's selection indexes, each with the scale of its bars. */
  indexes: (NonNullable<Sale['evaluation']>['indexes'][number] & { scale: Scale })[]
  /** Each sire of the sale's animals, once, in the catalogue's order: the filter by sire. */
  sires: { slug: string; name: string; id: string }[]
}

type Scale = { from: number; to: number }

/** The address of an animal's page in a language. */
export function animalPath(language: Language, slug: string): string {
  return `${pathOf(cataloguePageKey, language)}/${slug}`
}

export function saleView(language: Language): SaleView {
  const localized = localize(sale, language)
  const words = localize(catalogue, language)
  const animals = localized.animals.map((animal): AnimalView => {
    const slug = animalSlug(animal.id)
    const facts: AnimalFacts = {
      id: animal.id,
      slug,
      sex: animal.sex,
      born: animal.born,
      status: animal.status,
      lot: animal.lot,
      price: animal.price,
      figures: animal.figures,
      ebvs: animal.ebvs ?? {},
      indexes: Object.fromEntries(
        animal.indexes.map((index) => [index.key, { value: index.value, accuracy: index.accuracy }]),
      ),
      sire: animalSlug(animal.pedigree.sire.id),
    }
    return { ...animal, slug, href: animalPath(language, slug), title: animal.name ?? animal.id, facts }
  })
  const evaluation = localized.evaluation
  const traitsGiven = ebvKeys.filter((trait) => animals.some((animal) => animal.facts.ebvs[trait] !== undefined))
  const scales = Object.fromEntries(
    traitsGiven.map((trait) => [
      trait,
      ebvScale(
        evaluation?.averages[trait] ?? 0,
        animals.flatMap((animal) => animal.facts.ebvs[trait]?.value ?? []),
        evaluation?.bands?.[trait] ?? {},
      ),
    ]),
  ) as Partial<Record<EbvKey, Scale>>
  const indexes = (evaluation?.indexes ?? []).map((index) => ({
    ...index,
    scale: ebvScale(
      index.average ?? 100,
      animals.flatMap((animal) => animal.facts.indexes[index.key]?.value ?? []),
      index.bands ?? {},
    ),
  }))
  const sires = [...new Map(animals.map((animal) => [animal.facts.sire, animal.pedigree.sire])).entries()].map(
    ([slug, sire]) => ({ slug, name: sire.name, id: sire.id }),
  )
  const herd = localized.herdAverages ?? {}
  const ofSex = (sex: Sex) => animals.filter((animal) => animal.sex === sex).map((animal) => animal.facts)
  return {
    sale: localized,
    words,
    open: localized.published && animals.length > 0,
    animals,
    averages: { bull: averages(ofSex('bull'), herd.bull), heifer: averages(ofSex('heifer'), herd.heifer) },
    sexes: sexes.filter((sex) => animals.some((animal) => animal.sex === sex)),
    averageHeading: (figures, sex) => {
      const given = herd[sex] ?? {}
      const herdCount = figures.filter((key) => given[key] !== undefined).length
      return herdCount === 0
        ? words.figures.saleAverage
        : herdCount === figures.length
          ? words.figures.herdAverage
          : words.figures.average
    },
    cataloguePath: pathOf(cataloguePageKey, language),
    evaluation,
    traitsGiven,
    scales,
    indexes,
    sires,
  }
}

/** The slugs of every animal's page, or the placeholder while there is none. */
export function animalSlugs(): string[] {
  const slugs = sale.animals.map((animal) => animalSlug(animal.id))
  return slugs.length > 0 ? slugs : [noAnimalSlug]
}

export {
  averageText,
  dateText,
  figureText,
  figuresFor,
  priceText,
  standingText,
} from '@/components/catalogue/figure-words'

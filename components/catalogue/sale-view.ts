import { catalogue, type CatalogueWords } from '@/content/catalogue'
import type { Language } from '@/content/languages'
import { pathOf } from '@/content/pages'
import { sale, saleAsAt, type Animal, type Sale } from '@/content/sale'
import { localize } from '@/lib/localize'
import { animalSlug } from '@/lib/sale/animal-id'
import { sexes, statuses, type ReserveKind, type Sex, type Status } from '@/lib/sale/animal'
import {
  publishedBuyer,
  publishedPrice,
  saleResults,
  saleStage,
  type SaleResults,
  type SaleStage,
} from '@/lib/sale/results'
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

/**
 * An animal with what its pages show worked out: its address, its title, its facts for the tools.
 * Its `price` is the one a reader may see (a private sale's asking price; an auction lot's once sold,
 * where published); `shownBuyer` is what is published of who bought it, the buyer as recorded being
 * left out; `reserve` the lot's own or the sale's.
 */
export type AnimalView = Omit<Animal, 'price' | 'buyer'> & {
  price?: number
  slug: string
  href: string
  title: string
  facts: AnimalFacts
  shownBuyer?: { name?: string; town?: string }
  reserve?: ReserveKind
}

/** The auction of a sale, in one language, where the sale is one. */
export type AuctionView = NonNullable<Sale['auction']>

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
  /** The statuses the sale's animals have, in order: the filter by status offers these. */
  statuses: Status[]
  /** When the sale's file last changed (an ISO moment): the catalogue's "as at" line. */
  asAt: string
  /** An auction's, where the sale is one. */
  auction?: AuctionView
  /** Where an auction stands (lib/sale/results.ts); none for a private sale. */
  stage?: SaleStage
  /** An auction's results, once a lot has one. */
  results?: SaleResults
}

type Scale = { from: number; to: number }

/** The address of an animal's page in a language. */
export function animalPath(language: Language, slug: string): string {
  return `${pathOf(cataloguePageKey, language)}/${slug}`
}

export function saleView(language: Language): SaleView {
  const localized = localize(sale, language)
  const words = localize(catalogue, language)
  const auction = localized.kind === 'auction' ? localized.auction : undefined
  const publication = { kind: localized.kind, ...(auction ? { publish: auction.publish } : {}) }
  const animals = localized.animals.map((animal): AnimalView => {
    const slug = animalSlug(animal.id)
    const price = publishedPrice(publication, animal)
    const shownBuyer = publishedBuyer(publication, animal)
    const facts: AnimalFacts = {
      id: animal.id,
      slug,
      sex: animal.sex,
      born: animal.born,
      status: animal.status,
      lot: animal.lot,
      price,
      figures: animal.figures,
      ebvs: animal.ebvs ?? {},
      indexes: Object.fromEntries(
        animal.indexes.map((index) => [index.key, { value: index.value, accuracy: index.accuracy }]),
      ),
      sire: animalSlug(animal.pedigree.sire.id),
    }
    // The price and the buyer as given stay here: a page sees only what is published of them (a buyer's name
    // without their consent never reaches a page or its payload).
    const rest: Omit<Animal, 'price' | 'buyer'> & { price?: number; buyer?: unknown } = { ...animal }
    delete rest.price
    delete rest.buyer
    const reserve = auction && animal.lot !== undefined ? (animal.reserve ?? auction.reserve) : undefined
    return {
      ...rest,
      ...(price !== undefined ? { price } : {}),
      ...(shownBuyer ? { shownBuyer } : {}),
      ...(reserve ? { reserve } : {}),
      slug,
      href: animalPath(language, slug),
      title: animal.name ?? animal.id,
      facts,
    }
  })
  const asAt = saleAsAt()
  const lots = auction ? animals.filter((animal) => animal.lot !== undefined) : []
  const stage = auction ? saleStage(auction.date, asAt, lots) : undefined
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
    statuses: statuses.filter((status) => animals.some((animal) => animal.status === status)),
    asAt,
    ...(auction ? { auction, stage } : {}),
    ...(stage && stage !== 'before'
      ? {
          results: saleResults(
            lots.map((animal) => ({
              slug: animal.slug,
              lot: animal.lot!,
              sex: animal.sex,
              status: animal.status,
              ...(animal.price !== undefined ? { shownPrice: animal.price } : {}),
            })),
          ),
        }
      : {}),
  }
}

/** The address of the sale's calendar file (the viewing day and the auction) in a language. */
export function calendarPath(language: Language): string {
  return `${pathOf(cataloguePageKey, language)}/sale.ics`
}

/** The slugs of every animal's page, or the placeholder while there is none. */
export function animalSlugs(): string[] {
  const slugs = sale.animals.map((animal) => animalSlug(animal.id))
  return slugs.length > 0 ? slugs : [noAnimalSlug]
}

export {
  averageText,
  buyerText,
  dateText,
  figureText,
  figuresFor,
  priceText,
  standingText,
} from '@/components/catalogue/figure-words'

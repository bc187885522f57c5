import {
  averageText,
  dateText,
  figureText,
  figuresFor,
  priceText,
  standingText,
  type SaleView,
} from '@/components/catalogue/sale-view'
import type { CatalogueWords } from '@/content/catalogue'
import { ebvColumns } from '@/components/catalogue/ebv-rows'
import { accuracyText, ebvText, standingWords } from '@/components/catalogue/ebv-words'
import { ebvStanding } from '@/lib/sale/breeding-values'
import { figureKeys } from '@/lib/sale/figures'
import type { Status } from '@/lib/sale/animal'
import type { AnimalFacts, SortKey } from '@/lib/sale/catalogue'
import type { FigureKey } from '@/lib/sale/figures'

/** A figure as the page writes it: the figure with its unit, how it stands against the average, the average. */
export type FigureCell = { text: string; standing?: string; better?: boolean; average?: string }

/**
 * An animal as the tools know it: its facts, its title and its page, and what the comparison shows
 * of it written as the page writes it (on the server, with the page's own code for numbers and
 * dates, so the tools carry none of it and a figure reads the same in the comparison as on the page).
 */
export type ToolAnimal = AnimalFacts & {
  title: string
  href: string
  written: {
    sex: string
    born: string
    price: string
    figures: Partial<Record<FigureKey, FigureCell>>
    /** Each breeding value and index by its sort key: "+21,5 kg", with its accuracy and standing. */
    ebvs: Record<string, FigureCell>
  }
}

/** A way to sort the list, named in the page's language; a breeding value's or a measured figure's in its group. */
export type SortChoice = { key: SortKey; label: string; group?: 'breedingValues' | 'performance' }

export type ToolWords = {
  list: CatalogueWords['list']
  tools: CatalogueWords['tools']
  figures: Pick<CatalogueWords['figures'], 'notMeasured'> & { names: Record<FigureKey, { name: string }> }
  animal: Pick<CatalogueWords['animal'], 'sex'>
  /** Every way to sort, in the form's order. */
  sorts: SortChoice[]
  /** The breeding values and indexes any animal has, by sort key, as the comparison's rows name them. */
  ebvs: { key: SortKey; label: string }[]
  notGiven: string
  /** The sale's sires, for the filter by sire. */
  sires: { slug: string; label: string }[]
  /** The statuses the sale's animals have, for the filter by status. */
  statuses: Status[]
}

/**
 * The animals as the buyer's tools receive them, on the server: each one's facts for sorting and
 * filtering, and what the comparison shows of it already written in the page's language (its sex,
 * birth date, price, and each figure with how it stands against its sex's average), so the tools'
 * script carries no number or date formatting of its own.
 */
export function toolAnimals(view: SaleView, lang: string): ToolAnimal[] {
  const { words } = view
  return view.animals.map((animal) => {
    const averages = view.averages[animal.sex]
    const figures: ToolAnimal['written']['figures'] = {}
    for (const key of figuresFor(animal)) {
      const value = animal.figures[key]
      if (value === undefined) continue
      const average = averages[key]
      const standing = average === undefined ? undefined : standingText(words, key, value, average)
      figures[key] = {
        text: figureText(words, key, value),
        ...(standing ? { standing: standing.text, better: standing.better } : {}),
        ...(average === undefined
          ? {}
          : { average: `${view.averageHeading([key], animal.sex)}: ${averageText(words, key, average)}` }),
      }
    }
    const ebvs: Record<string, FigureCell> = {}
    for (const column of ebvColumns(view)) {
      const given = column.valueOf(animal)
      if (!given) continue
      const standing =
        column.average === undefined ? undefined : ebvStanding(column.rule, given.value, column.average, column.bands)
      ebvs[column.sortKey] = {
        text: [ebvText(words.ebvs, column.rule, given.value), given.accuracy && accuracyText(given.accuracy)]
          .filter(Boolean)
          .join(' · '),
        ...(standing
          ? {
              standing: standingWords(words.ebvs, column.sentence, standing),
              better: standing.kind === 'top' || standing.better,
            }
          : {}),
      }
    }
    return {
      ...animal.facts,
      title: animal.title,
      href: animal.href,
      written: {
        sex: words.animal[animal.sex],
        born: dateText(lang, animal.born),
        price: priceText(words, animal),
        figures,
        ebvs,
      },
    }
  })
}

/** The words the tools need, and no more: the payload carries every word passed to them. */
export function toolWords(view: SaleView): ToolWords {
  const { words } = view
  const names = Object.fromEntries(
    Object.entries(words.figures.names).map(([key, value]) => [key, { name: value.name }]),
  ) as Record<FigureKey, { name: string }>
  const columns = ebvColumns(view)
  const ebvs = columns.map((column) => ({ key: column.sortKey, label: `${column.name} (${column.abbreviation})` }))
  return {
    list: words.list,
    tools: words.tools,
    figures: { notMeasured: words.figures.notMeasured, names },
    animal: { sex: words.animal.sex },
    sorts: [
      { key: 'lot', label: words.list.lot },
      ...ebvs.map((ebv) => ({ ...ebv, group: 'breedingValues' as const })),
      ...figureKeys.map((key) => ({ key, label: names[key].name, group: 'performance' as const })),
      { key: 'price', label: words.list.price },
      { key: 'born', label: words.list.born },
    ],
    ebvs,
    notGiven: words.ebvs.notGiven,
    sires: view.sires.map((sire) => ({ slug: sire.slug, label: `${sire.name} (${sire.id})` })),
    statuses: view.statuses,
  }
}

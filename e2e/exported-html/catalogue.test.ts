/**
 * @jest-environment jsdom
 */
import { languages } from '@/content/languages'
import { columnsOf } from '@/components/catalogue/ebv-rows'
import { figuresFor } from '@/components/catalogue/sale-view'
import { ancestorKeys } from '@/lib/sale/animal'
import { figureRules } from '@/lib/sale/figures'
import { sites } from '../support/content'
import { htmlFileOf } from '../../scripts/site/exported-files'
import { exportedDocument, jsonLdOf } from './exported-site'

/**
 * The sale catalogue as exported, in every language, before any script: every animal's figures in
 * real tables (a header for each row and column, the unit with each figure, the average beside it
 * and the standing in words), its pedigree with every name and ID, and enquiries that name it.
 * Every fact comes from content/sale.yaml and every word from content/catalogue.yaml.
 */
const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
/** A number as the tables write it (a decimal comma, a space between thousands), read back. */
const numberIn = (text: string) =>
  Number((/-?[\d\u00a0 ]+(?:,\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/[\u00a0 ]/g, '').replace(',', '.'))

describe.each(sites.map((site) => [languages[site.language].name, site] as const))(
  'the catalogue in %s',
  (_name, site) => {
    const { sale, catalogue: words } = site
    const cataloguePage = () => exportedDocument(htmlFileOf(site.pathOf('catalogue')))

    it('lists every animal on offer, each linking to its page, or says none are on offer', () => {
      const page = cataloguePage()
      if (!sale.open) {
        expect(collapse(page.body.textContent)).toContain(words.none.heading)
        return
      }
      const links = [...page.querySelectorAll('#animals li h3 a')].map((link) => [
        collapse(link.textContent),
        link.getAttribute('href'),
      ])
      expect(links).toEqual(sale.animals.map((animal) => [animal.title, animal.href]))
    })

    it('has every animal’s figures in one table, each with its unit, and each sex’s average in its last rows', () => {
      if (!sale.open) return
      const table = cataloguePage().querySelector('[role="region"][aria-labelledby="catalogue-figures-title"] table')!
      const rows = [...table.querySelectorAll('tbody tr')]
      expect(rows.map((row) => collapse(row.querySelector('th[scope="row"] a')?.textContent))).toEqual(
        sale.animals.map((animal) => animal.title),
      )
      const headings = [...table.querySelectorAll('thead th')].map((cell) => collapse(cell.textContent))
      sale.animals.forEach((animal, index) => {
        const cells = [...rows[index]!.querySelectorAll('td')].slice(1)
        cells.forEach((cell, column) => {
          const heading = headings[column + 2]!
          const key = figuresFor({ sex: 'bull' }).find((figure) =>
            heading.startsWith(words.figures.names[figure].name),
          )!
          const value = animal.figures[key]
          if (value === undefined || (figureRules[key].bullsOnly && animal.sex === 'heifer'))
            expect(collapse(cell.textContent)).toBe(words.figures.notMeasured)
          else expect(collapse(cell.textContent)).toContain(`${words.figures.names[key].unit}`)
        })
      })
      expect([...table.querySelectorAll('tfoot tr')].length).toBe(sale.sexes.length)
    })

    describe.each(sale.animals.map((animal) => [animal.href, animal] as const))('%s', (_path, animal) => {
      const page = () => exportedDocument(htmlFileOf(animal.href))

      it('is in its language, headed by the animal, with its facts', () => {
        const document = page()
        expect(document.documentElement.lang).toBe(languages[site.language].lang)
        expect(collapse(document.querySelector('h1')?.textContent)).toBe(animal.title)
        const text = collapse(document.body.textContent)
        for (const fact of [animal.id, words.animal[animal.sex], words.list.status[animal.status]])
          expect(text).toContain(fact)
      })

      it(
        'has its figures in a table beside the average, the standing in words, ' +
          '“better” only where it is better for a buyer',
        () => {
          const table = page().querySelector('[role="region"][aria-labelledby~="figures-title"] table')!
          const rows = [...table.querySelectorAll('tbody tr')]
          expect(rows.map((row) => collapse(row.querySelector('th[scope="row"]')?.textContent))).toEqual(
            figuresFor(animal).map((key) => words.figures.names[key].name),
          )
          expect(table.querySelectorAll('thead th[scope="col"]')).toHaveLength(4)
          figuresFor(animal).forEach((key, index) => {
            const [value, average, standing] = [...rows[index]!.querySelectorAll('td')].map((cell) =>
              collapse(cell.textContent),
            )
            const own = animal.figures[key]
            if (own === undefined) {
              expect(value).toBe(words.figures.notMeasured)
              return
            }
            expect(numberIn(value!)).toBe(own)
            expect(value).toContain(words.figures.names[key].unit)
            const shownAverage = numberIn(average!)
            const better = figureRules[key].better === 'higher' ? own > shownAverage : own < shownAverage
            expect({ key, better: standing!.includes(words.figures.better) }).toEqual({ key, better })
            if (own === shownAverage) expect(standing).toBe(words.figures.at)
          })
        },
      )

      it('has its pedigree, every place headed, every name and ID', () => {
        const table = page().querySelector('[aria-labelledby="pedigree-title"] table')!
        const text = collapse(table.textContent)
        for (const key of ancestorKeys) {
          expect(text).toContain(words.pedigree.names[key])
          expect(text).toContain(animal.pedigree[key].name)
          expect(text).toContain(animal.pedigree[key].id)
        }
      })

      it('is found with its figures: a Product whose properties are its EBVs, accuracies and figures', () => {
        const product = jsonLdOf(page()).find((node) => node['@type'] === 'Product')!
        expect(product).toMatchObject({ name: animal.title, sku: animal.id })
        const properties = (product.additionalProperty ?? []) as { propertyID: string; value: number }[]
        const valueOf = (id: string) => properties.find((property) => property.propertyID === id)?.value
        for (const column of columnsOf(sale, animal)) {
          const given = column.valueOf(animal)!
          expect(valueOf(column.sortKey)).toBe(given.value)
          if (given.accuracy !== undefined) expect(valueOf(`${column.sortKey}-accuracy`)).toBe(given.accuracy)
        }
        for (const key of figuresFor(animal))
          if (animal.figures[key] !== undefined) expect(valueOf(key)).toBe(animal.figures[key])
      })

      it('offers an enquiry that names the animal', () => {
        const mail = page().querySelector('#contact a[href^="mailto:"][href*="subject="]')!
        expect(decodeURIComponent(new URL(mail.getAttribute('href')!).searchParams.get('subject') ?? '')).toContain(
          animal.id,
        )
      })
    })
  },
)

import { AnimalListHeads, AnimalRowStart } from '@/components/catalogue/AnimalListCells'
import { AbbreviationsKey } from '@/components/catalogue/AbbreviationsKey'
import { ebvColumns } from '@/components/catalogue/ebv-rows'
import { accuracyText, ebvText, monthText } from '@/components/catalogue/ebv-words'
import type { SaleView } from '@/components/catalogue/sale-view'
import { fillTemplate } from '@/lib/template'

/**
 * Every animal's breeding values side by side, each with its accuracy, the breed's average in the
 * last row: the columns named by the abbreviations buyers know (each an `<abbr>`, and the key
 * under the table). The buyer's tools put the rows in the list's order.
 */
export function CatalogueEbvTable({ view, headingId, lang }: { view: SaleView; headingId: string; lang: string }) {
  const columns = ebvColumns(view)
  if (columns.length === 0) return null
  const words = view.words.ebvs
  return (
    <>
      {view.evaluation && (
        <p className="mt-2 text-ink-muted">
          {fillTemplate(words.evaluation, { name: view.evaluation.name, date: monthText(lang, view.evaluation.date) })}
        </p>
      )}
      <div role="region" aria-labelledby={headingId} tabIndex={0} className="card scroll-cue mt-5 overflow-x-auto">
        <table className="figures-table ebv-list">
          <thead className="bg-cattle-100 text-sm text-cattle-900">
            <tr>
              <AnimalListHeads words={view.words} />
              {columns.map((column) => (
                <th key={column.key} scope="col" className="text-right font-semibold">
                  <abbr title={column.name}>{column.abbreviation}</abbr>{' '}
                  <span className="block font-normal">{words.units[column.rule.unit]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody id="ebv-rows" className="divide-y divide-cream-200">
            {view.animals.map((animal) => (
              <tr key={animal.slug} data-animal={animal.slug}>
                <AnimalRowStart animal={animal} />
                {columns.map((column) => {
                  const given = column.valueOf(animal)
                  if (!given) {
                    return (
                      <td key={column.key}>
                        <span className="text-ink-muted">{words.notGiven}</span>
                      </td>
                    )
                  }
                  return (
                    <td key={column.key}>
                      {ebvText(words, column.rule, given.value)}{' '}
                      {given.accuracy !== undefined && (
                        <span className="block text-sm text-ink-muted">
                          <span className="sr-only">{`${words.accuracy} `}</span>
                          {accuracyText(given.accuracy)}
                        </span>
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-cattle-700 bg-cattle-50">
            <tr>
              <td />
              <th scope="row" className="font-semibold">
                {words.breedAverage}
              </th>
              {columns.map((column) => (
                <td key={column.key}>
                  {column.average === undefined ? '–' : ebvText(words, column.rule, column.average)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <AbbreviationsKey columns={columns} words={words} ratio={false} />
    </>
  )
}

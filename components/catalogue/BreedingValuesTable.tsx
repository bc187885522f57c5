import { AbbreviationsKey } from '@/components/catalogue/AbbreviationsKey'
import { EbvBar } from '@/components/catalogue/EbvBar'
import { columnsOf } from '@/components/catalogue/ebv-rows'
import { accuracyText, ebvText, monthText, standingWords } from '@/components/catalogue/ebv-words'
import type { AnimalView, SaleView } from '@/components/catalogue/sale-view'
import { ebvStanding } from '@/lib/sale/breeding-values'
import { fillTemplate } from '@/lib/template'

/**
 * One animal's breeding values as the breed society gives them, and better: for each trait and
 * index the EBV, its accuracy, the ratio against its contemporaries where given, the breed's
 * average, and where the animal stands in the breed in words ("Top 10 % for weaning weight") with
 * a bar drawn around the breed's average. A real table, read aloud row by row and printed.
 */
export function BreedingValuesTable({ view, animal, lang }: { view: SaleView; animal: AnimalView; lang: string }) {
  const columns = columnsOf(view, animal)
  const words = view.words.ebvs
  const withRatio = columns.some((column) => column.ratioOf(animal) !== undefined)
  return (
    <>
      {view.evaluation && (
        <p className="mt-2 text-ink-muted">
          {fillTemplate(words.evaluation, {
            name: view.evaluation.name,
            date: monthText(lang, view.evaluation.date),
          })}
        </p>
      )}
      <div
        role="region"
        aria-labelledby="ebvs-title page-title"
        tabIndex={0}
        className="card scroll-cue mt-5 overflow-x-auto"
      >
        <table className="figures-table ebv-table">
          <thead className="bg-cattle-100 text-sm text-cattle-900">
            <tr>
              <th scope="col" className="min-w-44 font-semibold">
                {words.trait}
              </th>
              {[words.value, words.accuracy, ...(withRatio ? [words.ratio] : []), words.breedAverage].map(
                (heading, index) => (
                  <th key={index} scope="col" className="text-right font-semibold whitespace-nowrap">
                    {heading}
                  </th>
                ),
              )}
              <th scope="col" className="min-w-44 font-semibold">
                {words.standing}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-200">
            {columns.map((column) => {
              const given = column.valueOf(animal)!
              const ratio = column.ratioOf(animal)
              const standing =
                column.average === undefined
                  ? null
                  : ebvStanding(column.rule, given.value, column.average, column.bands)
              const better = standing !== null && (standing.kind === 'top' || standing.better)
              return (
                <tr key={column.key}>
                  <th scope="row" className="min-w-44 text-ink">
                    <span className="ebv-name">{column.name} </span>
                    <span className="text-ink-muted">({column.abbreviation})</span>
                  </th>
                  <td className="font-semibold">{ebvText(words, column.rule, given.value)}</td>
                  <td>{given.accuracy === undefined ? '–' : accuracyText(given.accuracy)}</td>
                  {withRatio && <td>{ratio ?? '–'}</td>}
                  <td>{column.average === undefined ? '–' : ebvText(words, column.rule, column.average)}</td>
                  <td className="min-w-44">
                    {/* Read from the left, as words are, though the table's figures line up on the right. */}
                    <div className="text-left">
                      <span className={`block text-sm ${better ? 'font-semibold text-cattle-800' : 'text-ink-muted'}`}>
                        {standing ? standingWords(words, column.sentence, standing) : '–'}
                      </span>{' '}
                      <EbvBar
                        scale={column.scale}
                        value={given.value}
                        accuracy={given.accuracy}
                        average={column.average}
                      />
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <AbbreviationsKey columns={columns} words={words} ratio={withRatio} />
    </>
  )
}

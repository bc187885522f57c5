import { AnimalListHeads, AnimalRowStart } from '@/components/catalogue/AnimalListCells'
import {
  averageText,
  figureText,
  figuresFor,
  standingText,
  type AnimalView,
  type SaleView,
} from '@/components/catalogue/sale-view'
import type { Sex } from '@/lib/sale/animal'
import { fillTemplate } from '@/lib/template'
import { figureKeys, figureRules, type FigureKey } from '@/lib/sale/figures'

/** A figure's standing in words, its colour only a second cue: better than the average in the cattle tint and bold. */
function Standing({ view, sex, figure, value }: { view: SaleView; sex: Sex; figure: FigureKey; value: number }) {
  const average = view.averages[sex][figure]
  if (average === undefined) return null
  const { text, better } = standingText(view.words, figure, value, average)
  return <span className={`block text-sm ${better ? 'font-semibold text-cattle-800' : 'text-ink-muted'}`}>{text}</span>
}

/**
 * One animal's performance: each figure measured on its sex, its value, the average beside it and
 * how it stands, in a real table (read aloud row by row, indexed, printed).
 */
export function AnimalFiguresTable({ view, animal }: { view: SaleView; animal: AnimalView }) {
  const { words } = view
  return (
    // Named by the section's heading and the animal's name: a landmark of its own, apart from its section's.
    <div
      role="region"
      aria-labelledby="figures-title page-title"
      tabIndex={0}
      className="card scroll-cue mt-5 overflow-x-auto"
    >
      <table className="figures-table">
        <thead className="bg-cattle-100 text-sm text-cattle-900">
          <tr>
            <th scope="col" className="min-w-44 font-semibold">
              {words.figures.figure}
            </th>
            <th scope="col" className="text-right font-semibold">
              {words.figures.value}
            </th>
            <th scope="col" className="text-right font-semibold">
              {view.averageHeading(figuresFor(animal), animal.sex)}
            </th>
            <th scope="col" className="text-right font-semibold">
              {words.figures.against}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {figuresFor(animal).map((key) => {
            const value = animal.figures[key]
            const average = view.averages[animal.sex][key]
            return (
              <tr key={key}>
                <th scope="row" className="min-w-44 text-ink">
                  {words.figures.names[key].name}
                </th>
                <td className="font-semibold">
                  {value === undefined ? words.figures.notMeasured : figureText(words, key, value)}
                </td>
                <td>{average === undefined ? '–' : averageText(words, key, average)}</td>
                <td>
                  {value === undefined ? '–' : <Standing view={view} sex={animal.sex} figure={key} value={value} />}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** The figures the catalogue's overview shows: those any animal of the sale has. */
export function overviewFigures(view: SaleView): FigureKey[] {
  return figureKeys.filter((key) => view.animals.some((animal) => animal.figures[key] !== undefined))
}

/**
 * Every animal's figures side by side in one table, the average in its last row: the list's
 * figures for a buyer who compares on paper or with a screen reader, and for search engines.
 */
export function CatalogueFiguresTable({ view, headingId }: { view: SaleView; headingId: string }) {
  const { words } = view
  const figures = overviewFigures(view)
  return (
    <div role="region" aria-labelledby={headingId} tabIndex={0} className="card scroll-cue mt-5 overflow-x-auto">
      <table className="figures-table">
        <thead className="bg-cattle-100 text-sm text-cattle-900">
          <tr>
            <AnimalListHeads words={words} />
            {figures.map((key) => (
              <th key={key} scope="col" className="min-w-44 text-right font-semibold">
                {words.figures.names[key].name}{' '}
                <span className="block font-normal">{words.figures.names[key].unit}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody id="animal-rows" className="divide-y divide-cream-200">
          {view.animals.map((animal) => (
            <tr key={animal.slug} data-animal={animal.slug}>
              <AnimalRowStart animal={animal}>
                {' '}
                <span className="block text-sm text-ink-muted">
                  {[animal.name ? animal.id : null, words.animal[animal.sex]].filter(Boolean).join(' · ')}
                </span>
              </AnimalRowStart>
              {figures.map((key) => {
                const value = animal.figures[key]
                const measured = value !== undefined && !(figureRules[key].bullsOnly && animal.sex === 'heifer')
                return (
                  <td key={key}>
                    {measured ? (
                      <>
                        {figureText(words, key, value)}{' '}
                        <Standing view={view} sex={animal.sex} figure={key} value={value} />
                      </>
                    ) : (
                      <span className="text-ink-muted">{words.figures.notMeasured}</span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-cattle-700 bg-cattle-50">
          {view.sexes.map((sex) => (
            <tr key={sex}>
              <td />
              <th scope="row" className="font-semibold">
                {fillTemplate(words.animal.averageOf, {
                  average: view.averageHeading(figures, sex),
                  sex: words.list.sex[sex],
                })}
              </th>
              {figures.map((key) => {
                const average = view.averages[sex][key]
                return <td key={key}>{average === undefined ? '–' : averageText(words, key, average)}</td>
              })}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  )
}

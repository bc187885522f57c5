import { dateText, type AnimalView } from '@/components/catalogue/sale-view'
import type { CatalogueWords } from '@/content/catalogue'
import { formatNumber } from '@/lib/format'
import { decimalsOf } from '@/lib/sale/figures'
import { testResultKeys, testResultRules } from '@/lib/sale/performance-test'
import { fillTemplate } from '@/lib/template'

/**
 * A bull's growth test as the station or the herd reports it: which test, where, from when and for
 * how long, then each result it measured, in a real table.
 */
export function PerformanceTest({
  test,
  words,
  lang,
}: {
  test: NonNullable<AnimalView['test']>
  words: CatalogueWords['test']
  lang: string
}) {
  const results = testResultKeys.filter((key) => test.results[key] !== undefined)
  return (
    <>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-lg min-[400px]:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{words.kind}</dt>
        <dd className="mb-3 min-[400px]:mb-0">{words.kinds[test.kind]}</dd>
        <dt className="text-ink-muted">{words.station}</dt>
        <dd className="mb-3 min-[400px]:mb-0">{test.station}</dd>
        <dt className="text-ink-muted">{words.started}</dt>
        <dd className="mb-3 min-[400px]:mb-0">
          <time dateTime={test.start}>{dateText(lang, test.start)}</time>
        </dd>
        <dt className="text-ink-muted">{words.length}</dt>
        <dd>{fillTemplate(words.days, { days: test.days })}</dd>
      </dl>
      {results.length > 0 && (
        // Two columns that fit a phone: the figure keeps its width, with its unit beside it, and the
        // result's name takes the rest and breaks where it must, rather than the table sliding sideways.
        <div className="card mt-5 overflow-hidden">
          <table className="figures-table test-table min-w-0">
            <thead className="bg-cattle-100 text-sm text-cattle-900">
              <tr>
                <th scope="col" className="font-semibold">
                  {words.result}
                </th>
                <th scope="col" className="text-right font-semibold">
                  {words.value}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-200">
              {results.map((key) => {
                const value = test.results[key]!
                const { unit } = words.results[key]
                // A residual feed intake below 0 with the minus sign the breeding values carry too.
                const written = formatNumber(value, decimalsOf(value, testResultRules[key].decimals)).replace(
                  /^-/,
                  '\u2212',
                )
                return (
                  <tr key={key}>
                    <th scope="row" className="w-full text-ink">
                      {words.results[key].name}
                    </th>
                    {/* The figure and its unit on one line (a no-break space) and the column as wide as that, a
                        long unit wrapping between its words: a style, as it beats the figures' table's
                        `nowrap` without a rule of its own in the site's CSS. */}
                    <td className="font-semibold" style={{ whiteSpace: 'normal', overflowWrap: 'break-word' }}>
                      {unit ? `${written}\u00a0${unit}` : written}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

import { buyerText, type SaleView } from '@/components/catalogue/sale-view'
import { formatCents, formatPercent } from '@/lib/format'
import type { ResultFigures } from '@/lib/sale/results'
import { fillTemplate } from '@/lib/template'

/**
 * The auction's results, which open the catalogue once it is over: the lots offered and sold, the
 * share sold, the average and top price and the turnover of each category and of the whole sale,
 * then the top lot of each category with its buyer where published. Every price figure is of the
 * published prices alone, and says so where some are not.
 *
 * While the sale is still selling (lots marked on its day), the section is in the page but hidden,
 * marked with the sale's day: the page's basics show it once that day has passed on the reader's
 * clock (scripts/build-steps/page-basics.ts), so a catalogue left with a lot on offer still opens
 * with its results the next morning.
 */
export function SaleResultsSection({ view, asAtLine }: { view: SaleView; asAtLine: React.ReactNode }) {
  const { results, stage, auction, words } = view
  if (!results || !auction || stage === 'before') return null
  const said = words.results
  const { all } = results
  const money = (cents: number | undefined) => (cents === undefined ? words.list.notPublished : formatCents(cents))
  const row = (label: string, figures: ResultFigures, key: string) => (
    <tr key={key}>
      <th scope="row" className="min-w-44 text-left font-semibold text-cattle-900">
        {label}
      </th>
      <td>{figures.offered}</td>
      <td>{figures.sold}</td>
      <td>{figures.clearance === undefined ? '–' : formatPercent(figures.clearance)}</td>
      <td>{money(figures.averageCents)}</td>
      <td>{money(figures.topCents)}</td>
      <td>{money(figures.turnoverCents)}</td>
    </tr>
  )
  const tops = results.categories.flatMap((category) => {
    const animal = view.animals.find((each) => each.slug === category.topLot)
    return animal ? [{ sex: category.sex, animal, cents: category.topCents! }] : []
  })
  const selling = stage === 'selling'
  return (
    <section
      id="results"
      aria-labelledby="results-title"
      className="sale-results border-b border-cream-200 py-12 sm:py-16"
      hidden={selling}
      data-shown-after={selling ? auction.date : undefined}
    >
      <div className="container-page">
        <h2 id="results-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl sm:text-4xl">
          {said.heading}
        </h2>
        <p id="results-lead" className="mt-3 text-xl font-semibold">
          {fillTemplate(said.lead, { sold: all.sold, offered: all.offered })}
        </p>
        {asAtLine}
        {/* Named apart from its section (two landmarks of one name cannot be told apart). */}
        <div
          role="region"
          aria-labelledby="results-lead results-title"
          tabIndex={0}
          className="card scroll-cue mt-6 overflow-x-auto"
        >
          <table className="figures-table results-table">
            <thead className="bg-cattle-100 text-sm text-cattle-900">
              <tr>
                <th scope="col" className="min-w-44 text-left font-semibold">
                  {said.category}
                </th>
                {[said.offered, said.sold, said.clearance, said.average, said.top, said.turnover].map((heading) => (
                  <th key={heading} scope="col" className="text-right font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            {results.categories.length > 1 && (
              <tbody className="divide-y divide-cream-200">
                {results.categories.map((category) => row(words.list.sex[category.sex], category, category.sex))}
              </tbody>
            )}
            <tfoot className="bg-cattle-50">{row(said.all, all, 'all')}</tfoot>
          </table>
        </div>
        {/* Not a paragraph right after the table, which paper leaves out as a scrolling table's hint
            (public/print.css). */}
        <div className="results-notes">
          {all.prices < all.sold && all.prices > 0 && (
            <p className="mt-3 max-w-prose text-ink-muted">
              {fillTemplate(said.partial, { prices: all.prices, sold: all.sold })}
            </p>
          )}
          {all.withdrawn + all.notSold + all.toConfirm > 0 && (
            <p className="mt-3 max-w-prose text-ink-muted">
              {fillTemplate(said.others, { withdrawn: all.withdrawn, notSold: all.notSold, toConfirm: all.toConfirm })}
            </p>
          )}
        </div>
        {tops.length > 0 && (
          <>
            <h3 className="mt-8 text-xl font-semibold text-cattle-900">{said.topLots}</h3>
            <dl className="top-lots mt-3 grid gap-x-6 gap-y-2 text-lg min-[400px]:grid-cols-[auto_1fr]">
              {tops.map(({ sex, animal, cents }) => (
                <div key={sex} className="contents">
                  <dt className="font-semibold text-cattle-900">{said.topOf[sex]}</dt>
                  <dd className="mb-3 min-[400px]:mb-0 [overflow-wrap:anywhere]">
                    <a href={animal.href} className="font-semibold underline underline-offset-2">
                      {`${fillTemplate(words.list.lotNumber, { lot: animal.lot! })}, ${animal.title}`}
                    </a>
                    {`: ${formatCents(cents)}`}
                    {animal.shownBuyer && `, ${buyerText(words, animal.shownBuyer)}`}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </section>
  )
}

import type { GarlicVariety } from '@/content/garlic-varieties'
import { formatNumber } from '@/lib/format'
import { calculatorRules, displayDecimals, varietyFigures } from '@/lib/garlic-calculator'
import { spacingLabel } from '@/components/calculator/labels'

export type VarietyFiguresTableProps = {
  varieties: readonly GarlicVariety[]
}

const cell = 'px-4 py-3 text-right tabular-nums whitespace-nowrap'
const { pathwayPercent } = calculatorRules

/**
 * The varieties' planting figures as a plain table in the page's HTML, worked out at build time by
 * the calculator's own rules, for visitors without JavaScript and for search engines.
 */
export function VarietyFiguresTable({ varieties }: VarietyFiguresTableProps) {
  return (
    <div className="mt-14">
      <h3 id="variety-figures-title" className="text-2xl font-semibold text-garlic-900">
        Seed and land per variety
      </h3>
      <p className="mt-2 max-w-prose text-ink-muted">
        Plants per m² are 1 ÷ (plant spacing × row spacing). Seeds per hectare plant {100 - pathwayPercent}% of
        the land and leave {pathwayPercent}% for pathways, rounded down; land per 1&nbsp;000 seeds adds{' '}
        {pathwayPercent}% for pathways.
      </p>
      <div
        role="region"
        aria-labelledby="variety-figures-title"
        tabIndex={0}
        className="card mt-5 overflow-x-auto"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <thead className="bg-garlic-100 text-sm text-garlic-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Variety</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Plant × row spacing</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Plants per m²</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Seeds per hectare</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Land per 1&nbsp;000 seeds</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-200">
            {varieties.map((variety) => {
              const figures = varietyFigures(variety)
              return (
                <tr key={variety.key}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    <span className="block font-semibold whitespace-nowrap text-ink">{variety.name}</span>
                    <span className="block text-sm text-ink-muted">{variety.stockLabel}</span>
                  </th>
                  <td className={cell}>{spacingLabel(variety)}</td>
                  <td className={cell}>{formatNumber(figures.plantsPerSquareMetre, displayDecimals.plantsPerSquareMetre)}</td>
                  <td className={cell}>{formatNumber(figures.seedsPerHectare, displayDecimals.seeds)}</td>
                  <td className={cell}>{formatNumber(figures.squareMetresPer1000Seeds, displayDecimals.squareMetres)}&nbsp;m²</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}

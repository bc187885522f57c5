import { spacingLabel, type SeedVariety } from '@/components/calculator/labels'
import type { CalculatorWords } from '@/content/calculator'
import { formatNumber } from '@/lib/format'
import { calculatorRules, displayDecimals, varietyFigures } from '@/lib/calculator/garlic-calculator'
import { fillTemplate } from '@/lib/template'
import { kilograms } from '@/lib/calculator/seed-text'
import { kilogramsPerHectare } from '@/lib/calculator/seed-order'

export type VarietyFiguresTableProps = {
  varieties: readonly SeedVariety[]
  words: CalculatorWords['table']
  /** The months seed is ordered in, named in the page's language. */
  months: { from: string; to: string }
}

const { pathwayPercent } = calculatorRules
const perSeeds = formatNumber(1000)

/**
 * The varieties' planting figures as a plain table in the page's HTML, worked out at build time by
 * the calculator's own rules, for visitors without JavaScript and for search engines.
 */
export function VarietyFiguresTable({ varieties, words, months }: VarietyFiguresTableProps) {
  return (
    <div className="mt-14">
      <h3 id="variety-figures-title" className="text-2xl font-semibold text-garlic-900">
        {words.heading}
      </h3>
      <p className="mt-2 max-w-prose text-ink-muted">
        {fillTemplate(words.explanation, { planted: 100 - pathwayPercent, pathways: pathwayPercent, seeds: perSeeds })}
      </p>
      {/* Wider than a phone: it slides sideways in its own box, a shadow at the edge that hides more, and
          the hint says so. */}
      <div
        role="region"
        aria-labelledby="variety-figures-title"
        aria-describedby="variety-figures-hint"
        tabIndex={0}
        className="card scroll-cue mt-5 overflow-x-auto"
      >
        <table className="figures-table">
          <thead className="bg-garlic-100 text-sm text-garlic-900">
            <tr>
              <th scope="col" className="font-semibold">
                {words.variety}
              </th>
              {(
                [
                  ['spacing', words.spacing],
                  ['plants', words.plantsPerSquareMetre],
                  ['seeds', words.seedsPerHectare],
                  ['land', fillTemplate(words.landPerSeeds, { seeds: perSeeds })],
                  ['cloves-per-kg', words.clovesPerKg],
                  ['seed-per-hectare', words.seedPerHectare],
                ] as const
              ).map(([column, heading]) => (
                <th key={column} scope="col" className="text-right font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-200">
            {varieties.map((variety) => {
              const figures = varietyFigures(variety)
              return (
                <tr key={variety.key}>
                  <th scope="row">
                    <span className="block font-semibold whitespace-nowrap text-ink">{variety.name}</span>
                    <span className="sr-only">, </span>
                    <span className="block text-sm text-ink-muted">{variety.stock}</span>
                  </th>
                  <td>{spacingLabel(variety)}</td>
                  <td>{formatNumber(figures.plantsPerSquareMetre, displayDecimals.plantsPerSquareMetre)}</td>
                  <td>{formatNumber(figures.seedsPerHectare, displayDecimals.seeds)}</td>
                  <td>{`${formatNumber(figures.squareMetresPer1000Seeds, displayDecimals.squareMetres)}\u00a0m²`}</td>
                  <td>{formatNumber(variety.clovesPerKg)}</td>
                  <td>{kilograms(kilogramsPerHectare(figures.seedsPerHectare, variety.clovesPerKg))}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p id="variety-figures-hint" className="mt-2 text-sm text-ink-muted min-[720px]:hidden">
        {words.scrollHint}
      </p>
      <p className="mt-3 max-w-prose text-ink-muted">{fillTemplate(words.orderWindow, months)}</p>
    </div>
  )
}

import { GarlicSeedCalculator } from '@/components/calculator/GarlicSeedCalculator'
import { VarietyFiguresTable } from '@/components/calculator/VarietyFiguresTable'
import { garlicVarieties } from '@/content/garlic-varieties'

/** The Garlic Seed Calculator's section on /garlic: the tool, and its figures as a table for every reader. */
export function GarlicSeedCalculatorSection() {
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="bg-garlic-50 py-20">
      <div className="container-page">
        <p className="text-sm font-semibold tracking-[0.14em] text-garlic-700 uppercase">Plan your season</p>
        <h2 id="calculator-title" className="mt-3 text-3xl font-semibold text-garlic-900 sm:text-4xl">
          Garlic Seed Calculator
        </h2>
        <p className="mt-4 max-w-prose text-lg text-ink-muted">
          Work out how much land your seed will need, or how much seed your land will take, with the
          water to plan for over the season.
        </p>
        {/* The interactive tool needs JavaScript; without it the table below carries the same figures. */}
        <div data-needs-js="" className="mt-10">
          <GarlicSeedCalculator varieties={garlicVarieties} />
        </div>
        <VarietyFiguresTable varieties={garlicVarieties} />
      </div>
    </section>
  )
}

import { GarlicSeedCalculator, type GarlicSeedCalculatorProps } from '@/components/calculator/GarlicSeedCalculator'
import type { SeedVariety } from '@/components/calculator/labels'
import { VarietyFiguresTable } from '@/components/calculator/VarietyFiguresTable'
import { windowMonths } from '@/components/calculator/seed-words'
import type { CalculatorWords } from '@/content/calculator'
import type { ReactNode } from 'react'
import { toolMarks } from '@/components/tool-wake'

export type GarlicSeedCalculatorSectionProps = {
  /** The varieties with seed, in the content's order: the first is the default. */
  varieties: readonly [SeedVariety, ...SeedVariety[]]
  words: CalculatorWords
  /** Sending the plan, the business on its printed page and the page's language. */
  paper: GarlicSeedCalculatorProps['paper']
  /** The months seed is ordered in. */
  orderWindow: GarlicSeedCalculatorProps['orderWindow']
  /** What the calculator says when the page's scripts cannot start (components/errors/ScriptsStalled). */
  stalled?: ReactNode
}

/** The Garlic Seed Calculator's section: the tool, and its figures as a table for every reader. */
export function GarlicSeedCalculatorSection({
  varieties,
  words,
  paper,
  orderWindow,
  stalled,
}: GarlicSeedCalculatorSectionProps) {
  const { eyebrow, heading, intro, table, ...islandWords } = words
  return (
    <section id="calculator" aria-labelledby="calculator-title" className="bg-garlic-50 py-20">
      <div className="container-page">
        <p className="text-sm font-semibold tracking-[0.14em] text-garlic-700 uppercase">{eyebrow}</p>
        <h2
          id="calculator-title"
          className="mt-3 text-2xl min-[400px]:text-3xl font-semibold text-garlic-900 sm:text-4xl"
        >
          {heading}
        </h2>
        <p className="mt-4 max-w-prose text-lg text-ink-muted">{intro}</p>
        {/* The interactive tool needs JavaScript; without it the table below carries the same figures. */}
        <div data-needs-js="" {...toolMarks.calculator} className="mt-10">
          {stalled}
          <GarlicSeedCalculator varieties={varieties} words={islandWords} paper={paper} orderWindow={orderWindow} />
        </div>
        <VarietyFiguresTable varieties={varieties} words={table} months={windowMonths(paper.lang, orderWindow)} />
      </div>
    </section>
  )
}

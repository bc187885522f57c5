'use client'

import { useId, useState } from 'react'
import { AmountField } from '@/components/calculator/AmountField'
import { ModeToggle } from '@/components/calculator/ModeToggle'
import { noResultMessage } from '@/components/calculator/no-result-message'
import { ResultsPanel } from '@/components/calculator/ResultsPanel'
import { useCalculatorState } from '@/components/calculator/use-calculator-state'
import { VarietyPicker } from '@/components/calculator/VarietyPicker'
import type { GarlicVariety } from '@/content/garlic-varieties'
import { landToSeeds, seedsToLand } from '@/lib/garlic-calculator'

export type GarlicSeedCalculatorProps = {
  /** The varieties to choose from; the first is the default. */
  varieties: readonly [GarlicVariety, ...GarlicVariety[]]
}

/** The calculator: an input panel and a results panel that recomputes on every change. */
export function GarlicSeedCalculator({ varieties }: GarlicSeedCalculatorProps) {
  const [state, update] = useCalculatorState(varieties)
  // Why the field's value cannot be trusted: text a number field cannot read leaves it empty, and
  // it silently drops a decimal comma (2,5 would become 25), so results wait until that is fixed.
  const [doubt, setDoubt] = useState<'unreadable' | 'decimalComma' | null>(null)
  const id = useId()
  const variety = varieties.find((option) => option.key === state.variety) ?? varieties[0]
  const seedsMode = state.mode === 'seedsToLand'
  const outcome = seedsMode ? seedsToLand(state.seeds, variety) : landToSeeds(state.land, state.unit, variety)
  const result = !doubt && outcome.ok ? outcome.result : null
  const reason = doubt === 'unreadable' ? 'notANumber' : (doubt ?? (outcome.ok ? null : outcome.reason))
  const problemId = reason && reason !== 'empty' ? `${id}-problem` : undefined

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8">
      <form
        aria-label="Calculator inputs"
        className="card flex flex-col gap-7 p-5 sm:p-8"
        onSubmit={(event) => event.preventDefault()}
      >
        <ModeToggle
          mode={state.mode}
          onChange={(mode) => {
            setDoubt(null)
            update({ mode })
          }}
        />
        <VarietyPicker varieties={varieties} selected={variety.key} onChange={(key) => update({ variety: key })} />
        <AmountField
          mode={state.mode}
          value={seedsMode ? state.seeds : state.land}
          unit={state.unit}
          problemId={problemId}
          onValueChange={(value, badInput) => {
            const commaStands = doubt === 'decimalComma' && value !== '' && !value.includes('.')
            setDoubt(badInput ? 'unreadable' : commaStands ? 'decimalComma' : null)
            update(seedsMode ? { seeds: value } : { land: value })
          }}
          onDecimalComma={() => setDoubt('decimalComma')}
          onUnitChange={(unit) => update({ unit })}
        />
      </form>
      <ResultsPanel
        titleId={`${id}-results`}
        result={result}
        varietyName={variety.name}
        message={reason ? noResultMessage(reason, state.mode, state.unit) : ''}
        problemId={problemId}
      />
    </div>
  )
}

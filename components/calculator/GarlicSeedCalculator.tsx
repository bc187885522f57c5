'use client'

import { useEffect, useId, useRef } from 'react'
import { AmountField } from '@/components/calculator/AmountField'
import { shareCalculatorLand } from '@/components/calculator/calculator-land'
import type { SeedVariety } from '@/components/calculator/labels'
import { ModeToggle } from '@/components/calculator/ModeToggle'
import { noResultMessage } from '@/components/calculator/no-result-message'
import { ResultsPanel } from '@/components/calculator/ResultsPanel'
import { useCalculatorState } from '@/components/calculator/use-calculator-state'
import { VarietyPicker } from '@/components/calculator/VarietyPicker'
import { useHydrated } from '@/components/use-hydrated'
import type { CalculatorWords } from '@/content/calculator'
import { landToSeeds, seedsToLand } from '@/lib/garlic-calculator'

export type GarlicSeedCalculatorProps = {
  /** The varieties to choose from; the first is the default. */
  varieties: readonly [SeedVariety, ...SeedVariety[]]
  /** Every word it shows, in the page's language (content/calculator.yaml); only these travel to the browser. */
  words: IslandWords
}

/** The calculator's words the island shows (the section's heading and the table are the server's). */
export type IslandWords = Omit<CalculatorWords, 'eyebrow' | 'heading' | 'intro' | 'table'>

/**
 * The calculator: an input panel and a results panel that recomputes on every change. Its controls
 * are native (radios, number boxes, a select) and the style sheet shows the checked mode's field,
 * so they answer before the script arrives; what was entered then is adopted when it runs.
 */
export function GarlicSeedCalculator({ varieties, words }: GarlicSeedCalculatorProps) {
  const form = useRef<HTMLFormElement>(null)
  const live = useHydrated()
  const { state, update, doubt, setDoubt } = useCalculatorState(varieties, form)
  const id = useId()
  const variety = varieties.find((option) => option.key === state.variety) ?? varieties[0]
  const seedsMode = state.mode === 'seedsToLand'
  const outcome = seedsMode ? seedsToLand(state.seeds, variety) : landToSeeds(state.land, state.unit, variety)
  const result = !doubt && outcome.ok ? outcome.result : null
  const reason = doubt === 'unreadable' ? 'notANumber' : (doubt ?? (outcome.ok ? null : outcome.reason))
  const problemId = live && reason && reason !== 'empty' ? `${id}-problem` : undefined
  const hectares = result ? (result.mode === 'seedsToLand' ? result.landNeeded : result.landProvided).hectares : null
  // The season planner below offers this land as its hectares.
  useEffect(() => shareCalculatorLand(hectares), [hectares])

  // A number box silently drops text it cannot read and a decimal comma (2,5 would become 25), so
  // results wait until that is fixed.
  const onAmount = (field: 'seeds' | 'land') => (value: string, badInput: boolean) => {
    const commaStands = doubt === 'decimalComma' && value !== '' && !value.includes('.')
    setDoubt(badInput ? 'unreadable' : commaStands ? 'decimalComma' : null)
    update({ [field]: value })
  }

  return (
    <div className="calculator grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8">
      <form
        ref={form}
        aria-label={words.formLabel}
        className="card flex flex-col gap-7 p-5 sm:p-8"
        onSubmit={(event) => event.preventDefault()}
      >
        <ModeToggle
          words={{ question: words.modeQuestion, modes: words.modes }}
          mode={state.mode}
          onChange={(mode) => {
            setDoubt(null)
            update({ mode })
          }}
        />
        <VarietyPicker varieties={varieties} question={words.varietyQuestion} selected={variety.key} onChange={(key) => update({ variety: key })} />
        <AmountField
          kind="seeds"
          id={id}
          value={state.seeds}
          unit={state.unit}
          problemId={seedsMode ? problemId : undefined}
          onValueChange={onAmount('seeds')}
          words={{ ...words.seeds, unitLabel: words.unitLabel, units: words.units }}
        />
        <AmountField
          kind="land"
          id={id}
          value={state.land}
          unit={state.unit}
          problemId={seedsMode ? undefined : problemId}
          onValueChange={onAmount('land')}
          onDecimalComma={() => setDoubt('decimalComma')}
          onUnitChange={(unit) => update({ unit })}
          words={{ ...words.land, unitLabel: words.unitLabel, units: words.units }}
        />
      </form>
      <ResultsPanel
        titleId={`${id}-results`}
        live={live}
        result={result}
        varietyName={variety.name}
        message={reason ? noResultMessage(reason, state.mode, state.unit, words) : ''}
        problemId={problemId}
        words={words.results}
        prompts={{ seeds: words.hints.emptySeeds, land: words.hints.emptyLand }}
      />
    </div>
  )
}

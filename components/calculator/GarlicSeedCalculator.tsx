'use client'

import { useEffect, useId, useRef } from 'react'
import { Announcement, useSettled } from '@/components/Announcement'
import { AmountField } from '@/components/calculator/AmountField'
import { shareCalculatorLand } from '@/components/calculator/calculator-land'
import { spacingLabel, type SeedVariety } from '@/components/calculator/labels'
import type { PlanPaper } from '@/components/calculator/PlanDocument'
import { ModeToggle } from '@/components/calculator/ModeToggle'
import { ResultsPanel } from '@/components/calculator/ResultsPanel'
import { useCalculatorState } from '@/components/calculator/use-calculator-state'
import { VarietyPicker } from '@/components/calculator/VarietyPicker'
import { useHydrated } from '@/components/use-hydrated'
import { useOnDemand } from '@/components/use-on-demand'
import type { CalculatorWords } from '@/content/calculator'
import type { OrderWindow } from '@/lib/calculator/seed-order'

export type GarlicSeedCalculatorProps = {
  /** The varieties to choose from; the first is the default. */
  varieties: readonly [SeedVariety, ...SeedVariety[]]
  /** Every word it shows, in the page's language (content/calculator.yaml); only these travel to the browser. */
  words: IslandWords
  /** Sending the plan, the business on its printed page and the page's language. */
  paper: Omit<PlanPaper, 'document'>
  /** The months seed is ordered in. */
  orderWindow: OrderWindow
}

/** The calculator's words the island shows (the section's heading and the table are the server's). */
export type IslandWords = Omit<CalculatorWords, 'eyebrow' | 'heading' | 'intro' | 'table'>

// The rules and the figures' words and drawing come on first use, not with the page.
const loadWorkingPart = () => import('@/components/calculator/working-part')

/**
 * The calculator: an input panel and a results panel that recomputes on every change. Its controls
 * are native (radios, number boxes, a select) and the style sheet shows the checked mode's field,
 * so they answer before the script arrives; what was entered then is adopted when it runs. The
 * rules that work the figures out are fetched when the visitor first turns to the form (at once
 * when the address or an early entry has an amount); until then an amount shows that the figures
 * are on their way.
 */
export function GarlicSeedCalculator({ varieties, words, paper, orderWindow }: GarlicSeedCalculatorProps) {
  const form = useRef<HTMLFormElement>(null)
  const live = useHydrated()
  const { state, update, doubt, setDoubt } = useCalculatorState(varieties, form)
  const id = useId()
  const variety = varieties.find((option) => option.key === state.variety) ?? varieties[0]
  const seedsMode = state.mode === 'seedsToLand'
  const amount = seedsMode ? state.seeds : state.land
  const entered = amount.trim() !== '' || doubt !== null
  // Something to work out (from the address, or typed before the script): the rules are fetched at once.
  const { part: working, want } = useOnDemand(loadWorkingPart, { when: entered })
  // Tried again on the next use when a fetch failed (the connection may be back).
  const use = () => {
    want().catch(() => {})
  }
  const outcome = working
    ? seedsMode
      ? working.seedsToLand(state.seeds, variety)
      : working.landToSeeds(state.land, state.unit, variety)
    : null
  const result = !doubt && outcome?.ok ? outcome.result : null
  const reason =
    doubt === 'unreadable'
      ? 'notANumber'
      : (doubt ?? (outcome ? (outcome.ok ? null : outcome.reason) : entered ? null : 'empty'))
  const problemId = live && working && reason && reason !== 'empty' ? `${id}-problem` : undefined
  const message = !reason
    ? ''
    : reason === 'empty'
      ? seedsMode
        ? words.hints.emptySeeds
        : words.hints.emptyLand
      : working
        ? working.noResultMessage(reason, state.mode, state.unit, words)
        : ''
  const hectares = result ? (result.mode === 'seedsToLand' ? result.landNeeded : result.landProvided).hectares : null
  // What a screen reader hears, once typing settles: the answer with its unit, or what is wrong.
  const answer =
    result && working ? working.resultFigures(result, words.results, { variety, words: words.order, varieties }) : null
  const spoken = useSettled(answer ? working!.spokenAnswer(answer) : '')
  const ask = answer ? working!.calculatorSeedAsk(state, orderWindow, words.order) : null
  const wrong = useSettled(problemId ? message : '')
  const titleId = `${id}-results`
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
    <div
      className="calculator grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8"
      // For an engine that cannot read the form's state from the style sheet (`:has`, app/globals.css):
      // the mode once the script holds it (before, both boxes show), the unit from the start.
      data-mode={live ? state.mode : undefined}
      data-chosen-unit={state.unit}
    >
      <form
        ref={form}
        aria-label={words.formLabel}
        className="card flex flex-col gap-7 p-5 sm:p-8"
        // Enter or the button works the figures out and moves to them. Until the script runs the
        // button is disabled, so Enter goes nowhere (the entries are kept and adopted).
        onSubmit={(event) => {
          event.preventDefault()
          use()
          document.getElementById(titleId)?.focus()
        }}
        onFocus={use}
        onPointerDown={use}
        onChange={use}
      >
        <ModeToggle
          words={{ question: words.modeQuestion, modes: words.modes }}
          mode={state.mode}
          onChange={(mode) => {
            setDoubt(null)
            update({ mode })
          }}
        />
        <VarietyPicker
          varieties={varieties}
          question={words.varietyQuestion}
          selected={variety.key}
          onChange={(key) => update({ variety: key })}
        />
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
        <button type="submit" disabled={!live} className="button-send self-start">
          {words.submit}
        </button>
      </form>
      <ResultsPanel
        titleId={titleId}
        live={live}
        working={working}
        shown={answer}
        ask={ask}
        message={message}
        problemId={problemId}
        words={words.results}
        prompts={{ seeds: words.hints.emptySeeds, land: words.hints.emptyLand }}
        variety={`${variety.name} (${spacingLabel(variety)})`}
        paper={{ ...paper, document: words.document }}
      />
      <Announcement polite={spoken} assertive={wrong} />
    </div>
  )
}

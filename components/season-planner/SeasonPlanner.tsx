import { useId } from 'react'
import { useHydrated } from '@/components/use-hydrated'
import { QuantityField } from '@/components/season-planner/QuantityField'
import { SeasonEstimatePanel } from '@/components/season-planner/SeasonEstimatePanel'
import { SeedChoice } from '@/components/season-planner/SeedChoice'
import { ServiceChoices } from '@/components/season-planner/ServiceChoices'
import { TakeCalculatorLand } from '@/components/season-planner/TakeCalculatorLand'
import type { HintId, SeasonPlannerProps } from '@/components/season-planner/types'
import { useSeasonPlanner } from '@/components/season-planner/use-season-planner'
import { isError } from '@/lib/season-planner/types'
import type { PlannerProblems, PlannerQuantity } from '@/lib/season-planner/types'

/**
 * The season planner: a form of native controls named as in the address, so it takes entries
 * before the script arrives (they are adopted when it runs), and the estimate panel beside it. One
 * estimate, worked out from the entries, drives the panel's summary and lines and the boxes' hints.
 */
export function SeasonPlanner({
  services,
  travel,
  tonsPerHour,
  seeds,
  form: words,
  words: estimateWords,
}: SeasonPlannerProps) {
  const keys = {
    field: services.field.map((service) => service.key),
    processing: services.processing.map((service) => service.key),
    seed: seeds.map((seed) => seed.key),
  }
  const prices = {
    field: services.field,
    processing: services.processing,
    travelPerKilometre: travel.price,
    tonsPerHour,
    seeds,
  }
  const { form, entries, update, use, outcome, working } = useSeasonPlanner(keys, prices)
  const id = useId()
  const live = useHydrated()
  const hintId: HintId = (name) => `${id}-${name}-hint`
  const titleId = `${id}-estimate`
  const problems: PlannerProblems = outcome?.status === 'incomplete' ? outcome.problems : {}
  const quantity = (name: PlannerQuantity) => ({
    name,
    value: entries[name],
    onChange: (value: string) => update({ [name]: value }),
    words: words.quantities[name],
    hintId: problems[name] ? hintId(name) : undefined,
    invalid: isError(problems[name]),
  })
  const names = Object.fromEntries(
    [...services.field, ...services.processing, { key: 'travel', name: travel.name }, ...seeds].map((service) => [
      service.key,
      service.name,
    ]),
  )
  const labels = {
    hectares: words.quantities.hectares.label,
    kilometres: words.quantities.kilometres.label,
    tons: words.quantities.tons.label,
  }

  return (
    <div className="planner mt-10 grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8">
      {/* autoComplete off: on a reload Firefox would put back the ticks (its boxes hold nothing to put
          back), which the planner would take for the visitor's entry over the address it restores from. */}
      <form
        ref={form}
        aria-label={words.label}
        autoComplete="off"
        // Enter or the button works the estimate out and moves to it. Until the script runs the
        // button is disabled, so Enter goes nowhere (the entries are kept and adopted).
        onSubmit={(event) => {
          event.preventDefault()
          use()
          document.getElementById(titleId)?.focus()
        }}
        onFocus={use}
        onPointerDown={use}
        onChange={use}
        className="card grid gap-8 p-5 sm:p-8"
      >
        {/* Each group's grid is inside its fieldset, not the fieldset itself: Chromium before 88 lays a
            fieldset out as a grid with its legend as a row, 90 px taller. */}
        {/* min-w-0: a fieldset is at least as wide as its widest content, and a select as its longest option. */}
        <fieldset className="min-w-0" aria-describedby={problems.field ? hintId('field') : undefined}>
          <legend className="season-legend">{words.legends.field}</legend>
          <div className="grid gap-5">
            <ServiceChoices
              group="field"
              services={services.field}
              chosen={entries.field}
              onChange={(field) => update({ field })}
            />
            <QuantityField {...quantity('hectares')}>
              <TakeCalculatorLand words={words.take} onTake={(hectares) => update({ hectares })} />
            </QuantityField>
            <QuantityField {...quantity('kilometres')} />
            {/* The seed for the hectares above, after the distance the field services need. */}
            {seeds.length > 0 && (
              <SeedChoice seeds={seeds} value={entries.seed} onChange={(seed) => update({ seed })} words={words.seed} />
            )}
          </div>
        </fieldset>
        <fieldset className="min-w-0" aria-describedby={problems.processing ? hintId('processing') : undefined}>
          <legend className="season-legend">{words.legends.processing}</legend>
          <div className="grid gap-5">
            <ServiceChoices
              group="processing"
              services={services.processing}
              chosen={entries.processing}
              onChange={(processing) => update({ processing })}
            />
            <QuantityField {...quantity('tons')} />
          </div>
        </fieldset>
        <button type="submit" disabled={!live} className="button-send self-start">
          {words.submit}
        </button>
      </form>
      <SeasonEstimatePanel
        outcome={outcome}
        working={working}
        names={names}
        labels={labels}
        tonsPerHour={tonsPerHour}
        hintId={hintId}
        titleId={titleId}
        words={estimateWords}
      />
    </div>
  )
}

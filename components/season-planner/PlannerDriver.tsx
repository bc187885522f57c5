'use client'

import { useLayoutEffect, useState } from 'react'
import { EstimateLines } from '@/components/season-planner/EstimateLines'
import { formOrder, isError } from '@/components/season-planner/hints'
import { plannerIds } from '@/components/season-planner/planner-ids'
import { describeBy, fillForm, readForm, writeAddress } from '@/components/season-planner/planner-form'
import { publishPlanner } from '@/components/season-planner/planner-store'
import type { SeasonEstimatePanelProps } from '@/components/season-planner/SeasonEstimatePanel'
import { defaultPlannerState, parsePlannerQuery, samePlannerState } from '@/lib/season-planner/query'
import type { PlannerState } from '@/lib/season-planner/query'
import { seasonEstimate } from '@/lib/season-estimate'

/**
 * The planner at work: its state, kept in the page address beside the calculator's so an estimate
 * can be bookmarked or sent on WhatsApp. When it takes over it adopts what the visitor already
 * entered or ticked and writes that to the address, or, if they did nothing, puts what the address
 * describes into the form; from then on every entry rewrites the address in place, and Back and
 * Forward restore what their address says. It draws the estimate's lines and publishes the outcome
 * for the summary above them.
 */
export function PlannerDriver({ services, travel, tonsPerHour, words }: SeasonEstimatePanelProps) {
  const [state, setState] = useState<PlannerState>(defaultPlannerState)
  const outcome = seasonEstimate(state, { field: services.field, processing: services.processing, travelPerKilometre: travel.price, tonsPerHour })

  // Before the first paint with it, so the panel never shows an estimate of the wrong entries.
  useLayoutEffect(() => {
    const form = document.getElementById(plannerIds.form)
    if (!(form instanceof HTMLFormElement)) return
    const keys = { field: services.field.map((service) => service.key), processing: services.processing.map((service) => service.key) }
    const entered = readForm(form, keys)
    let current = entered
    /* eslint-disable react-hooks/set-state-in-effect -- the form's DOM and the address are outside React until now */
    if (!samePlannerState(entered, defaultPlannerState())) {
      writeAddress(entered)
    } else {
      current = parsePlannerQuery(window.location.search, keys)
      fillForm(form, current)
    }
    setState(current)
    /* eslint-enable react-hooks/set-state-in-effect */
    const onEntry = () => {
      const next = readForm(form, keys)
      if (samePlannerState(current, next)) return
      current = next
      setState(next)
      writeAddress(next)
    }
    const onAddress = () => {
      current = parsePlannerQuery(window.location.search, keys)
      fillForm(form, current)
      setState(current)
    }
    form.addEventListener('input', onEntry)
    form.addEventListener('change', onEntry)
    window.addEventListener('popstate', onAddress)
    return () => {
      form.removeEventListener('input', onEntry)
      form.removeEventListener('change', onEntry)
      window.removeEventListener('popstate', onAddress)
    }
    // Once, when it takes over: the services come from the page's content and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The boxes and groups are the server's: each is pointed at its hint in the panel while it has
  // one, and a box whose entry is wrong is marked invalid.
  useLayoutEffect(() => {
    const problems = outcome.status === 'incomplete' ? outcome.problems : {}
    for (const name of formOrder) {
      const element = name === 'field' || name === 'processing' ? document.querySelector(`input[name="${name}"]`)?.closest('fieldset') : document.getElementById(plannerIds.box(name))
      if (!element) continue
      describeBy(element, plannerIds.hint(name), problems[name] !== undefined)
      if (isError(problems[name])) element.setAttribute('aria-invalid', 'true')
      else element.removeAttribute('aria-invalid')
    }
    publishPlanner({ outcome })
  })

  if (outcome.status !== 'estimate') return null
  const names = Object.fromEntries([...services.field, ...services.processing, { key: 'travel', name: travel.name }].map((service) => [service.key, service.name]))
  return <EstimateLines estimate={outcome.estimate} names={names} tonsPerHour={tonsPerHour} words={words} />
}

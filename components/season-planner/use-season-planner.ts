import { useLayoutEffect, useRef, useState } from 'react'
import { formQuery, writeQueryPart } from '@/components/page-address'
import { defaultPlannerState, hasPlannerQuery, parsePlannerQuery, samePlannerState, serialisePlannerQuery } from '@/lib/season-planner/query'
import type { PlannerState } from '@/lib/season-planner/query'
import type { PlannerOutcome, SeasonPrices, ServiceGroup } from '@/lib/season-planner/types'

// The rules (exact sums to the cent) and the estimate's summary and lines come on first use, not with the page.
const loadWorkingPart = () =>
  Promise.all([import('@/lib/season-planner/estimate'), import('@/components/season-planner/EstimateSummary'), import('@/components/season-planner/EstimateLines')]).then(
    ([{ seasonEstimate }, { EstimateSummary }, { EstimateLines }]) => ({ seasonEstimate, EstimateSummary, EstimateLines }),
  )
/** The planner's working part, once it is here. */
export type WorkingPart = Awaited<ReturnType<typeof loadWorkingPart>>

/** Writes the planner's part of the address; the calculator's part before it is kept. */
const writeAddress = (entries: PlannerState) => writeQueryPart('planner', serialisePlannerQuery(entries))

/**
 * The planner's entries, kept in the page address beside the calculator's so an estimate can be
 * bookmarked or sent on WhatsApp, and the one estimate they give. When the island takes over it
 * adopts what the visitor already entered or ticked and writes that to the address, or, if they
 * did nothing, takes what the address describes; from then on every entry rewrites the address in
 * place, and Back and Forward restore what their address says. The working part is fetched at once
 * when something was entered or the address carries an estimate, otherwise on the first `use` of
 * the form; a failed fetch is tried again on the next.
 */
export function useSeasonPlanner(keys: Record<ServiceGroup, readonly string[]>, prices: SeasonPrices) {
  const form = useRef<HTMLFormElement>(null)
  const asked = useRef(false)
  const [entries, setEntries] = useState<PlannerState>(defaultPlannerState)
  const [working, setWorking] = useState<WorkingPart | null>(null)
  const [failed, setFailed] = useState(false)

  const use = () => {
    if (asked.current) return
    asked.current = true
    loadWorkingPart().then(setWorking, () => {
      asked.current = false
      setFailed(true)
    })
  }

  // Before the first paint after hydration, so the panel never shows an estimate of other entries.
  useLayoutEffect(() => {
    const early = form.current ? parsePlannerQuery(formQuery(form.current), keys, { asTyped: true }) : defaultPlannerState()
    const entered = !samePlannerState(early, defaultPlannerState())
    if (entered) {
      setEntries(early)
      writeAddress(early)
    } else {
      setEntries(parsePlannerQuery(window.location.search, keys))
    }
    if (entered || hasPlannerQuery(window.location.search)) use()
    const fromAddress = () => setEntries(parsePlannerQuery(window.location.search, keys))
    window.addEventListener('popstate', fromAddress)
    return () => window.removeEventListener('popstate', fromAddress)
    // Once, when the island takes over: the services come from the page's content and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function update(change: Partial<PlannerState>) {
    const next = { ...entries, ...change }
    setEntries(next)
    writeAddress(next)
  }

  const outcome: PlannerOutcome | null = working ? working.seasonEstimate(entries, prices) : null
  return { form, entries, update, use, outcome, working, failed }
}

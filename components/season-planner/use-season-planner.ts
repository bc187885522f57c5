import { useRef, useState } from 'react'
import { formQuery } from '@/components/form-query'
import { writeQueryPart } from '@/components/page-address'
import { useAddressState } from '@/components/use-address-state'
import { EstimateLines } from '@/components/season-planner/EstimateLines'
import { EstimateSummary, estimateAnnouncement } from '@/components/season-planner/EstimateSummary'
import { seasonEstimate } from '@/lib/season-planner/estimate'
import {
  defaultPlannerState,
  hasPlannerQuery,
  parsePlannerQuery,
  samePlannerState,
  serialisePlannerQuery,
} from '@/lib/season-planner/query'
import type { PlannerState } from '@/lib/season-planner/query'
import type { PlannerOutcome, SeasonPrices, ServiceGroup } from '@/lib/season-planner/types'

/**
 * The planner's working part: the rules (exact sums to the cent) and the estimate's summary and lines.
 * They come with the planner's own code, which is fetched when the visitor turns to the planner
 * (SeasonPlannerOnIntent.tsx): one file, in one round trip, rather than a second fetch on first use.
 * The panel still shows them from the first use, as before.
 */
const workingPart = { seasonEstimate, EstimateSummary, estimateAnnouncement, EstimateLines }
/** The planner's working part, once it is used. */
export type WorkingPart = typeof workingPart

/** Writes the planner's part of the address; the calculator's part before it is kept. */
const writeAddress = (entries: PlannerState) => writeQueryPart('planner', serialisePlannerQuery(entries))

/**
 * The planner's entries, kept in the page address beside the calculator's (useAddressState) so an
 * estimate can be bookmarked or sent on WhatsApp, and the one estimate they give. The working part
 * is used at once when something was entered before the script ran or the address carries an
 * estimate, otherwise from the first `use` of the form.
 */
export function useSeasonPlanner(keys: Record<ServiceGroup | 'seed', readonly string[]>, prices: SeasonPrices) {
  const form = useRef<HTMLFormElement>(null)
  const [used, setUsed] = useState(false)
  const use = () => setUsed(true)
  const working = used ? workingPart : null

  const [entries, update] = useAddressState<PlannerState>(
    defaultPlannerState,
    { read: (search) => parsePlannerQuery(search, keys), write: writeAddress },
    () => {
      const early = form.current
        ? parsePlannerQuery(formQuery(form.current), keys, { asTyped: true })
        : defaultPlannerState()
      const entered = !samePlannerState(early, defaultPlannerState())
      if (entered || hasPlannerQuery(window.location.search)) use()
      return entered ? early : null
    },
  )

  const outcome: PlannerOutcome | null = working ? working.seasonEstimate(entries, prices) : null
  return { form, entries, update, use, outcome, working }
}

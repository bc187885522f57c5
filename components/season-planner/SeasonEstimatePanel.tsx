'use client'

import { useEffect, useState } from 'react'
import { formHasEntries, plannerIds } from '@/components/season-planner/planner-ids'
import type { PlannerWords } from '@/content/planner'
import { hasPlannerQuery } from '@/lib/season-planner/query'
import type { PlannerQuantity, ServiceGroup } from '@/lib/season-estimate'
import type { EstimateMarkers } from '@/lib/season-estimate-text'

/**
 * The planner's words its working part shows: the results, the hints, the units and the message,
 * and how the message's estimate begins and ends in the site's other languages (so an estimate
 * added on the other language's page is replaced, not repeated).
 */
export type EstimateWords = Pick<PlannerWords, 'results' | 'hints' | 'units' | 'message'> & { otherLanguages: readonly EstimateMarkers[] }

export type SeasonEstimatePanelProps = {
  /** Each group's services with rand per unit, in the price lists' order (content/garlic.yaml). */
  services: Record<ServiceGroup, readonly { key: string; name: string; price: number }[]>
  /** The travelling charge's name and rand per kilometre. */
  travel: { name: string; price: number }
  tonsPerHour: number
  words: EstimateWords
  /** The boxes' labels, naming an entry to correct in the list of what the estimate needs. */
  labels: Record<PlannerQuantity, string>
}

// The rules, the figures and the hand-over to the contact form come on first use, not with the page.
const loadEstimate = () => import('@/components/season-planner/estimate')
type EstimateModule = Awaited<ReturnType<typeof loadEstimate>>

// Any of these in the planner's form is a first use.
const uses = ['focusin', 'pointerdown', 'input', 'change'] as const

/**
 * The estimate panel. Until the planner's working part is here (before the page's scripts, and on
 * first use while it is fetched), the style sheet shows the prompt, or, once something is ticked or
 * typed, word that the estimate is on its way (`data-early`). It is fetched at once when the visitor
 * entered something before this script ran or the address carries an estimate, otherwise on the
 * first focus, tap or entry in the form; a failed fetch is tried again on the next.
 */
export function SeasonEstimatePanel(props: SeasonEstimatePanelProps) {
  const { results } = props.words
  const [estimate, setEstimate] = useState<EstimateModule | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const form = document.getElementById(plannerIds.form)
    if (!(form instanceof HTMLFormElement)) return
    let asked = false
    const load = () => {
      if (asked) return
      asked = true
      loadEstimate().then(
        (module) => setEstimate(() => module),
        () => {
          asked = false
          setFailed(true)
        },
      )
    }
    if (formHasEntries(form) || hasPlannerQuery(window.location.search)) load()
    for (const use of uses) form.addEventListener(use, load)
    return () => {
      for (const use of uses) form.removeEventListener(use, load)
    }
  }, [])

  return (
    <section aria-labelledby="season-results" className="rounded-(--radius-card) bg-garlic-900 p-6 text-cream-50 sm:p-8 lg:sticky lg:top-24">
      <h3 id="season-results" className="text-2xl font-semibold">
        {results.heading}
      </h3>
      {/* Polite: what the estimate comes to, or what it still needs, read out as it changes. */}
      <div aria-live="polite" className="mt-4 text-lg">
        {estimate ? (
          <estimate.EstimateSummary {...props} />
        ) : failed ? (
          <p>{results.loadFailed}</p>
        ) : (
          <>
            <p data-early="prompt">{results.prompt}</p>
            <div data-early="pending">
              <p className="font-semibold">{results.waitingTitle}</p>
              <p className="mt-2 text-base text-cream-100">{results.waitingText}</p>
            </div>
          </>
        )}
      </div>
      {estimate && <estimate.PlannerDriver {...props} />}
    </section>
  )
}

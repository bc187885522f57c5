import { Announcement, useSettled } from '@/components/Announcement'
import type { EstimateWords, HintId } from '@/components/season-planner/types'
import type { WorkingPart } from '@/components/season-planner/use-season-planner'
import type { PlannerOutcome, PlannerQuantity } from '@/lib/season-planner/types'

export type SeasonEstimatePanelProps = {
  /** What the entries give; null until the planner is first used. */
  outcome: PlannerOutcome | null
  /** The estimate's summary and lines, from the first use. */
  working: Pick<WorkingPart, 'EstimateSummary' | 'EstimateLines' | 'estimateAnnouncement'> | null
  /** Each service's name, and the travelling charge's under 'travel'. */
  names: Readonly<Record<string, string>>
  /** The boxes' labels, naming an entry to correct in the list of what the estimate needs. */
  labels: Record<PlannerQuantity, string>
  tonsPerHour: number
  hintId: HintId
  words: EstimateWords
  /** The heading's id: the form's button moves the focus to it. */
  titleId: string
}

/**
 * The estimate panel. Until the planner is first used (before its code has come, and until a touch),
 * the style sheet shows the prompt, or, once something is ticked or typed, word that the estimate is
 * on its way (`data-early`).
 */
export function SeasonEstimatePanel({
  outcome,
  working,
  names,
  labels,
  tonsPerHour,
  hintId,
  words,
  titleId,
}: SeasonEstimatePanelProps) {
  const { results } = words
  // One sentence once typing settles, rather than every figure of the panel as it changes.
  const said =
    outcome && working
      ? working.estimateAnnouncement(outcome, labels, tonsPerHour, words)
      : { polite: '', assertive: '' }
  const polite = useSettled(said.polite)
  const assertive = useSettled(said.assertive)
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-(--radius-card) bg-garlic-900 p-6 text-cream-50 sm:p-8 lg:sticky lg:top-24"
    >
      <h3 id={titleId} tabIndex={-1} className="text-2xl font-semibold outline-offset-4">
        {results.heading}
      </h3>
      <div className="mt-4 text-lg">
        {outcome && working ? (
          <working.EstimateSummary
            outcome={outcome}
            labels={labels}
            tonsPerHour={tonsPerHour}
            hintId={hintId}
            words={words}
          />
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
      {outcome?.status === 'estimate' && working && (
        <working.EstimateLines estimate={outcome.estimate} names={names} tonsPerHour={tonsPerHour} words={words} />
      )}
      <Announcement polite={polite} assertive={assertive} />
    </section>
  )
}

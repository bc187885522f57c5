import { formOrder, hintFor } from '@/components/season-planner/hints'
import type { EstimateWords, HintId } from '@/components/season-planner/types'
import { estimateTotal, seedInTotal, shownRate, shownTime } from '@/lib/season-planner/estimate-text'
import { isError } from '@/lib/season-planner/types'
import type { PlannerOutcome, PlannerQuantity } from '@/lib/season-planner/types'
import { fillTemplate } from '@/lib/template'

export type EstimateSummaryProps = {
  outcome: PlannerOutcome
  labels: Record<PlannerQuantity, string>
  tonsPerHour: number
  hintId: HintId
  words: EstimateWords
}

/**
 * What a screen reader hears of an outcome, once typing settles (the panel's Announcement): the
 * total and the processing time, politely; what the estimate still needs, politely too, unless an
 * entry is wrong, which is said at once with its box's label.
 */
export function estimateAnnouncement(
  outcome: PlannerOutcome,
  labels: Record<PlannerQuantity, string>,
  tonsPerHour: number,
  words: EstimateWords,
): { polite: string; assertive: string } {
  const { results } = words
  if (outcome.status === 'empty') return { polite: '', assertive: '' }
  if (outcome.status === 'estimate') {
    const { processingTime } = outcome.estimate
    const time = processingTime
      ? ` ${fillTemplate(results.processingTime, { rate: shownRate(tonsPerHour) })}: ` +
        `${shownTime(processingTime, results)}.`
      : ''
    // Whether the seed chosen is in the total (priced) or not (on request).
    const seed = outcome.estimate.seed
      ? ` ${seedInTotal(outcome.estimate, {
          included: results.seedIncluded,
          notIncluded: results.seedNotIncluded,
          none: '',
        })}`
      : ''
    return {
      polite: `${results.total}: ${estimateTotal(outcome.estimate, results.onRequest)}.${seed}${time}`,
      assertive: '',
    }
  }
  const points = formOrder.flatMap((name) => {
    const problem = outcome.problems[name]
    if (!problem) return []
    const hint = hintFor(name, problem, words)
    return [
      {
        wrong: isError(problem),
        text: isError(problem) && name in labels ? `${labels[name as PlannerQuantity]}: ${hint}` : hint,
      },
    ]
  })
  const wrong = points.filter((point) => point.wrong)
  return wrong.length > 0
    ? { polite: '', assertive: wrong.map((point) => point.text).join(' ') }
    : { polite: `${results.incomplete} ${points.map((point) => point.text).join(' ')}`, assertive: '' }
}

/**
 * In the panel: the total and the processing time; or what the estimate still needs, each point
 * with the id its box or group points to, a wrong entry named by its label.
 */
export function EstimateSummary({ outcome, labels, tonsPerHour, hintId, words }: EstimateSummaryProps) {
  const { results } = words
  if (outcome.status === 'incomplete') {
    const { problems } = outcome
    return (
      <>
        <p>{results.incomplete}</p>
        <ul className="mt-3 grid gap-2 text-base">
          {formOrder.map((name) => {
            const problem = problems[name]
            if (!problem) return null
            return (
              <li key={name} className={isError(problem) ? 'font-semibold text-wheat-300' : ''}>
                {isError(problem) && name in labels && (
                  <span className="block text-sm font-normal text-cream-100">{labels[name as PlannerQuantity]}</span>
                )}
                <span id={hintId(name)}>{hintFor(name, problem, words)}</span>
              </li>
            )
          })}
        </ul>
      </>
    )
  }
  if (outcome.status !== 'estimate') return <p>{results.prompt}</p>
  const { processingTime } = outcome.estimate
  return (
    <dl>
      <dt className="text-sm font-semibold tracking-[0.12em] text-wheat-300 uppercase">{results.total}</dt>
      <dd className="mt-1 font-display text-4xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-5xl">
        {estimateTotal(outcome.estimate, results.onRequest)}
      </dd>
      {processingTime && (
        <>
          <dt className="mt-4 text-base text-cream-100">
            {fillTemplate(results.processingTime, { rate: shownRate(tonsPerHour) })}
          </dt>
          <dd className="font-semibold tabular-nums">{shownTime(processingTime, results)}</dd>
        </>
      )}
    </dl>
  )
}

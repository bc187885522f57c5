import { ResultFigures } from '@/components/calculator/ResultFigures'
import type { LandToSeedsResult, SeedsToLandResult } from '@/lib/garlic-calculator'

export type ResultsPanelProps = {
  titleId: string
  /** The figures, or null when the input gives no result. */
  result: SeedsToLandResult | LandToSeedsResult | null
  varietyName: string
  /** Shown in place of the figures: a prompt or the reason there is no result. */
  message: string
  /** Set when the message explains a problem with the input, which then points to it. */
  problemId: string | undefined
}

/**
 * The results, announced politely to screen readers as they change. Its minimum height holds the
 * figures' space, so results restored from a shared address do not push the page down.
 */
export function ResultsPanel({ titleId, result, varietyName, message, problemId }: ResultsPanelProps) {
  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      className="flex min-h-[46rem] flex-col rounded-(--radius-card) bg-garlic-900 p-6 text-cream-50 sm:min-h-[38rem] sm:p-8"
    >
      <h3 id={titleId} className="text-2xl font-semibold">
        Results
      </h3>
      <div className="mt-4 flex flex-1 flex-col">
        {result ? (
          <ResultFigures result={result} varietyName={varietyName} />
        ) : (
          <div className="my-auto self-center py-10 text-center">
            <p id={problemId} className={`mx-auto max-w-sm text-lg ${problemId ? 'font-semibold text-wheat-300' : 'text-cream-50'}`}>
              {message}
            </p>
            {!problemId && (
              <p className="mx-auto mt-3 max-w-sm text-cream-100">
                You will see the land in m², hectares and acres, the seeds, plants per m², spacings and the
                water to plan for each week, month and season.
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  )
}

import { figuresOnTheirWay, resultsPreview } from '@/components/calculator/labels'
import { noResultMessage } from '@/components/calculator/no-result-message'
import { ResultFigures } from '@/components/calculator/ResultFigures'
import type { LandToSeedsResult, SeedsToLandResult } from '@/lib/garlic-calculator'

export type ResultsPanelProps = {
  titleId: string
  /** False in the static HTML, until the calculator's script has taken the form over. */
  live: boolean
  /** The figures, or null when the input gives no result. */
  result: SeedsToLandResult | LandToSeedsResult | null
  varietyName: string
  /** Shown in place of the figures: a prompt or the reason there is no result. */
  message: string
  /** Set when the message explains a problem with the input, which then points to it. */
  problemId: string | undefined
}

const centred = 'my-auto self-center py-10 text-center'
const prompt = 'mx-auto max-w-sm text-lg text-cream-50'
const detail = 'mx-auto mt-3 max-w-sm text-cream-100'

/**
 * Before the script: the checked mode's prompt, or, once the visitor has entered an amount, word
 * that the figures are on their way (the style sheet picks which, from the form, `data-early`).
 * The visitor's entry is adopted when the script runs, so it is never the empty prompt they see
 * after typing.
 */
function WaitingForScript() {
  return (
    <div className={centred}>
      <div data-early="seeds">
        <p className={prompt}>{noResultMessage('empty', 'seedsToLand', 'sqm')}</p>
        <p className={detail}>{resultsPreview}</p>
      </div>
      <div data-early="land">
        <p className={prompt}>{noResultMessage('empty', 'landToSeeds', 'sqm')}</p>
        <p className={detail}>{resultsPreview}</p>
      </div>
      <div data-early="pending">
        <p className={`${prompt} font-semibold`}>{figuresOnTheirWay.title}</p>
        <p className={detail}>{figuresOnTheirWay.text}</p>
      </div>
    </div>
  )
}

/**
 * The results, announced politely to screen readers as they change. Its minimum height holds the
 * figures' space, so results restored from a shared address do not push the page down.
 */
export function ResultsPanel({ titleId, live, result, varietyName, message, problemId }: ResultsPanelProps) {
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
        {!live ? (
          <WaitingForScript />
        ) : result ? (
          <ResultFigures result={result} varietyName={varietyName} />
        ) : (
          <div className={centred}>
            <p id={problemId} className={problemId ? `${prompt} font-semibold text-wheat-300` : prompt}>
              {message}
            </p>
            {!problemId && <p className={detail}>{resultsPreview}</p>}
          </div>
        )}
      </div>
    </section>
  )
}

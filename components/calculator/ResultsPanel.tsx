import type { PlanPaper } from '@/components/calculator/PlanDocument'
import type { CalculatorWorkingPart } from '@/components/calculator/working-part'
import type { ResultFigureList } from '@/components/calculator/result-figures'
import type { SeedAsk } from '@/components/calculator/seed-words'
import type { CalculatorWords } from '@/content/calculator'

export type ResultsPanelProps = {
  titleId: string
  /** False in the static HTML, until the calculator's script has taken the form over. */
  live: boolean
  /** The rules and the figures' words and drawing, once they are here (fetched on first use). */
  working: Pick<CalculatorWorkingPart, 'ResultFigures' | 'PlanActions'> | null
  /** The figures in words, or null when the input gives no result (or the rules are not here yet). */
  shown: ResultFigureList | null
  /** "Ask for this seed", with the figures. */
  ask: SeedAsk | null
  /**
   * Shown in place of the figures: a prompt or the reason there is no result; empty while the rules are on their way.
   */
  message: string
  /** Set when the message explains a problem with the input, which then points to it. */
  problemId: string | undefined
  words: CalculatorWords['results']
  /** The two modes' prompts before anything is entered. */
  prompts: { seeds: string; land: string }
  /** The variety and its spacing, for the plan printed or sent. */
  variety: string
  /** Printing and sending the plan. */
  paper: PlanPaper
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
function WaitingForScript({ words, prompts }: Pick<ResultsPanelProps, 'words' | 'prompts'>) {
  return (
    <div className={centred}>
      <div data-early="seeds">
        <p className={prompt}>{prompts.seeds}</p>
        <p className={detail}>{words.preview}</p>
      </div>
      <div data-early="land">
        <p className={prompt}>{prompts.land}</p>
        <p className={detail}>{words.preview}</p>
      </div>
      <div data-early="pending">
        <p className={`${prompt} font-semibold`}>{words.waitingTitle}</p>
        <p className={detail}>{words.waitingText}</p>
      </div>
    </div>
  )
}

/**
 * The results. A screen reader hears them as one sentence once typing settles (the calculator's
 * Announcement), not figure by figure as they change, so the panel itself is not a live region; its
 * heading takes the focus when the form is sent. Its minimum height holds the first screen of the
 * figures, so results restored from a shared address, opened at the page's top or at the calculator,
 * lengthen it only below the screen and move nothing in view (e2e/calculator.spec.ts).
 */
export function ResultsPanel({
  titleId,
  live,
  working,
  shown,
  ask,
  message,
  problemId,
  words,
  prompts,
  variety,
  paper,
}: ResultsPanelProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={
        'flex min-h-[46rem] flex-col rounded-(--radius-card) bg-garlic-900 p-6 ' +
        'text-cream-50 sm:min-h-[38rem] sm:p-8'
      }
    >
      <h3 id={titleId} tabIndex={-1} className="text-2xl font-semibold outline-offset-4">
        {words.heading}
      </h3>
      <div className="mt-4 flex flex-1 flex-col">
        {!live ? (
          <WaitingForScript words={words} prompts={prompts} />
        ) : shown && ask && working ? (
          <working.ResultFigures shown={shown} ask={ask} />
        ) : !message ? (
          // An amount is entered and the rules are still on their way.
          <div className={centred}>
            <p className={`${prompt} font-semibold`}>{words.waitingTitle}</p>
            <p className={detail}>{words.waitingText}</p>
          </div>
        ) : (
          <div className={centred}>
            <p id={problemId} className={problemId ? `${prompt} font-semibold text-wheat-300` : prompt}>
              {message}
            </p>
            {!problemId && <p className={detail}>{words.preview}</p>}
          </div>
        )}
      </div>
      {shown && (
        <div className="mt-6 min-h-11">
          {working && <working.PlanActions shown={shown} variety={variety} paper={paper} />}
        </div>
      )}
    </section>
  )
}

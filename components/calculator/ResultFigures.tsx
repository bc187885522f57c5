import type { ResultFigureList, ShownFigure } from '@/components/calculator/result-figures'
import { SeedAskLink } from '@/components/calculator/SeedAskLink'
import type { SeedAsk } from '@/components/calculator/seed-words'

export type ResultFiguresProps = { shown: ResultFigureList; ask: SeedAsk }

// A row of label and figure on a phone; a tile from 640 px up.
const list = 'grid divide-y divide-cream-50/15 sm:grid-cols-3 sm:gap-2 sm:divide-y-0'

function Figure({ label, value }: ShownFigure) {
  return (
    <div
      className={
        'flex items-baseline justify-between gap-4 py-1.5 sm:block sm:rounded-xl ' + 'sm:bg-cream-50/8 sm:px-4 sm:py-3'
      }
    >
      <dt className="min-w-0 text-sm text-cream-100">{label}</dt>
      <dd
        className={
          'max-w-[65%] shrink-0 text-right text-lg font-semibold tabular-nums ' +
          '[overflow-wrap:anywhere] sm:mt-0.5 sm:max-w-none sm:text-left'
        }
      >
        {value}
      </dd>
    </div>
  )
}

/**
 * The figures for one result: the headline answer first, then the land, planting and water (result-figures.ts words
 * them).
 */
export function ResultFigures({ shown, ask }: ResultFiguresProps) {
  const { seed } = shown
  return (
    <div className="flex flex-col gap-5">
      <dl>
        <dt className="text-sm font-semibold tracking-[0.12em] text-wheat-300 uppercase">{shown.headline.label}</dt>
        <dd className="mt-1 font-display text-4xl font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-5xl">
          {shown.headline.value}
        </dd>
        <dd className="mt-2 text-cream-100">{shown.summary}</dd>
      </dl>
      <dl className={list}>
        {shown.figures.map((figure) => (
          <Figure key={figure.label} {...figure} />
        ))}
      </dl>
      <div>
        <h4 className="font-semibold">{shown.water.heading}</h4>
        <dl className={`mt-1 sm:mt-2 ${list}`}>
          {shown.water.figures.map((figure) => (
            <Figure key={figure.label} {...figure} />
          ))}
        </dl>
      </div>
      <div data-seed="" className="rounded-xl bg-cream-50/8 p-4 sm:p-5">
        <dl>
          <dt className="text-sm font-semibold tracking-[0.12em] text-wheat-300 uppercase">{seed.headline.label}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold tabular-nums [overflow-wrap:anywhere]">
            {seed.headline.value}
          </dd>
          <dd className="mt-1 text-cream-100">{seed.minimum ? `${seed.working}. ${seed.minimum}` : seed.working}</dd>
        </dl>
        <p className={seed.soldOut ? 'mt-3 font-semibold text-wheat-300' : 'mt-3 font-semibold'}>{seed.stock}</p>
        <dl className={`mt-2 ${list}`}>
          {seed.figures.map((figure) => (
            <Figure key={figure.label} {...figure} />
          ))}
        </dl>
        {!seed.soldOut && <SeedAskLink ask={ask} message={seed.message} />}
      </div>
    </div>
  )
}

import type { ResultFigureList, ShownFigure } from '@/components/calculator/result-figures'

export type ResultFiguresProps = { shown: ResultFigureList }

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
export function ResultFigures({ shown }: ResultFiguresProps) {
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
    </div>
  )
}

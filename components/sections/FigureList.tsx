export type Figure = {
  value: string
  label: string
  /** A small word before the value: 'About', 'Up to'. */
  qualifier?: string
}

export type FigureListProps = {
  figures: Figure[]
  /** Tint classes for the figures' values. */
  valueClass: string
}

/** Headline figures, written large, each with a short label: "5 months / of backgrounding on pasture". */
export function FigureList({ figures, valueClass }: FigureListProps) {
  return (
    <dl className="grid gap-4 self-start sm:grid-cols-2">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-white p-5 shadow-(--shadow-card)">
          <dt className="mt-1 text-ink-muted">{figure.label}</dt>
          <dd className={`font-display text-3xl font-semibold sm:text-4xl ${valueClass}`}>
            {figure.qualifier && (
              <span className="block font-sans text-sm font-semibold text-ink-muted">{figure.qualifier}</span>
            )}
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

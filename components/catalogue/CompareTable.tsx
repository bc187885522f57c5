import { useEffect, useRef, type ReactNode } from 'react'
import type { FigureCell, ToolAnimal, ToolWords } from '@/components/catalogue/tool-animals'
import { figureKeys } from '@/lib/sale/figures'

export type CompareTableProps = {
  /** Two to four animals, in the order chosen. */
  animals: readonly ToolAnimal[]
  words: ToolWords
  close: () => void
}

// Each row's name stays in view while a phone scrolls the animals sideways.
const rowHeader = 'sticky left-0 z-[1] min-w-44 bg-white'

function Row({ name, cells }: { name: string; cells: ReactNode[] }) {
  return (
    <tr>
      <th scope="row" className={rowHeader}>
        {name}
      </th>
      {cells}
    </tr>
  )
}

/** A figure as the animal's page writes it: the figure, how it stands against the average, and (heard) the average. */
function Figure({ cell }: { cell: FigureCell }) {
  return (
    <>
      {cell.text}{' '}
      {cell.standing && (
        <span className={`block text-sm ${cell.better ? 'font-semibold text-cattle-800' : 'text-ink-muted'}`}>
          {cell.standing}
        </span>
      )}
      {cell.average && <span className="sr-only">{` (${cell.average})`}</span>}
    </>
  )
}

/**
 * Two to four animals side by side: a column each, headed by its name and linked to its page; a
 * row for the lot, sex, birth date and price, then each figure any of them has. The heading takes
 * the focus when the comparison opens, so a screen reader starts there.
 */
export function CompareTable({ animals, words, close }: CompareTableProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { list, tools } = words
  const each = (cell: (animal: ToolAnimal) => ReactNode) =>
    animals.map((animal) => <td key={animal.slug}>{cell(animal)}</td>)
  return (
    <div className="card mt-8 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id="compare-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold text-cattle-900 outline-none"
        >
          {tools.compareHeading}
        </h3>
        <button type="button" className="direct-link" onClick={close}>
          {tools.closeCompare}
        </button>
      </div>
      <div role="region" aria-labelledby="compare-title" tabIndex={0} className="scroll-cue mt-4 overflow-x-auto">
        <table className="figures-table">
          <thead className="bg-cattle-100 text-sm text-cattle-900">
            <tr>
              <td className="sticky left-0 bg-cattle-100" />
              {animals.map((animal) => (
                <th key={animal.slug} scope="col" className="min-w-40 text-right font-semibold">
                  <a href={animal.href} className="underline underline-offset-2">
                    {animal.title}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-200">
            <Row name={list.lot} cells={each((animal) => animal.lot ?? '–')} />
            <Row name={words.animal.sex} cells={each((animal) => animal.written.sex)} />
            <Row name={list.born} cells={each((animal) => animal.written.born)} />
            <Row name={list.price} cells={each((animal) => animal.written.price)} />
            {words.ebvs.map((ebv) => (
              <Row
                key={ebv.key}
                name={ebv.label}
                cells={each((animal) => {
                  const cell = animal.written.ebvs[ebv.key]
                  return cell ? <Figure cell={cell} /> : words.notGiven
                })}
              />
            ))}
            {figureKeys
              .filter((key) => animals.some((animal) => animal.written.figures[key]))
              .map((key) => (
                <Row
                  key={key}
                  name={words.figures.names[key].name}
                  cells={each((animal) => {
                    const cell = animal.written.figures[key]
                    return cell ? <Figure cell={cell} /> : words.figures.notMeasured
                  })}
                />
              ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

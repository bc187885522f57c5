import { columnLetter, columnName, readHeadings, type Field, type IndexNames } from '../columns'
import { joined, words } from '../words'
import type { Columns, ExportRow, ImportProblem } from './types'

/**
 * Step 2: the columns. Each heading is read as a field, or left unread (listed), or refused: a
 * field named twice, or an accuracy or ratio without its breeding value's column.
 */

export const headingOf = (header: ExportRow, index: number) =>
  `${columnLetter(index)} (${(header.cells[index] ?? '').trim()})`

export function readColumns(
  header: ExportRow,
  indexes: readonly IndexNames[] = [],
): { ok: true; columns: Columns } | { ok: false; problems: ImportProblem[] } {
  const at = new Map<Field, number>()
  const ignored: string[] = []
  const problems: ImportProblem[] = []
  const problem = (index: number, message: ReturnType<typeof words>) =>
    problems.push({ row: header.row, column: headingOf(header, index), message })
  readHeadings(header.cells, indexes).forEach((reading, index) => {
    if ('problem' in reading) problem(index, reading.problem)
    else if ('unknown' in reading) {
      if (header.cells[index]!.trim()) ignored.push(headingOf(header, index))
    } else if (at.has(reading.field)) {
      const name = columnName(reading.field, indexes)
      const first = headingOf(header, at.get(reading.field)!)
      problem(
        index,
        words(
          `is a second ${name} column (the first is ${first})`,
          `is ’n tweede ${name}-kolom (die eerste is ${first})`,
        ),
      )
    } else at.set(reading.field, index)
  })
  for (const [field, index] of at) {
    const [part, trait] = field.split(':') as [string, string | undefined]
    const of =
      part === 'accuracy' || part === 'ratio' ? `ebv:${trait}` : part === 'indexAccuracy' ? `index:${trait}` : null
    if (of && !at.has(of as Field)) {
      const name = columnName(of as Field, indexes)
      problem(
        index,
        joined(
          '',
          words('has no column of its breeding value: ', 'het geen kolom vir sy teelwaarde nie: '),
          words(`the export needs a column headed ${name}`, `die uitvoer het ’n kolom met die opskrif ${name} nodig`),
        ),
      )
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, columns: { header, at, ignored, indexes } }
}

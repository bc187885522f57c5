import { readHeadings, recordHeadings, type IndexNames } from '../columns'
import { words } from '../words'
import type { ExportRow, ImportProblem } from './types'

/**
 * Step 1: the heading row. A report often opens with a title, a date or a blank line: the headings
 * are the first of the first rows that names an ID column (or a Lot column, as an auctioneer's
 * results sheet may have no ID). Rows above it are not read.
 */

/** How many of a file's first rows may stand above its headings. */
export const headingRowsLookedAt = 10

export type HeadingRowFound =
  { ok: true; header: ExportRow; rows: readonly ExportRow[] } | { ok: false; problems: ImportProblem[] }

const idNames = recordHeadings.id.slice(0, 6).join(', ')

export function findHeadingRow(rows: readonly ExportRow[], indexes: readonly IndexNames[] = []): HeadingRowFound {
  if (rows.length === 0)
    return {
      ok: false,
      problems: [
        {
          row: 1,
          message: words(
            'the file is empty: export the sale’s animals with a row of headings above them',
            'die lêer is leeg: voer die verkoping se diere uit, met ’n ry opskrifte bo-aan',
          ),
        },
      ],
    }
  const candidates = rows.slice(0, headingRowsLookedAt)
  const at = candidates.findIndex(({ cells }) =>
    readHeadings(cells, indexes).some((reading) => 'field' in reading && ['id', 'lot'].includes(reading.field)),
  )
  if (at < 0) {
    const first = candidates[0]!.row
    const last = candidates.at(-1)!.row
    const looked =
      first === last
        ? words(`row ${first} was`, `ry ${first} is`)
        : words(`rows ${first} to ${last} were`, `rye ${first} tot ${last} is`)
    return {
      ok: false,
      problems: [
        {
          row: first,
          message: words(
            `no heading row found: ${looked.en} looked at, and none names an ID column ` +
              `(headed ${idNames} or the like) or a Lot column`,
            `geen opskrifry gevind nie: ${looked.af} nagegaan, en nie een noem ’n ` +
              `ID-kolom (met die opskrif ${idNames} of iets soortgelyks) of ’n Lot-kolom nie`,
          ),
        },
      ],
    }
  }
  return { ok: true, header: candidates[at]!, rows: rows.slice(at + 1) }
}

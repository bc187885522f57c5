import { joined, words, type Words } from './words'
import { checkRows, type ReadRow } from './steps/check-rows'
import { findHeadingRow } from './steps/find-heading-row'
import { readColumns } from './steps/read-columns'
import { readAnimal, readBreedingValues, readBuyer, readFigures, readPedigree, readSale } from './steps/read-row'
import { overflowProblem, rowReader } from './steps/row-reader'
import type { Columns, ExportRow, ImportOptions, ImportProblem, ImportResult } from './steps/types'

export type {
  ExportRow,
  ImportedAnimal,
  ImportOptions,
  ImportProblem,
  ImportResult,
  IndexValue,
  ListedAnimal,
} from './steps/types'

/**
 * A sale's animals read from the rows of a spreadsheet export (the breed society's or the herd
 * software's, a new evaluation's report, the auctioneer's results sheet; CSV or a workbook's
 * sheet), in the steps a reader would name: find the heading row, read the columns, read each row
 * into an animal or its problems, check the rows together. Either every animal or every problem,
 * each with its row (as the spreadsheet numbers it), its column and the reason: nothing half-read.
 * Merging with the catalogue (lib/sale/merge.ts) and the dry run's plan (./index.ts) follow.
 */
export function importSaleRows(rows: readonly ExportRow[], options: ImportOptions): ImportResult {
  const indexes = options.indexes ?? []
  const found = findHeadingRow(rows, indexes)
  if (!found.ok) return found
  const read = readColumns(found.header, indexes)
  if (!read.ok) return read
  const { columns } = read
  const problems: ImportProblem[] = []
  const readRows: ReadRow[] = []
  const heifersScrotum: string[] = []
  for (const row of found.rows) {
    const overflow = overflowProblem(row, columns)
    if (overflow) problems.push(overflow)
    else readRows.push(readRow(row, columns, options.today, heifersScrotum))
  }
  for (const row of readRows) problems.push(...row.problems)
  const checked = checkRows(readRows, columns, options.listed ?? [])
  problems.push(...checked.problems)
  if (found.rows.length === 0)
    problems.push({
      row: found.header.row + 1,
      message: words(
        'has no animals: the rows under the headings are empty',
        'het geen diere nie: die rye onder die opskrifte is leeg',
      ),
    })
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.row - b.row) }
  return {
    ok: true,
    animals: checked.animals,
    fields: new Set(columns.at.keys()),
    ignoredColumns: columns.ignored,
    notes: notesOf(heifersScrotum, found.header.row),
    headingRow: found.header.row,
  }
}

/** One row through step 3's readers. */
function readRow(row: ExportRow, columns: Columns, today: string, heifersScrotum: string[]): ReadRow {
  const read = rowReader(row, columns)
  const { id, name, sex, born } = readAnimal(read, today)
  const { lot, status, price } = readSale(read)
  const pedigree = readPedigree(read)
  const figures = readFigures(read, sex)
  const values = readBreedingValues(
    read,
    sex,
    columns.indexes.map(({ key }) => key),
  )
  const buyer = readBuyer(read)
  if (values.heifersScrotum && id) heifersScrotum.push(id)
  return {
    row: row.row,
    problems: read.problems,
    filled: (field) => read.cell(field) !== '',
    animal: {
      ...(id !== undefined ? { id } : {}),
      ...(name !== undefined ? { name } : {}),
      ...(sex !== undefined ? { sex } : {}),
      ...(born !== undefined ? { born } : {}),
      ...(status !== undefined ? { status } : {}),
      ...(lot !== undefined ? { lot } : {}),
      ...(price !== undefined ? { price } : {}),
      pedigree,
      figures,
      ...(Object.keys(values.ebvs).length > 0 ? { ebvs: values.ebvs } : {}),
      ...(values.indexes.length > 0 ? { indexes: values.indexes } : {}),
      ...(buyer !== undefined ? { buyer } : {}),
    },
  }
}

function notesOf(heifersScrotum: readonly string[], headingRow: number): Words[] {
  return [
    ...(headingRow > 1
      ? [
          words(
            `The headings are on row ${headingRow}: the rows above them were not read.`,
            `Die opskrifte is op ry ${headingRow}: die rye daarbo is nie gelees nie.`,
          ),
        ]
      : []),
    ...(heifersScrotum.length > 0
      ? [
          joined(
            '',
            words(
              'Scrotal EBVs of heifers left out (the catalogue shows them for bulls): ',
              'Verse se skrotumteelwaardes uitgelaat (die katalogus wys dit net vir bulle): ',
            ),
            `${heifersScrotum.join(', ')}.`,
          ),
        ]
      : []),
  ]
}

/** A problem as the command prints it: "Row 4, column F (Birth date): “31/02/2024” is not a date …". */
export function describeProblem(problem: ImportProblem, language: 'en' | 'af' = 'en'): string {
  const [row, column] = language === 'af' ? ['Ry', 'kolom'] : ['Row', 'column']
  return `${row} ${problem.row}${problem.column ? `, ${column} ${problem.column}` : ''}: ${problem.message[language]}`
}

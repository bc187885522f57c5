import { animalIdPattern, animalIdRule, animalSlug } from '../animal-id'
import { ancestorKeys, type AnimalRecord, type Pedigree, type Status } from '../animal'
import { figureKeys, figureProblem, figureRules, type Figures } from '../figures'
import { columnLetter, columnName, fieldOfHeading, normalise, required, type Field } from './columns'
import { parseDate, parseNumber, sexWords, statusWords } from './values'

/**
 * A sale's animals read from the rows of a spreadsheet export (the breed society's or the herd
 * software's, as the importer reads it from its file): every row checked, and either every animal
 * or every problem, each with its row (as the spreadsheet numbers it: the header is row 1), its
 * column and the reason. Nothing half-read.
 */

/** A row of the export: its number in the spreadsheet and its cells as text. */
export type ExportRow = { row: number; cells: string[] }

export type ImportProblem = { row: number; column?: string; message: string }

export type ImportResult =
  { ok: true; animals: AnimalRecord[]; ignoredColumns: string[] } | { ok: false; problems: ImportProblem[] }

/** The oldest animal a sale offers: fifteen years before `today`. */
const oldestYears = 15

/** Reads a sale's animals from an export's rows; `today` (yyyy-mm-dd) is the latest birth date allowed. */
export function importSaleRows(rows: readonly ExportRow[], today: string): ImportResult {
  const header = rows[0]
  if (!header)
    return {
      ok: false,
      problems: [
        { row: 1, message: 'the file is empty: export the sale’s animals as CSV, a heading on the first row' },
      ],
    }
  const columns = new Map<Field, number>()
  const ignoredColumns: string[] = []
  const problems: ImportProblem[] = []
  header.cells.forEach((heading, index) => {
    const field = fieldOfHeading.get(normalise(heading))
    if (field === undefined) {
      if (heading.trim()) ignoredColumns.push(heading.trim())
    } else if (columns.has(field)) {
      problems.push({
        row: header.row,
        column: `${columnLetter(index)} (${heading.trim()})`,
        message: `is a second ${columnName(field)} column`,
      })
    } else columns.set(field, index)
  })
  for (const field of required) {
    if (!columns.has(field))
      problems.push({
        row: header.row,
        column: columnName(field),
        message: `is missing: the export needs a column headed ${columnName(field)}`,
      })
  }
  if (problems.length > 0) return { ok: false, problems }

  const oldest = `${Number(today.slice(0, 4)) - oldestYears}${today.slice(4)}`
  const animals: AnimalRecord[] = []
  const firstRowOfSlug = new Map<string, number>()
  const firstRowOfLot = new Map<number, number>()
  for (const { row, cells } of rows.slice(1)) {
    const rowProblems: ImportProblem[] = []
    if (cells.length > header.cells.length) {
      problems.push({
        row,
        message:
          `has ${cells.length} cells where the heading row has ${header.cells.length}: ` +
          `a separator inside a cell needs the cell in quotes`,
      })
      continue
    }
    const where = (field: Field) => {
      const index = columns.get(field)!
      return `${columnLetter(index)} (${header.cells[index]!.trim()})`
    }
    const cell = (field: Field) => {
      const index = columns.get(field)
      return index === undefined ? '' : (cells[index] ?? '').trim()
    }
    const problem = (field: Field, message: string) => rowProblems.push({ row, column: where(field), message })
    const text = (field: Field, max: number): string | undefined => {
      const value = cell(field).replace(/\s+/g, ' ')
      if (value === '') {
        if (required.includes(field)) problem(field, 'is empty')
        return undefined
      }
      if (value.length > max) problem(field, `is ${value.length} characters long: at most ${max}`)
      return value
    }
    const anId = (field: Field): string | undefined => {
      const value = text(field, 24)
      if (value !== undefined && !animalIdPattern.test(value)) problem(field, `“${value}” ${animalIdRule}`)
      return value
    }

    const id = anId('id')
    const name = text('name', 60)
    const sexText = cell('sex').toLowerCase()
    const sex = sexWords[sexText]
    if (!sex) problem('sex', sexText ? `“${cell('sex')}” is neither bull nor heifer` : 'is empty')
    const bornText = cell('born')
    const born = parseDate(bornText)
    if (!bornText) problem('born', 'is empty')
    else if (!born) problem('born', `“${bornText}” is not a date: write it as 2024-09-14 or 14/09/2024`)
    else if (born > today) problem('born', `${born} is after today`)
    else if (born < oldest) problem('born', `${born} is more than ${oldestYears} years ago`)

    let lot: number | undefined
    const lotText = cell('lot')
    if (lotText) {
      lot = parseNumber(lotText)
      if (lot === undefined || !Number.isInteger(lot) || lot < 1 || lot > 999) {
        problem('lot', `“${lotText}” is not a lot number from 1 to 999`)
        lot = undefined
      }
    }
    const statusText = cell('status')
    const status: Status | undefined = statusText
      ? statusWords[normalise(statusText)]
      : lotText
        ? 'auction'
        : 'available'
    if (!status) problem('status', `“${statusText}” is not one of available, reserved, sold or auction`)
    else if (status === 'auction' && !lotText)
      problem(columns.has('lot') ? 'lot' : 'status', 'is needed: an animal on auction has a lot number')

    let price: number | undefined
    const priceText = cell('price')
    if (priceText) {
      price = parseNumber(priceText)
      if (price === undefined || price <= 0 || price > 9_999_999.99 || Math.round(price * 100) !== price * 100) {
        problem('price', `“${priceText}” is not an amount in rand, such as 45000 or R 45 000,00`)
        price = undefined
      }
    }

    const pedigree = {} as Pedigree
    for (const key of ancestorKeys) {
      const ancestorName = text(`${key}Name`, 60)
      const ancestorId = anId(`${key}Id`)
      if (ancestorName !== undefined && ancestorId !== undefined) pedigree[key] = { name: ancestorName, id: ancestorId }
    }

    const figures: Figures = {}
    for (const key of figureKeys) {
      const valueText = cell(key)
      if (!valueText) continue
      const value = parseNumber(valueText)
      const unit = figureRules[key].unit
      const reason = value === undefined ? `“${valueText}” is not a number of ${unit}` : figureProblem(key, value)
      if (reason) problem(key, value === undefined ? reason : `${valueText}: ${reason}`)
      else if (figureRules[key].bullsOnly && sex === 'heifer')
        problem(key, 'is measured on bulls only: leave it empty for a heifer')
      else figures[key] = value
    }

    if (id !== undefined) {
      const slug = animalSlug(id)
      const first = firstRowOfSlug.get(slug)
      if (first !== undefined) problem('id', `${id} is already on row ${first}`)
      else firstRowOfSlug.set(slug, row)
    }
    if (lot !== undefined) {
      const first = firstRowOfLot.get(lot)
      if (first !== undefined) problem('lot', `lot ${lot} is already on row ${first}`)
      else firstRowOfLot.set(lot, row)
    }
    if (rowProblems.length > 0) {
      problems.push(...rowProblems)
      continue
    }
    animals.push({
      id: id!,
      ...(name ? { name } : {}),
      sex: sex!,
      born: born!,
      status: status!,
      ...(lot !== undefined ? { lot } : {}),
      ...(price !== undefined ? { price } : {}),
      pedigree,
      figures,
    })
  }
  if (rows.length === 1)
    problems.push({ row: header.row + 1, message: 'has no animals: the rows under the headings are empty' })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, animals, ignoredColumns }
}

/** A problem as the command prints it: "Row 4, column F (Birth date): “31/02/2024” is not a date …". */
export function describeProblem(problem: ImportProblem): string {
  return `Row ${problem.row}${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`
}

import { animalIdPattern, animalIdRule, animalSlug } from '../animal-id'
import { ancestorKeys, type AnimalRecord, type Pedigree, type Status } from '../animal'
import {
  accuracyProblem,
  breedingValueProblem,
  ebvKeys,
  ebvRules,
  indexRule,
  ratioLimits,
  type BreedingValue,
  type EbvKey,
} from '../breeding-values'
import { figureKeys, figureProblem, figureRules, type Figures } from '../figures'
import { columnLetter, columnName, readHeadings, required, type Field, type IndexNames } from './columns'
import { parseDate, parseNumber, saysNone, sexWords, statusWords } from './values'

/**
 * A sale's animals read from the rows of a spreadsheet export (the breed society's or the herd
 * software's, CSV or a workbook's sheet): every row checked, and either every animal or every
 * problem, each with its row (as the spreadsheet numbers it), its column and the reason. Nothing
 * half-read.
 */

/** A row of the export: its number in the spreadsheet and its cells as text. */
export type ExportRow = { row: number; cells: string[] }

export type ImportProblem = { row: number; column?: string; message: string }

/** A selection index's value as the sale's file keeps it. */
export type IndexValue = { key: string; value: number; accuracy?: number }

/**
 * An animal as the export gives it: its status only where the export says it (a status column, or
 * a lot column that makes it an auction lot), its breeding values only where it has their columns.
 */
export type ImportedAnimal = Omit<AnimalRecord, 'status'> & {
  status?: Status
  ebvs?: Partial<Record<EbvKey, BreedingValue>>
  indexes?: IndexValue[]
}

export type ImportResult =
  | {
      ok: true
      animals: ImportedAnimal[]
      /** The fields the export has a column for: the rest an animal already listed keeps. */
      fields: ReadonlySet<Field>
      ignoredColumns: string[]
      /** What was read but left out, and why. */
      notes: string[]
    }
  | { ok: false; problems: ImportProblem[] }

export type ImportOptions = {
  /** yyyy-mm-dd: the latest birth date allowed. */
  today: string
  /** The selection indexes of the sale's evaluation, by the headings that name them. */
  indexes?: readonly IndexNames[]
}

/** The oldest animal a sale offers: fifteen years before `today`. */
const oldestYears = 15

/** Reads a sale's animals from an export's rows. */
export function importSaleRows(rows: readonly ExportRow[], { today, indexes = [] }: ImportOptions): ImportResult {
  const header = rows[0]
  if (!header)
    return {
      ok: false,
      problems: [{ row: 1, message: 'the file is empty: export the sale’s animals with a heading on the first row' }],
    }
  const columns = new Map<Field, number>()
  const ignoredColumns: string[] = []
  const problems: ImportProblem[] = []
  const headingOf = (index: number) => `${columnLetter(index)} (${header.cells[index]!.trim()})`
  readHeadings(header.cells, indexes).forEach((reading, index) => {
    const heading = header.cells[index]!.trim()
    if ('problem' in reading) problems.push({ row: header.row, column: headingOf(index), message: reading.problem })
    else if ('unknown' in reading) {
      if (heading) ignoredColumns.push(`${columnLetter(index)} (${heading})`)
    } else if (columns.has(reading.field)) {
      const first = columns.get(reading.field)!
      problems.push({
        row: header.row,
        column: headingOf(index),
        message: `is a second ${columnName(reading.field, indexes)} column (the first is ${headingOf(first)})`,
      })
    } else columns.set(reading.field, index)
  })
  for (const field of required) {
    if (!columns.has(field))
      problems.push({
        row: header.row,
        column: columnName(field),
        message: `is missing: the export needs a column headed ${columnName(field)}`,
      })
  }
  for (const [field, index] of columns) {
    const [part, trait] = field.split(':') as [string, string | undefined]
    const ebvField =
      part === 'accuracy' || part === 'ratio' ? `ebv:${trait}` : part === 'indexAccuracy' ? `index:${trait}` : null
    if (ebvField && !columns.has(ebvField as Field)) {
      problems.push({
        row: header.row,
        column: headingOf(index),
        message:
          'has no column of its breeding value: ' +
          `the export needs a column headed ${columnName(ebvField as Field, indexes)}`,
      })
    }
  }
  if (problems.length > 0) return { ok: false, problems }

  const oldest = `${Number(today.slice(0, 4)) - oldestYears}${today.slice(4)}`
  const animals: ImportedAnimal[] = []
  const heifersScrotum: string[] = []
  const firstRowOfSlug = new Map<string, number>()
  const firstRowOfLot = new Map<number, number>()
  for (const { row, cells } of rows.slice(1)) {
    const rowProblems: ImportProblem[] = []
    const lastCell = cells.findLastIndex((cell) => cell.trim() !== '')
    if (lastCell >= header.cells.length) {
      problems.push({
        row,
        column: columnLetter(lastCell),
        message:
          `has a value past the last heading (${columnLetter(header.cells.length - 1)}): ` +
          `in a CSV file, a cell holding the separator needs the cell in quotes`,
      })
      continue
    }
    const where = (field: Field) => headingOf(columns.get(field)!)
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
    /** A number the rule may refuse; empty (or a dash, or n/a) is none. */
    const aNumber = (field: Field, unit: string, check: (value: number) => string | undefined): number | undefined => {
      const valueText = cell(field)
      if (saysNone(valueText)) return undefined
      // An accuracy may say its per cent: "72 %".
      const value = parseNumber(unit === '%' ? valueText.replace(/%\s*$/, '') : valueText)
      if (value === undefined) {
        problem(field, `“${valueText}” is not a ${unit === '%' ? 'per cent' : unit ? `number of ${unit}` : 'number'}`)
        return undefined
      }
      const reason = check(value)
      if (reason) {
        problem(field, `${valueText}: ${reason}`)
        return undefined
      }
      return value
    }
    const aPercent = (field: Field) => aNumber(field, '%', (value) => accuracyProblem(value))

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
    if (!saysNone(lotText)) {
      lot = parseNumber(lotText)
      if (lot === undefined || !Number.isInteger(lot) || lot < 1 || lot > 999) {
        problem('lot', `“${lotText}” is not a lot number from 1 to 999`)
        lot = undefined
      }
    }
    const statusText = cell('status')
    const hasLot = !saysNone(lotText)
    const status: Status | undefined = statusText
      ? statusWords[statusText.toLowerCase().replace(/[^a-z]/g, '')]
      : columns.has('lot')
        ? hasLot
          ? 'auction'
          : 'available'
        : undefined
    if (statusText && !status)
      problem(
        'status',
        `“${statusText}” is not one of available, reserved, sold, auction, withdrawn, not sold ` +
          'or subject to confirmation',
      )
    else if (status === 'auction' && columns.has('lot') && !hasLot)
      problem('lot', 'is needed: an animal on auction has a lot number')

    let price: number | undefined
    const priceText = cell('price')
    if (!saysNone(priceText)) {
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
      if (!columns.has(key)) continue
      const value = aNumber(key, figureRules[key].unit, (given) => figureProblem(key, given))
      if (value === undefined) continue
      if (figureRules[key].bullsOnly && sex === 'heifer')
        problem(key, 'is measured on bulls only: leave it empty for a heifer')
      else figures[key] = value
    }

    const ebvs: Partial<Record<EbvKey, BreedingValue>> = {}
    for (const trait of ebvKeys) {
      if (!columns.has(`ebv:${trait}`)) continue
      const rule = ebvRules[trait]
      const value = aNumber(`ebv:${trait}`, '', (given) => breedingValueProblem(rule, given))
      const accuracy = columns.has(`accuracy:${trait}`) ? aPercent(`accuracy:${trait}`) : undefined
      const ratio = columns.has(`ratio:${trait}`)
        ? aNumber(`ratio:${trait}`, '', (given) =>
            Number.isInteger(given) && given >= ratioLimits.min && given <= ratioLimits.max
              ? undefined
              : `a ratio is a whole number from ${ratioLimits.min} to ${ratioLimits.max}`,
          )
        : undefined
      if (value === undefined) continue
      // The evaluation gives heifers a scrotal EBV too (their sons'): the catalogue shows it for bulls only.
      if (rule.bullsOnly && sex === 'heifer') {
        if (id) heifersScrotum.push(id)
        continue
      }
      ebvs[trait] = {
        value,
        ...(accuracy !== undefined ? { accuracy } : {}),
        ...(ratio !== undefined ? { ratio } : {}),
      }
    }

    const indexValues: IndexValue[] = []
    for (const { key } of indexes) {
      if (!columns.has(`index:${key}`)) continue
      const value = aNumber(`index:${key}`, '', (given) => breedingValueProblem(indexRule, given))
      const accuracy = columns.has(`indexAccuracy:${key}`) ? aPercent(`indexAccuracy:${key}`) : undefined
      if (value !== undefined) indexValues.push({ key, value, ...(accuracy !== undefined ? { accuracy } : {}) })
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
      ...(status !== undefined ? { status } : {}),
      ...(lot !== undefined ? { lot } : {}),
      ...(price !== undefined ? { price } : {}),
      pedigree,
      figures,
      ...(Object.keys(ebvs).length > 0 ? { ebvs } : {}),
      ...(indexValues.length > 0 ? { indexes: indexValues } : {}),
    })
  }
  if (rows.length === 1)
    problems.push({ row: header.row + 1, message: 'has no animals: the rows under the headings are empty' })
  if (problems.length > 0) return { ok: false, problems }
  const notes =
    heifersScrotum.length > 0
      ? [`Scrotal EBVs of heifers left out (the catalogue shows them for bulls): ${heifersScrotum.join(', ')}.`]
      : []
  return { ok: true, animals, fields: new Set(columns.keys()), ignoredColumns, notes }
}

/** A problem as the command prints it: "Row 4, column F (Birth date): “31/02/2024” is not a date …". */
export function describeProblem(problem: ImportProblem): string {
  return `Row ${problem.row}${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`
}

import { animalIdPattern, animalIdRule, animalSlug } from './animal-id'
import type { Sex, Status } from './catalogue'
import { figureKeys, figureProblem, figureRules, type FigureKey, type Figures } from './figures'

/**
 * A sale's animals read from a spreadsheet export (the breed society's or the herd software's CSV):
 * every row checked, and either every animal or every problem, each with its row (as the
 * spreadsheet numbers it: the header is row 1), its column and the reason. Nothing half-read.
 */

/** One parent or grandparent: its name and ID as the pedigree prints them. */
export type Ancestor = { name: string; id: string }
export const ancestorKeys = ['sire', 'dam', 'sireSire', 'sireDam', 'damSire', 'damDam'] as const
export type AncestorKey = (typeof ancestorKeys)[number]
export type Pedigree = Record<AncestorKey, Ancestor>

export type ImportedAnimal = {
  id: string
  name?: string
  sex: Sex
  born: string
  status: Status
  lot?: number
  price?: number
  pedigree: Pedigree
  figures: Figures
}

export type ImportProblem = { row: number; column?: string; message: string }

export type ImportResult =
  { ok: true; animals: ImportedAnimal[]; ignoredColumns: string[] } | { ok: false; problems: ImportProblem[] }

type Field =
  'id' | 'name' | 'sex' | 'born' | 'status' | 'lot' | 'price' | `${AncestorKey}Name` | `${AncestorKey}Id` | FigureKey

/**
 * The columns read, each by the headings exports give it (compared without case, spaces, punctuation or a unit in
 * brackets).
 */
const headings: Record<Field, readonly string[]> = {
  id: [
    'ID',
    'tattoo',
    'tattoo no',
    'tattoo number',
    'registration number',
    'registration no',
    'reg no',
    'identification',
  ],
  name: ['Name', 'animal name'],
  sex: ['Sex', 'gender'],
  born: ['Birth date', 'date of birth', 'dob', 'born'],
  status: ['Status'],
  lot: ['Lot', 'lot no', 'lot number'],
  price: ['Price', 'asking price'],
  sireName: ['Sire', 'sire name'],
  sireId: ['Sire ID', 'sire reg no', 'sire registration number'],
  damName: ['Dam', 'dam name'],
  damId: ['Dam ID', 'dam reg no', 'dam registration number'],
  sireSireName: ["Sire's sire", 'sire sire', 'paternal grandsire'],
  sireSireId: ["Sire's sire ID", 'sire sire id', 'paternal grandsire id'],
  sireDamName: ["Sire's dam", 'sire dam', 'paternal granddam'],
  sireDamId: ["Sire's dam ID", 'sire dam id', 'paternal granddam id'],
  damSireName: ["Dam's sire", 'dam sire', 'maternal grandsire'],
  damSireId: ["Dam's sire ID", 'dam sire id', 'maternal grandsire id'],
  damDamName: ["Dam's dam", 'dam dam', 'maternal granddam'],
  damDamId: ["Dam's dam ID", 'dam dam id', 'maternal granddam id'],
  birthWeight: ['Birth weight', 'bw'],
  weaning205: ['205-day weight', '205 day weight', '205d weight', 'weaning weight', 'ww 205'],
  weight365: ['365-day weight', '365 day weight', '365d weight', 'yearling weight'],
  weight540: ['540-day weight', '540 day weight', '540d weight', 'final weight'],
  adg: ['ADG', 'average daily gain', 'adg on test'],
  fcr: ['FCR', 'feed conversion', 'feed conversion ratio'],
  scrotal: ['Scrotal circumference', 'scrotal', 'sc'],
  damIcp: ['Dam ICP', 'icp', 'inter-calving period', 'dam inter-calving period', 'dam intercalving period'],
}

/** The columns every export must have: the animal, its sex and birth date, and its pedigree. */
const required: readonly Field[] = [
  'id',
  'sex',
  'born',
  ...ancestorKeys.flatMap((key) => [`${key}Name`, `${key}Id`] as const),
]

/** The heading the messages name a column by: the first of its headings, as the sample export writes it. */
export const columnName = (field: Field) => headings[field][0]!

const normalise = (heading: string) =>
  heading
    .replace(/\([^)]*\)/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

const fieldOfHeading = new Map<string, Field>(
  Object.entries(headings).flatMap(([field, names]) => names.map((name) => [normalise(name), field as Field])),
)

/** The spreadsheet's letter for a column: A, B, … Z, AA. */
export function columnLetter(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/**
 * The rows of a CSV text (RFC 4180: quoted cells may hold the separator, quotes doubled, line
 * breaks), with the separator the header uses: a comma, a semicolon (spreadsheets set to a decimal
 * comma write these) or a tab. A byte-order mark is dropped; blank lines are skipped, each row
 * keeping its line number.
 */
export function parseCsv(text: string): { separator: string; rows: { line: number; cells: string[] }[] } {
  const body = text.replace(/^\uFEFF/, '')
  const headerLine = body.split(/\r?\n/, 1)[0] ?? ''
  const unquoted = headerLine.replace(/"[^"]*"/g, '')
  const counts = [',', ';', '\t'].map((candidate) => ({ candidate, count: unquoted.split(candidate).length - 1 }))
  const separator = counts.reduce((best, next) => (next.count > best.count ? next : best)).candidate
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const endRow = () => {
    cells.push(cell)
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells })
    cells = []
    cell = ''
  }
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++
      endRow()
      line++
      rowLine = line
    } else cell += char
  }
  if (cell !== '' || cells.length > 0) endRow()
  return { separator, rows }
}

/**
 * A number as a spreadsheet may write it: "45 000", "R45,000.00", "1 850", "5,8" (a decimal comma).
 * Both a comma and a dot: the later one is the decimal mark. A comma alone is a thousands separator
 * when every group after it has three digits ("1,850"), else the decimal mark ("5,8").
 */
export function parseNumber(text: string): number | undefined {
  let value = text.replace(/^\s*R\s*/i, '').replace(/[\s\u00a0\u2009\u202f']/g, '')
  if (value === '') return undefined
  const comma = value.lastIndexOf(',')
  const dot = value.lastIndexOf('.')
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.'
    value = value.split(decimal === ',' ? '.' : ',').join('')
    if (decimal === ',') value = value.replace(',', '.')
  } else if (comma >= 0) {
    value = /^\d{1,3}(,\d{3})+$/.test(value) ? value.replace(/,/g, '') : value.replace(',', '.')
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) return undefined
  return Number(value)
}

/**
 * A date as exports write it: 2024-09-14, 2024/09/14 or 14/09/2024 (South Africa's day first). As yyyy-mm-dd, or
 * undefined.
 */
export function parseDate(text: string): string | undefined {
  const value = text.trim()
  const isoMatch = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value)
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value)
  const [year, month, day] = isoMatch
    ? [isoMatch[1], isoMatch[2], isoMatch[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : []
  if (!year || !month || !day) return undefined
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  )
    return undefined
  return date.toISOString().slice(0, 10)
}

const sexWords: Record<string, Sex> = {
  bull: 'bull',
  bulls: 'bull',
  b: 'bull',
  m: 'bull',
  male: 'bull',
  bul: 'bull',
  heifer: 'heifer',
  heifers: 'heifer',
  h: 'heifer',
  f: 'heifer',
  female: 'heifer',
  vers: 'heifer',
}
const statusWords: Record<string, Status> = {
  available: 'available',
  forsale: 'available',
  tekoop: 'available',
  beskikbaar: 'available',
  reserved: 'reserved',
  gereserveer: 'reserved',
  sold: 'sold',
  verkoop: 'sold',
  auction: 'auction',
  onauction: 'auction',
  veiling: 'auction',
  opveiling: 'auction',
}

/** The oldest animal a sale offers: fifteen years before `today`. */
const oldestYears = 15

/** Reads a sale's animals from CSV text; `today` (yyyy-mm-dd) is the latest birth date allowed. */
export function importSaleCsv(text: string, today: string): ImportResult {
  const { rows } = parseCsv(text)
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
        row: header.line,
        column: `${columnLetter(index)} (${heading.trim()})`,
        message: `is a second ${columnName(field)} column`,
      })
    } else columns.set(field, index)
  })
  for (const field of required) {
    if (!columns.has(field))
      problems.push({
        row: header.line,
        column: columnName(field),
        message: `is missing: the export needs a column headed ${columnName(field)}`,
      })
  }
  if (problems.length > 0) return { ok: false, problems }

  const oldest = `${Number(today.slice(0, 4)) - oldestYears}${today.slice(4)}`
  const animals: ImportedAnimal[] = []
  const firstRowOfSlug = new Map<string, number>()
  const firstRowOfLot = new Map<number, number>()
  for (const { line, cells } of rows.slice(1)) {
    const rowProblems: ImportProblem[] = []
    if (cells.length > header.cells.length) {
      problems.push({
        row: line,
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
    const problem = (field: Field, message: string) => rowProblems.push({ row: line, column: where(field), message })
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
      else firstRowOfSlug.set(slug, line)
    }
    if (lot !== undefined) {
      const first = firstRowOfLot.get(lot)
      if (first !== undefined) problem('lot', `lot ${lot} is already on row ${first}`)
      else firstRowOfLot.set(lot, line)
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
  if (rows.length === 1) problems.push({ row: 2, message: 'has no animals: the rows under the headings are empty' })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, animals, ignoredColumns }
}

/** A problem as the command prints it: "Row 4, column F (Birth date): “31/02/2024” is not a date …". */
export function describeProblem(problem: ImportProblem): string {
  return `Row ${problem.row}${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`
}

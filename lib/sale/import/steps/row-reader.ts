import { animalIdPattern, animalIdRule } from '../../animal-id'
import { columnLetter, type Field } from '../columns'
import { parseNumber, saysNone } from '../values'
import { joined, words, type Words } from '../words'
import { headingOf } from './read-columns'
import type { Columns, ExportRow, ImportProblem } from './types'

/**
 * One row's cells by field, and its problems as they are found: what each of the row's readers
 * (record, sale, pedigree, figures, breeding values, buyer) reads a cell with.
 */
export type RowReader = ReturnType<typeof rowReader>

/** A figure's unit as Afrikaans writes it: g/dag, dae. */
export const unitAf = (unit: string) => ({ 'g/day': 'g/dag', days: 'dae' })[unit] ?? unit

/** The shared rules' reasons (breeding-values.ts, figures.ts) in the owner's words in each language. */
export function ruleWords(reason: string): Words {
  const af = reason
    .replace(/^is not a number$/, 'is nie ’n getal nie')
    .replace(/^must be a whole per cent$/, 'moet ’n persentasie sonder desimale wees')
    .replace(/^must be a whole number$/, 'moet ’n heelgetal wees')
    .replace(
      /^must be from (\S+) to (\S+)(?: (.+))?$/,
      (_, from: string, to: string, unit?: string) =>
        `moet van ${from} tot ${to}${unit ? ` ${unitAf(unit)}` : ''} wees`,
    )
    .replace(/^must have at most 1 decimal$/, 'mag hoogstens 1 desimaal hê')
    .replace(/^must have at most (\d+) decimals$/, 'mag hoogstens $1 desimale hê')
  return { en: reason, af }
}

const idRuleAf =
  'moet 1 tot 24 letters, syfers, spasies, koppeltekens, punte of skuinsstrepe wees, wat met ’n letter of syfer ' +
  'begin en eindig, met ’n spasie of koppelteken minstens elke 16 karakters (dit word die opskrif van die dier se ' +
  'bladsy), soos JLDT 21-045'

export function rowReader({ row, cells }: ExportRow, columns: Columns) {
  const problems: ImportProblem[] = []
  const has = (field: Field) => columns.at.has(field)
  const cell = (field: Field) => {
    const index = columns.at.get(field)
    return index === undefined ? '' : (cells[index] ?? '').trim()
  }
  const problem = (field: Field, message: Words) =>
    problems.push({ row, column: headingOf(columns.header, columns.at.get(field)!), message })
  /** A text cell, its spaces made single; empty is none. */
  const text = (field: Field, max: number): string | undefined => {
    const value = cell(field).replace(/\s+/g, ' ')
    if (value === '') return undefined
    if (value.length > max)
      problem(
        field,
        words(
          `is ${value.length} characters long: at most ${max}`,
          `is ${value.length} karakters lank: hoogstens ${max}`,
        ),
      )
    return value
  }
  const anId = (field: Field): string | undefined => {
    const value = text(field, 24)
    if (value !== undefined && !animalIdPattern.test(value))
      problem(field, words(`“${value}” ${animalIdRule}`, `“${value}” ${idRuleAf}`))
    return value
  }
  /** A number the rule may refuse; empty (or a dash, or n/a) is none. */
  const aNumber = (field: Field, unit: string, check: (value: number) => string | undefined): number | undefined => {
    const valueText = cell(field)
    if (saysNone(valueText)) return undefined
    const value = parseNumber(valueText)
    if (value === undefined) {
      const what = unit ? words(`a number of ${unit}`, `’n getal in ${unitAf(unit)}`) : words('a number', '’n getal')
      problem(field, joined('', `“${valueText}” `, words('is not ', 'is nie '), what, words('', ' nie')))
      return undefined
    }
    const reason = check(value)
    if (reason) {
      problem(field, joined('', `${valueText}: `, ruleWords(reason)))
      return undefined
    }
    return value
  }
  /**
   * An accuracy, in per cent: "72", "72 %", or a spreadsheet's percentage cell as it holds it, 0.72
   * (no accuracy is under 1 %, so a fraction is read as its per cent).
   */
  const aPercent = (field: Field, check: (value: number) => string | undefined) => {
    const valueText = cell(field)
    if (saysNone(valueText)) return undefined
    const given = parseNumber(valueText.replace(/%\s*$/, ''))
    if (given === undefined) {
      problem(field, words(`“${valueText}” is not a per cent`, `“${valueText}” is nie ’n persentasie nie`))
      return undefined
    }
    const value = given > 0 && given < 1 && !/%\s*$/.test(valueText) ? Number((given * 100).toPrecision(12)) : given
    const reason = check(value)
    if (reason) {
      problem(field, joined('', `${valueText}: `, ruleWords(reason)))
      return undefined
    }
    return value
  }
  return { row, problems, has, cell, problem, text, anId, aNumber, aPercent }
}

/** A value past the row's last heading, as a CSV cell holding an unquoted separator makes: the row is not read. */
export function overflowProblem({ row, cells }: ExportRow, columns: Columns): ImportProblem | undefined {
  const last = cells.findLastIndex((value) => value.trim() !== '')
  if (last < columns.header.cells.length) return undefined
  const end = columnLetter(columns.header.cells.length - 1)
  return {
    row,
    column: columnLetter(last),
    message: words(
      `has a value past the last heading (${end}): ` +
        'in a CSV file, a cell holding the separator needs the cell in quotes',
      `het ’n waarde ná die laaste opskrif (${end}): in ’n CSV-lêer moet ’n sel wat die skeidingsteken bevat, ` +
        'tussen aanhalingstekens staan',
    ),
  }
}

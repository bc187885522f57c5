import { boughtStatuses, lotStatuses, privateStatuses, type Status } from '../animal'
import { mergeImported, type AnimalChange, type Removal, type StoredAnimal } from '../merge'
import type { IndexNames } from './columns'
import { readExport, type ExportRead } from './read-export'
import type { WorkbookSheet } from './read-xlsx'
import { valueWords } from './change-words'
import { importSaleRows } from './rows'
import type { ImportedAnimal, ImportProblem } from './steps/types'
import type { Field } from './columns'
import { words, type Words } from './words'

/**
 * One import, two doors: the command line (scripts/sale-import.ts) and the editor's "Import from a
 * spreadsheet" both read a file's bytes and the sale as content/sale.yaml holds it, and get the same
 * dry run: every animal's fate, or every refused row with its row, column and reason. Nothing here
 * needs Node or a browser.
 */

/** The sale as its file holds it, before the schema reads it: only what the import uses is typed. */
export type StoredSale = {
  kind?: unknown
  animals?: StoredAnimal[]
  evaluation?: { indexes?: unknown[] }
  [key: string]: unknown
}

export type SpreadsheetRead =
  | {
      ok: true
      format: ExportRead['format']
      sheet?: string
      sheets: WorkbookSheet[]
      headingRow: number
      animals: ImportedAnimal[]
      fields: ReadonlySet<Field>
      ignoredColumns: string[]
      notes: Words[]
    }
  | {
      ok: false
      /** Whether the file itself could not be read (not a workbook, no such sheet), or its rows were refused. */
      stage: 'file' | 'rows'
      format?: ExportRead['format']
      /** The workbook's sheet whose rows were read. */
      sheet?: string
      sheets: WorkbookSheet[]
      problems: ImportProblem[]
    }

/** The sale's selection indexes, by the headings that name them: their key, names and abbreviations. */
export function indexNames(sale: StoredSale): IndexNames[] {
  const given = Array.isArray(sale.evaluation?.indexes) ? sale.evaluation.indexes : []
  return given.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || typeof (entry as { key?: unknown }).key !== 'string') return []
    const { key, name, abbreviation } = entry as { key: string; name?: unknown; abbreviation?: unknown }
    const names = [abbreviation, name].flatMap((value) =>
      typeof value === 'object' && value !== null
        ? Object.values(value).filter((word) => typeof word === 'string')
        : [],
    )
    return [{ key, names: [...new Set([...names, key])] as string[] }]
  })
}

/** Reads a file (CSV or .xlsx, its sheet by name or the first visible) against the sale it goes into. */
export async function readSpreadsheet(
  data: Uint8Array,
  sale: StoredSale,
  { sheet, today }: { sheet?: string; today: string },
): Promise<SpreadsheetRead> {
  const table = await readExport(data, sheet)
  const sheets = table.sheets ?? []
  if (!table.ok)
    return {
      ok: false,
      stage: 'file',
      format: table.format,
      sheets,
      problems: [{ row: table.row, message: table.message }],
    }
  const listed = (sale.animals ?? []).map((animal) => ({
    id: String(animal.id),
    ...(typeof animal.lot === 'number' ? { lot: animal.lot } : {}),
  }))
  const result = importSaleRows(table.rows, { today, indexes: indexNames(sale), listed })
  if (!result.ok)
    return {
      ok: false,
      stage: 'rows',
      format: table.format,
      ...(table.sheet !== undefined ? { sheet: table.sheet } : {}),
      sheets,
      problems: result.problems,
    }
  return {
    ok: true,
    format: table.format,
    ...(table.sheet !== undefined ? { sheet: table.sheet } : {}),
    sheets,
    headingRow: result.headingRow,
    animals: result.animals,
    fields: result.fields,
    ignoredColumns: result.ignoredColumns,
    notes: result.notes,
  }
}

export type ImportPlan = {
  animals: StoredAnimal[]
  changes: AnimalChange[]
  /** What the catalogue it makes would break (a status an auction's lot cannot have, say): then nothing is applied. */
  problems: { id: string; message: Words }[]
}

/** A value without its nulls, deep: the editor gives an empty field as null, which the file never holds. */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls) as T
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null)
        .map(([key, item]) => [key, withoutNulls(item)]),
    ) as T
  return value
}

/**
 * The catalogue after the import, each animal's fate, and what the result would break. The sale's
 * animals are taken as the file would hold them: an empty field the editor gives as null is none.
 */
export function planImport(
  sale: StoredSale,
  read: Extract<SpreadsheetRead, { ok: true }>,
  remove: Removal = 'none',
): ImportPlan {
  const { animals, changes } = mergeImported(withoutNulls(sale.animals ?? []), read.animals, read.fields, remove)
  const touched = new Set(
    changes.filter((change) => change.kind === 'new' || change.kind === 'updated').map((change) => change.id),
  )
  const problems = animals.flatMap((animal) =>
    touched.has(animal.id) ? lotProblems(sale.kind === 'auction', animal) : [],
  )
  return { animals, changes, problems }
}

/**
 * The catalogue's rules an import can break for one animal: its status against the sale's kind,
 * its price and buyer against its status.
 */
function lotProblems(auction: boolean, animal: StoredAnimal): { id: string; message: Words }[] {
  const status = animal.status as Status
  const is = { en: valueWords('status', status, 'en'), af: valueWords('status', status, 'af') }
  const problems: Words[] = []
  const onlyALot = !(privateStatuses as readonly Status[]).includes(status)
  const bought = (boughtStatuses as readonly Status[]).includes(status)
  if (!auction && onlyALot)
    problems.push(
      words(
        `is ${is.en}, which only a lot of an auction can be`,
        `is ${is.af}, wat net ’n lot van ’n veiling kan wees`,
      ),
    )
  if (auction && onlyALot && animal.lot === undefined)
    problems.push(words(`is ${is.en}, and needs a lot number`, `is ${is.af}, en het ’n lotnommer nodig`))
  if (auction && animal.lot !== undefined && !(lotStatuses as readonly Status[]).includes(status))
    problems.push(
      words(
        `is ${is.en}, which a lot of the auction cannot be`,
        `is ${is.af}, wat ’n lot van die veiling nie kan wees nie`,
      ),
    )
  if (auction && animal.lot !== undefined && animal.price !== undefined && !bought)
    problems.push(
      words(
        `has a price, which a lot has only once sold: it is ${is.en}`,
        `het ’n prys, maar ’n lot kry eers ’n prys wanneer dit verkoop is: dit is ${is.af}`,
      ),
    )
  if (animal.buyer !== undefined && !bought)
    problems.push(
      words(
        `has a buyer, but is ${is.en}: a buyer is for a lot that sold`,
        `het ’n koper, maar is ${is.af}: ’n koper is vir ’n lot wat verkoop is`,
      ),
    )
  return problems.map((message) => ({ id: animal.id, message }))
}

export { describeProblem } from './rows'
export type { AnimalChange, ChangeKind, Removal, StoredAnimal } from '../merge'

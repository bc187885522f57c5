import { CsvError, parse } from 'csv-parse/sync'
import type { ExportRow } from '../../lib/sale/import/rows'

/**
 * The rows of a CSV export, read with csv-parse (quoted cells may hold the separator, doubled
 * quotes and line breaks), with the separator its heading row uses: a comma, a semicolon
 * (spreadsheets set to a decimal comma write these) or a tab. A byte-order mark is dropped. Each row
 * keeps its number as the spreadsheet counts rows (the heading is row 1); empty rows are left out.
 */
/** An export's rows, or the row it could not be read at and why. */
export type TableRead = { ok: true; rows: ExportRow[] } | { ok: false; row: number; message: string }

/** The separator of a heading row: the one of comma, semicolon and tab it has most of, outside quotes. */
export function separatorOf(text: string): string {
  const headingRow = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '')
  const counts = [',', ';', '\t'].map((candidate) => ({ candidate, count: headingRow.split(candidate).length - 1 }))
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).candidate
}

export function readCsv(text: string): TableRead {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { records: number } }[]
    const rows = records
      .map(({ record, info }) => ({ row: info.records, cells: record }))
      .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    return { ok: true, rows }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    // csv-parse counts the rows it finished before the one it could not read.
    const finished = (error as CsvError & { records?: unknown }).records
    const row = typeof finished === 'number' ? finished + 1 : 1
    const reason =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quote opened in this row is never closed: a cell that starts with a quote ends with one'
        : error.code === 'CSV_INVALID_CLOSING_QUOTE'
          ? 'a quoted cell goes on after its closing quote: put the whole cell in quotes, its own quotes doubled'
          : `cannot be read as CSV (${error.message})`
    return { ok: false, row, message: reason }
  }
}

import ExcelJS from 'exceljs'
import type { ExportRow } from '../../lib/sale/import/rows'
import type { TableRead } from './read-csv'

/**
 * The rows of an Excel workbook (.xlsx), read with ExcelJS: its first visible sheet, or the one
 * named. Each cell as the import reads text: a number as written in full (a percentage cell's 72 %
 * as 72), a date as 2024-09-14, a formula's last result, rich text as its words. Rows keep the
 * spreadsheet's numbers; empty ones are left out.
 */

type CellValue = ExcelJS.CellValue

/** A cell's value as text, as the import reads it. */
export function cellText(value: CellValue, numberFormat = ''): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') {
    // A percentage cell holds 0.72 for 72 %.
    const shown = numberFormat.includes('%') ? Number((value * 100).toPrecision(12)) : value
    return String(shown)
  }
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('error' in value) return value.error
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue)
  if ('result' in value) return cellText(value.result as CellValue, numberFormat)
  if ('formula' in value || 'sharedFormula' in value) return ''
  return ''
}

/** The sheet to read: the one named (its case and outer spaces aside), else the first not hidden. */
function sheetOf(workbook: ExcelJS.Workbook, name: string | undefined): ExcelJS.Worksheet | string {
  const sheets = workbook.worksheets
  if (name !== undefined) {
    const wanted = name.trim().toLowerCase()
    const found = sheets.find((sheet) => sheet.name.trim().toLowerCase() === wanted)
    return (
      found ?? `has no sheet named “${name}”: its sheets are ${sheets.map((sheet) => `“${sheet.name}”`).join(', ')}`
    )
  }
  return sheets.find((sheet) => sheet.state === 'visible') ?? 'has no sheet to read'
}

export async function readXlsx(data: Buffer, sheetName?: string): Promise<TableRead & { sheet?: string }> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      row: 1,
      message: `cannot be read as an Excel workbook (.xlsx): ${reason}. Save it from the spreadsheet as .xlsx or CSV`,
    }
  }
  const sheet = sheetOf(workbook, sheetName)
  if (typeof sheet === 'string') return { ok: false, row: 1, message: sheet }
  const rows: ExportRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = []
    for (let column = 1; column <= row.cellCount; column++) {
      const cell = row.getCell(column)
      cells.push(cellText(cell.value, cell.numFmt ?? ''))
    }
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: number, cells })
  })
  return { ok: true, rows, sheet: sheet.name }
}

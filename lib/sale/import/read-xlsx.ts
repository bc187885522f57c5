import { strFromU8, unzipSync } from 'fflate'
import readXlsxFile from 'read-excel-file/universal'
import type { TableRead } from './read-csv'
import type { ExportRow } from './steps/types'
import { words } from './words'

/**
 * The rows of an Excel workbook (.xlsx), read with read-excel-file (the same in Node and in a
 * browser): its first visible sheet, or the one named. Each cell as the import reads text: a
 * number as the file writes it (a percentage cell's 72 % as 0.72, which an accuracy reads as 72),
 * a date as 2024-09-14, a formula's last result. Rows keep the spreadsheet's numbers; empty ones
 * are left out.
 */

export type WorkbookSheet = { name: string; hidden: boolean }
export type WorkbookRead = TableRead & { sheet?: string; sheets?: WorkbookSheet[] }

type CellValue = string | number | boolean | Date | null | undefined

/** A cell's value as text, as the import reads it. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  return String(value)
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&')

/** The workbook's sheets in order, each with whether it is hidden (read-excel-file does not say). */
export function workbookSheets(data: Uint8Array): WorkbookSheet[] {
  const files = unzipSync(data, { filter: (file) => file.name === 'xl/workbook.xml' })
  const xml = files['xl/workbook.xml'] ? strFromU8(files['xl/workbook.xml']) : ''
  return [...xml.matchAll(/<(?:\w+:)?sheet\b([^>]*)>/g)].map(([, attributes]) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1]
    return {
      name: unescapeXml(attribute('name') ?? ''),
      hidden: ['hidden', 'veryHidden'].includes(attribute('state') ?? ''),
    }
  })
}

const unreadable = (reason: string) => ({
  ok: false as const,
  row: 1,
  message: words(
    `cannot be read as an Excel workbook (.xlsx): ${reason}. Save it from the spreadsheet as .xlsx or CSV`,
    `kan nie as ’n Excel-werkboek (.xlsx) gelees word nie: ${reason}. Stoor dit uit die sigblad as .xlsx of CSV`,
  ),
})

export async function readXlsx(data: Uint8Array, sheetName?: string): Promise<WorkbookRead> {
  let sheets: WorkbookSheet[]
  let read: { sheet: string; data: CellValue[][] }[]
  try {
    sheets = workbookSheets(data)
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer
    // Numbers as the file writes them: "35.5", never a float's 35.50000001.
    read = (await readXlsxFile(buffer, { parseNumber: (text: string) => text })) as typeof read
  } catch (error) {
    return unreadable(error instanceof Error ? error.message : String(error))
  }
  let sheet: (typeof read)[number] | undefined
  if (sheetName !== undefined) {
    const wanted = sheetName.trim().toLowerCase()
    sheet = read.find((candidate) => candidate.sheet.trim().toLowerCase() === wanted)
    if (!sheet) {
      const names = read.map((candidate) => `“${candidate.sheet}”`).join(', ')
      return {
        ok: false,
        row: 1,
        sheets,
        message: words(
          `has no sheet named “${sheetName}”: its sheets are ${names}`,
          `het geen blad met die naam “${sheetName}” nie: sy blaaie is ${names}`,
        ),
      }
    }
  } else {
    const visible = sheets.find((candidate) => !candidate.hidden)
    sheet = visible ? read.find((candidate) => candidate.sheet === visible.name) : undefined
    if (!sheet)
      return { ok: false, row: 1, sheets, message: words('has no sheet to read', 'het geen blad om te lees nie') }
  }
  const rows: ExportRow[] = sheet.data
    .map((cells, at) => ({ row: at + 1, cells: cells.map(cellText) }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  return { ok: true, rows, sheet: sheet.sheet, sheets }
}

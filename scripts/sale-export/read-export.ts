import { readCsv, type TableRead } from './read-csv'
import { readXlsx } from './read-xlsx'

/**
 * An export's rows, whichever file the breeder has: an Excel workbook (.xlsx, told by its contents,
 * not its name) or CSV, in UTF-8 or, as Excel on Windows saves it, Windows-1252. An old binary .xls
 * is refused with what to do instead.
 */
export type ExportRead = TableRead & { format: 'xlsx' | 'CSV'; sheet?: string }

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((byte, at) => data[at] === byte)

/** Windows-1252's characters at 0x80 to 0x9F (where Latin-1 has control codes): its quotes, dashes, € and so on. */
const windows1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** A CSV file's text: UTF-8 where it is valid, else Windows-1252 (its ë and ê as the spreadsheet meant them). */
export function csvText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return Array.from(data, (byte) =>
      byte >= 0x80 && byte <= 0x9f ? windows1252[byte - 0x80]! : String.fromCharCode(byte),
    ).join('')
  }
}

export async function readExport(data: Buffer, sheet?: string): Promise<ExportRead> {
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return { ...(await readXlsx(data, sheet)), format: 'xlsx' }
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0])) {
    return {
      ok: false,
      row: 1,
      format: 'xlsx',
      message: 'is an Excel 97–2003 workbook (.xls): save it from the spreadsheet as .xlsx or CSV',
    }
  }
  if (sheet !== undefined) {
    return { ok: false, row: 1, format: 'CSV', message: 'is a CSV file, which has no sheets: leave out --sheet' }
  }
  return { ...readCsv(csvText(data)), format: 'CSV' }
}

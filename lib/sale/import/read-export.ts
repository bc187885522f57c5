import { csvText, readCsv, type TableRead } from './read-csv'
import { readXlsx, type WorkbookSheet } from './read-xlsx'
import { words } from './words'

/**
 * An export's rows, whichever file the breeder has: an Excel workbook (.xlsx, told by its
 * contents, not its name) or CSV, in UTF-8 or, as Excel on Windows saves it, Windows-1252. An old
 * binary .xls is refused with what to do instead. Bytes in, rows out: the command line hands it a
 * file's bytes, the editor a picked file's.
 */
export type ExportRead = TableRead & { format: 'xlsx' | 'CSV'; sheet?: string; sheets?: WorkbookSheet[] }

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((byte, at) => data[at] === byte)

export async function readExport(data: Uint8Array, sheet?: string): Promise<ExportRead> {
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return { ...(await readXlsx(data, sheet)), format: 'xlsx' }
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0])) {
    return {
      ok: false,
      row: 1,
      format: 'xlsx',
      message: words(
        'is an Excel 97–2003 workbook (.xls): save it from the spreadsheet as .xlsx or CSV',
        'is ’n Excel 97–2003-werkboek (.xls): stoor dit uit die sigblad as .xlsx of CSV',
      ),
    }
  }
  if (sheet !== undefined) {
    return {
      ok: false,
      row: 1,
      format: 'CSV',
      message: words(
        'is a CSV file, which has no sheets: leave out --sheet',
        'is ’n CSV-lêer, wat geen blaaie het nie: laat --sheet weg',
      ),
    }
  }
  return { ...readCsv(csvText(data)), format: 'CSV' }
}

export { csvText }

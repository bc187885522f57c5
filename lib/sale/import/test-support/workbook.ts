import { strToU8, zipSync } from 'fflate'

/**
 * A small Excel workbook (.xlsx) for the import's tests, made as a spreadsheet program saves one:
 * shared or inline strings, numbers, a percentage cell (0.72 shown as 72 %), a date cell (the
 * days since 1899-12-30 shown as a date), a formula's cached result, and hidden sheets.
 */
export type TestCell =
  | string
  | number
  | null
  | { percent: number }
  | { date: string }
  | { formula: string; result: number }
  | { shared: string }
export type TestSheet = { name: string; hidden?: boolean; rows: TestCell[][]; firstRow?: number }

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships'
const relationship = (type: string) => `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}`
const contentType = (kind: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml`
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** Excel's serial day of a date: days since 1899-12-30. */
const serial = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000

function letter(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

export function testWorkbook(sheets: readonly TestSheet[]): Uint8Array {
  const shared: string[] = []
  const cellXml = (cell: TestCell, ref: string): string => {
    if (cell === null) return ''
    if (typeof cell === 'string') return `<c r="${ref}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`
    if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`
    if ('shared' in cell) {
      shared.push(cell.shared)
      return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`
    }
    if ('percent' in cell) return `<c r="${ref}" s="1"><v>${cell.percent}</v></c>`
    if ('date' in cell) return `<c r="${ref}" s="2"><v>${serial(cell.date)}</v></c>`
    return `<c r="${ref}"><f>${escape(cell.formula)}</f><v>${cell.result}</v></c>`
  }
  const sheetXml = ({ rows, firstRow = 1 }: TestSheet) =>
    declaration +
    `<worksheet xmlns="${main}"><sheetData>` +
    rows
      .map((cells, at) => {
        const row = firstRow + at
        return `<row r="${row}">${cells.map((cell, column) => cellXml(cell, `${letter(column)}${row}`)).join('')}</row>`
      })
      .join('') +
    '</sheetData></worksheet>'
  const files: Record<string, Uint8Array> = {}
  sheets.forEach((sheet, at) => (files[`xl/worksheets/sheet${at + 1}.xml`] = strToU8(sheetXml(sheet))))
  files['[Content_Types].xml'] = strToU8(
    declaration +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${contentType('sheet.main')}"/>` +
      sheets
        .map(
          (_, at) =>
            `<Override PartName="/xl/worksheets/sheet${at + 1}.xml" ContentType="${contentType('worksheet')}"/>`,
        )
        .join('') +
      `<Override PartName="/xl/styles.xml" ContentType="${contentType('styles')}"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${contentType('sharedStrings')}"/>` +
      '</Types>',
  )
  files['_rels/.rels'] = strToU8(
    declaration +
      `<Relationships xmlns="${relationships}">` +
      `<Relationship Id="rId1" Type="${relationship('officeDocument')}" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  )
  files['xl/workbook.xml'] = strToU8(
    declaration +
      `<workbook xmlns="${main}" ` +
      `xmlns:r="${relationship('').slice(0, -1)}"><sheets>` +
      sheets
        .map(
          (sheet, at) =>
            `<sheet name="${escape(sheet.name)}" sheetId="${at + 1}"` +
            `${sheet.hidden ? ' state="hidden"' : ''} r:id="rId${at + 1}"/>`,
        )
        .join('') +
      '</sheets></workbook>',
  )
  files['xl/_rels/workbook.xml.rels'] = strToU8(
    declaration +
      `<Relationships xmlns="${relationships}">` +
      sheets
        .map(
          (_, at) =>
            `<Relationship Id="rId${at + 1}" Type="${relationship('worksheet')}" ` +
            `Target="worksheets/sheet${at + 1}.xml"/>`,
        )
        .join('') +
      `<Relationship Id="rId${sheets.length + 1}" Type="${relationship('styles')}" Target="styles.xml"/>` +
      `<Relationship Id="rId${sheets.length + 2}" Type="${relationship('sharedStrings')}" ` +
      'Target="sharedStrings.xml"/>' +
      '</Relationships>',
  )
  files['xl/styles.xml'] = strToU8(
    declaration +
      `<styleSheet xmlns="${main}">` +
      '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="9" applyNumberFormat="1"/>' +
      '<xf numFmtId="14" applyNumberFormat="1"/></cellXfs>' +
      '</styleSheet>',
  )
  files['xl/sharedStrings.xml'] = strToU8(
    declaration +
      `<sst xmlns="${main}" count="${shared.length}">` +
      shared.map((text) => `<si><t>${escape(text)}</t></si>`).join('') +
      '</sst>',
  )
  return zipSync(files)
}

import type { ExportRow } from './steps/types'
import { words, type Words } from './words'

/**
 * The rows of a CSV export: quoted cells may hold the separator, doubled quotes and line breaks
 * (RFC 4180), with the separator its heading row uses: a comma, a semicolon (spreadsheets set to a
 * decimal comma write these) or a tab. A byte-order mark is dropped. Each row keeps its number as
 * the spreadsheet counts rows (the first is row 1); empty rows are left out. Plain text in, no
 * Node or browser API: the same in both.
 */

/** An export's rows, or the row it could not be read at and why. */
export type TableRead = { ok: true; rows: ExportRow[] } | { ok: false; row: number; message: Words }

/** The separator of a heading row: the one of comma, semicolon and tab it has most of, outside quotes. */
export function separatorOf(text: string): string {
  const headingRow = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '')
  const counts = [',', ';', '\t'].map((candidate) => ({ candidate, count: headingRow.split(candidate).length - 1 }))
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).candidate
}

const quoteNeverClosed = words(
  'a quote opened in this row is never closed: a cell that starts with a quote ends with one',
  '’n aanhalingsteken wat in hierdie ry oopgaan, word nooit toegemaak nie: ' +
    '’n sel wat met ’n aanhalingsteken begin, moet ook met een eindig',
)
const quoteGoesOn = words(
  'a quoted cell goes on after its closing quote: put the whole cell in quotes, its own quotes doubled',
  '’n sel tussen aanhalingstekens gaan ná sy sluitende aanhalingsteken voort: ' +
    'sit die hele sel tussen aanhalingstekens, met sy eie aanhalingstekens verdubbel',
)

export function readCsv(source: string): TableRead {
  const text = source.replace(/^\uFEFF/, '')
  const separator = separatorOf(text)
  const rows: ExportRow[] = []
  let cells: string[] = []
  let cell = ''
  let row = 1
  let at = 0
  const endRow = () => {
    cells.push(cell)
    if (cells.some((value) => value.trim() !== '')) rows.push({ row, cells })
    cells = []
    cell = ''
    row++
  }
  while (at < text.length) {
    const char = text[at]!
    if (char === '"' && cell === '') {
      // A quoted cell: to its closing quote, a doubled quote being one.
      let end = at + 1
      let value = ''
      for (;;) {
        const next = text.indexOf('"', end)
        if (next < 0) return { ok: false, row, message: quoteNeverClosed }
        value += text.slice(end, next)
        if (text[next + 1] === '"') {
          value += '"'
          end = next + 2
          continue
        }
        end = next + 1
        break
      }
      const after = text[end]
      if (after !== undefined && after !== separator && after !== '\n' && after !== '\r')
        return { ok: false, row, message: quoteGoesOn }
      cell = value
      at = end
      continue
    }
    if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++
      endRow()
    } else cell += char
    at++
  }
  if (cell !== '' || cells.length > 0) endRow()
  return { ok: true, rows }
}

/** Windows-1252's characters at 0x80 to 0x9F (where Latin-1 has control codes): its quotes, dashes, € and so on. */
const windows1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

/** A CSV file's text: UTF-8 where it is valid, else Windows-1252 (its ë and ê as the spreadsheet meant them). */
export function csvText(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return Array.from(data, (byte) =>
      byte >= 0x80 && byte <= 0x9f ? windows1252[byte - 0x80]! : String.fromCharCode(byte),
    ).join('')
  }
}

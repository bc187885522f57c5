import type { Sex, Status } from '../animal'

/** The values of an export's cells as spreadsheets write them: numbers, dates, sexes and statuses. */

/**
 * A number as a spreadsheet may write it: "45 000", "R45,000.00", "1 850", "5,8" (a decimal comma),
 * "+21,5" and "−0,9" (a breeding value's sign, the minus as a hyphen or the typographic one).
 * Both a comma and a dot: the later one is the decimal mark. A comma alone is a thousands separator
 * when every group after it has three digits and the first is no nought ("1,850"), else the decimal
 * mark ("5,8", "0,350").
 */
export function parseNumber(text: string): number | undefined {
  let value = text.replace(/^\s*R\s*/i, '').replace(/[\s\u00a0\u2009\u202f']/g, '')
  const negative = /^[-\u2212\u2013]/.test(value)
  value = value.replace(/^[-+\u2212\u2013]/, '')
  if (value === '') return undefined
  const comma = value.lastIndexOf(',')
  const dot = value.lastIndexOf('.')
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.'
    value = value.split(decimal === ',' ? '.' : ',').join('')
    if (decimal === ',') value = value.replace(',', '.')
  } else if (comma >= 0) {
    value = /^[1-9]\d{0,2}(,\d{3})+$/.test(value) ? value.replace(/,/g, '') : value.replace(',', '.')
  }
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined
  const number = Number(value)
  return negative && number !== 0 ? -number : number
}

/** A cell that says "none" the way exports do: empty, a dash, or n/a. */
export const saysNone = (text: string) => /^(?:|[-\u2013\u2014]|n\/?a)$/i.test(text.trim())

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

export const sexWords: Record<string, Sex> = {
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
export const statusWords: Record<string, Status> = {
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
  onoffer: 'auction',
  veiling: 'auction',
  opveiling: 'auction',
  withdrawn: 'withdrawn',
  onttrek: 'withdrawn',
  teruggetrek: 'withdrawn',
  notsold: 'notSold',
  unsold: 'notSold',
  passedin: 'notSold',
  onverkoop: 'notSold',
  nieverkoopnie: 'notSold',
  subjecttoconfirmation: 'subjectToConfirmation',
  provisional: 'subjectToConfirmation',
  onderhewigaanbevestiging: 'subjectToConfirmation',
}

/** A yes or a no as a results sheet writes the buyer's consent: yes, no, ja, nee, Y, N, x, true, false, 1, 0. */
export const yesNoWords: Record<string, boolean> = {
  yes: true,
  y: true,
  ja: true,
  j: true,
  x: true,
  true: true,
  waar: true,
  '1': true,
  no: false,
  n: false,
  nee: false,
  false: false,
  onwaar: false,
  '0': false,
}

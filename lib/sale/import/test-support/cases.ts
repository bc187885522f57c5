import { describeProblem, planImport, readSpreadsheet, type Removal, type StoredSale } from '../index'
import { testWorkbook, type TestCell } from './workbook'

/**
 * The import's cases, one table run twice: in Node by Jest (cases.test.ts) and in a browser by
 * Playwright on a browser build of the same module (e2e/content-editor.spec.ts). Each case is
 * a file's bytes, the sale it goes into and the animals to remove; its outcome is plain data, so
 * the two runs can be compared as they are.
 */

const pedigree = {
  sire: { name: 'Kaptein', id: 'JLDT 17-012' },
  dam: { name: 'Bella', id: 'JLDT 18-101' },
  sireSire: { name: 'Generaal', id: 'BON 12-044' },
  sireDam: { name: 'Roos', id: 'JLDT 14-020' },
  damSire: { name: 'Hercules', id: 'BON 11-310' },
  damDam: { name: 'Daisy', id: 'JLDT 13-077' },
}
const listed = (id: string, lot: number, weaning: number) => ({
  id,
  sex: 'bull',
  born: '2024-09-14',
  status: 'auction',
  lot,
  pedigree,
  figures: { weaning205: 250 },
  ebvs: { weaning: { value: weaning, accuracy: 60 } },
  photos: [{ src: 'cattle/bonsmara-bull.svg', alt: { en: 'The bull', af: 'Die bul' } }],
})
export const caseSale: StoredSale = {
  kind: 'auction',
  animals: [listed('JLDT 24-045', 1, 10), listed('JLDT 24-046', 2, 9), listed('JLDT 24-047', 3, 11)],
}

const pedigreeHeadings =
  "Sire,Sire ID,Dam,Dam ID,Sire's sire,Sire's sire ID,Sire's dam,Sire's dam ID," +
  "Dam's sire,Dam's sire ID,Dam's dam,Dam's dam ID"
const pedigreeCells = Object.values(pedigree)
  .map(({ name, id }) => `${name},${id}`)
  .join(',')
const csv = (text: string) => new TextEncoder().encode(text)
const windows1252 = (text: string) => Uint8Array.from(text, (char) => (char === 'ê' ? 0xea : char.charCodeAt(0)))
const workbookRows = (rows: TestCell[][]) => rows

export type ImportCase = { name: string; file: () => Uint8Array; sheet?: string; remove?: Removal }

export const importCases: readonly ImportCase[] = [
  {
    name: 'a new evaluation: IDs and breeding values only, for animals already listed',
    file: () => csv('ID,WW EBV,WW Acc\nJLDT 24-045,12,0.72\nJLDT 24-046,"8,5",65 %\n'),
  },
  {
    name: 'a partial export of two new animals: the listed ones kept',
    file: () =>
      csv(
        `ID,Sex,Birth date,Lot,${pedigreeHeadings}\n` +
          `JLDT 25-001,Bull,2025-08-01,4,${pedigreeCells}\nJLDT 25-002,Heifer,2025-08-03,5,${pedigreeCells}\n`,
      ),
  },
  {
    name: 'the same partial export, the animals not in it removed',
    file: () => csv(`ID,Sex,Birth date,Lot,${pedigreeHeadings}\nJLDT 25-001,Bull,2025-08-01,4,${pedigreeCells}\n`),
    remove: 'all',
  },
  {
    name: 'a report with a title and a blank line above its headings',
    file: () => csv('Bonsmara SA: evaluation of March 2027\n\nID,WW EBV\nJLDT 24-047,13\n'),
  },
  {
    name: 'a report without a heading row',
    file: () => csv('Bonsmara SA: evaluation of March 2027\nAnimal,Weaning\n'),
  },
  {
    name: 'a new animal without its whole record',
    file: () => csv('ID,WW EBV\nJLDT 25-009,5\n'),
  },
  {
    name: 'the auctioneer’s results sheet, by lot, in Afrikaans',
    file: () =>
      csv(
        'Lot;Uitslag;Hamerprys;Koper;Dorp;Toestemming\n' +
          '1;Verkoop;R 52 000,00;Botha Boerdery;Bethlehem;ja\n2;Onverkoop;;;;\n3;Onttrek;;;;\n',
      ),
  },
  {
    name: 'a CSV file saved by Excel on Windows (Windows-1252), with semicolons',
    file: () => windows1252('ID;Naam\r\nJLDT 24-046;Du Toit Skêr 46\r\n'),
  },
  {
    name: 'a workbook of two sheets and a hidden one: the first visible sheet',
    file: () =>
      testWorkbook([
        {
          name: 'Notes',
          hidden: true,
          rows: workbookRows([
            ['ID', 'WW EBV'],
            ['JLDT 24-045', 99],
          ]),
        },
        {
          name: 'Bulls',
          rows: workbookRows([
            ['ID', 'WW EBV', 'WW Acc'],
            ['JLDT 24-045', 14, { percent: 0.81 }],
          ]),
        },
        {
          name: 'Heifers',
          rows: workbookRows([
            ['ID', 'Naam'],
            ['JLDT 24-047', 'Du Toit Roos 47'],
          ]),
        },
      ]),
  },
  {
    name: 'the same workbook, its sheet named',
    file: () =>
      testWorkbook([
        {
          name: 'Bulls',
          rows: workbookRows([
            ['ID', 'WW EBV'],
            ['JLDT 24-045', 14],
          ]),
        },
        {
          name: 'Heifers',
          rows: workbookRows([
            ['ID', 'Naam'],
            ['JLDT 24-047', 'Du Toit Roos 47'],
          ]),
        },
      ]),
    sheet: 'heifers',
  },
]

/** A value in a change's line, as the dry run shows it. */
const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'object' ? JSON.stringify(value) : String(value)

/** What a case comes to, as plain data: the refused rows, or each animal's fate and the catalogue's IDs. */
export async function runImportCase(importCase: ImportCase, today = '2027-03-15') {
  const read = await readSpreadsheet(importCase.file(), caseSale, { sheet: importCase.sheet, today })
  if (!read.ok) return { ok: false, problems: read.problems.map((problem) => describeProblem(problem)) }
  const plan = planImport(caseSale, read, importCase.remove)
  return {
    ok: true,
    sheet: read.sheet ?? null,
    headingRow: read.headingRow,
    changes: plan.changes.map((change) =>
      change.kind === 'updated'
        ? `updated ${change.id}: ` +
          change.changes.map((one) => `${one.path} ${shown(one.before)} → ${shown(one.after)}`).join('; ')
        : `${change.kind} ${change.id}`,
    ),
    ids: plan.animals.map((animal) => animal.id),
    problems: plan.problems.map((problem) => `${problem.id}: ${problem.message.en}`),
  }
}

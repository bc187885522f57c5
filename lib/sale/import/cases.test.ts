import { importCases, runImportCase } from './test-support/cases'

/**
 * The import's cases (test-support/cases.ts) in Node, each outcome worked out by hand; the browser
 * runs the same table on a browser build and must come to the same (e2e/content-editor.spec.ts).
 */
const listedIds = ['JLDT 24-045', 'JLDT 24-046', 'JLDT 24-047']
const expected: Record<string, unknown> = {
  'a new evaluation: IDs and breeding values only, for animals already listed': {
    ok: true,
    sheet: null,
    headingRow: 1,
    changes: [
      'updated JLDT 24-045: ebvs.weaning.value 10 → 12; ebvs.weaning.accuracy 60 → 72',
      'updated JLDT 24-046: ebvs.weaning.value 9 → 8.5; ebvs.weaning.accuracy 60 → 65',
      'kept JLDT 24-047',
    ],
    ids: listedIds,
    problems: [],
  },
  'a partial export of two new animals: the listed ones kept': {
    ok: true,
    sheet: null,
    headingRow: 1,
    changes: ['new JLDT 25-001', 'new JLDT 25-002', 'kept JLDT 24-045', 'kept JLDT 24-046', 'kept JLDT 24-047'],
    ids: [...listedIds, 'JLDT 25-001', 'JLDT 25-002'],
    problems: [],
  },
  'the same partial export, the animals not in it removed': {
    ok: true,
    sheet: null,
    headingRow: 1,
    changes: ['new JLDT 25-001', 'removed JLDT 24-045', 'removed JLDT 24-046', 'removed JLDT 24-047'],
    ids: ['JLDT 25-001'],
    problems: [],
  },
  'a report with a title and a blank line above its headings': {
    ok: true,
    sheet: null,
    headingRow: 3,
    changes: ['updated JLDT 24-047: ebvs.weaning.value 11 → 13', 'kept JLDT 24-045', 'kept JLDT 24-046'],
    ids: listedIds,
    problems: [],
  },
  'a report without a heading row': {
    ok: false,
    problems: [
      'Row 1: no heading row found: rows 1 to 2 were looked at, and none names an ID column (headed ID, tattoo, ' +
        'tattoo no, tattoo number, registration number, registration no or the like) or a Lot column',
    ],
  },
  'a new animal without its whole record': {
    ok: false,
    problems: [
      'Sex',
      'Birth date',
      'Sire',
      'Sire ID',
      'Dam',
      'Dam ID',
      "Sire's sire",
      "Sire's sire ID",
      "Sire's dam",
      "Sire's dam ID",
      "Dam's sire",
      "Dam's sire ID",
      "Dam's dam",
      "Dam's dam ID",
    ].map(
      (column) =>
        `Row 2, column ${column}: is needed: JLDT 25-009 is not in the catalogue, and a new animal needs its sex, ` +
        'birth date and whole pedigree',
    ),
  },
  'the auctioneer’s results sheet, by lot, in Afrikaans': {
    ok: true,
    sheet: null,
    headingRow: 1,
    changes: [
      'updated JLDT 24-045: status auction → sold; price (none) → 52000; ' +
        'buyer (none) → {"name":"Botha Boerdery","town":"Bethlehem","consent":true}',
      'updated JLDT 24-046: status auction → notSold',
      'updated JLDT 24-047: status auction → withdrawn',
    ],
    ids: listedIds,
    problems: [],
  },
  'a CSV file saved by Excel on Windows (Windows-1252), with semicolons': {
    ok: true,
    sheet: null,
    headingRow: 1,
    changes: ['updated JLDT 24-046: name (none) → Du Toit Skêr 46', 'kept JLDT 24-045', 'kept JLDT 24-047'],
    ids: listedIds,
    problems: [],
  },
  'a workbook of two sheets and a hidden one: the first visible sheet': {
    ok: true,
    sheet: 'Bulls',
    headingRow: 1,
    changes: [
      'updated JLDT 24-045: ebvs.weaning.value 10 → 14; ebvs.weaning.accuracy 60 → 81',
      'kept JLDT 24-046',
      'kept JLDT 24-047',
    ],
    ids: listedIds,
    problems: [],
  },
  'the same workbook, its sheet named': {
    ok: true,
    sheet: 'Heifers',
    headingRow: 1,
    changes: ['updated JLDT 24-047: name (none) → Du Toit Roos 47', 'kept JLDT 24-045', 'kept JLDT 24-046'],
    ids: listedIds,
    problems: [],
  },
}

test('every case has its outcome worked out', () => {
  expect(importCases.map((one) => one.name).sort()).toEqual(Object.keys(expected).sort())
})

test.each(importCases.map((one) => [one.name, one] as const))('%s', async (_, importCase) => {
  expect(await runImportCase(importCase)).toEqual(expected[importCase.name])
})

test('an empty field the editor gives as null is no value: no change, and not written', async () => {
  const { planImport, readSpreadsheet } = await import('./index')
  const sale = {
    kind: 'auction',
    animals: [
      {
        id: 'JLDT 24-045',
        sex: 'bull',
        lot: 1,
        status: 'auction',
        price: null,
        buyer: null,
        pedigree: {},
        figures: {},
      },
    ],
  }
  const read = await readSpreadsheet(new TextEncoder().encode('ID,WW EBV\nJLDT 24-045,12\n'), sale, {
    today: '2027-03-15',
  })
  if (!read.ok) throw new Error(JSON.stringify(read.problems))
  const plan = planImport(sale, read)
  expect(plan.changes).toEqual([
    { id: 'JLDT 24-045', kind: 'updated', changes: [{ path: 'ebvs', after: { weaning: { value: 12 } } }] },
  ])
  expect(plan.animals[0]).not.toHaveProperty('price')
  expect(plan.animals[0]).not.toHaveProperty('buyer')
})

import { importSaleRows } from '../rows'
import { findHeadingRow } from './find-heading-row'
import { readColumns } from './read-columns'
import type { ExportRow } from './types'

/** The import's steps, each by table: the heading row, the columns, and the rows of listed and new animals. */
const rows = (...cells: string[][]): ExportRow[] => cells.map((row, at) => ({ row: at + 1, cells: row }))
const today = '2027-03-15'
const listed = [
  { id: 'JLDT 24-045', lot: 1 },
  { id: 'JLDT 24-046', lot: 2 },
]

describe('step 1: the heading row is the first of the first ten that names an ID or Lot column', () => {
  test.each([
    ['headings first', rows(['ID', 'WW EBV'], ['A 1', '5']), 1],
    [
      'a title and a blank line above',
      [
        { row: 1, cells: ['Evaluation'] },
        { row: 3, cells: ['Tattoo', 'WW EBV'] },
      ],
      3,
    ],
    ['a results sheet headed by lot', rows(['Sale results'], ['Lot', 'Uitslag']), 2],
    ['a tenth row', rows(...Array.from({ length: 9 }, (_, at) => [`note ${at}`]), ['Reg no']), 10],
  ])('%s: row %s', (_, given, row) => {
    const found = findHeadingRow(given)
    expect(found.ok && found.header.row).toBe(row)
  })

  test.each([
    [
      'an eleventh row is too far',
      rows(...Array.from({ length: 10 }, (_, at) => [`note ${at}`]), ['ID']),
      'rows 1 to 10',
    ],
    ['one row of no ID', rows(['Animal', 'Weaning']), 'row 1 was looked at'],
    ['an empty file', [], 'the file is empty'],
  ])('%s: refused, naming the rows looked at', (_, given, words) => {
    const found = findHeadingRow(given)
    expect(found.ok).toBe(false)
    if (!found.ok) expect(found.problems[0]!.message.en).toContain(words)
  })
})

describe('step 2: the columns', () => {
  test.each([
    [['ID', 'WW EBV', 'Notes'], { fields: ['id', 'ebv:weaning'], ignored: ['C (Notes)'] }],
    [
      ['Lot', 'Uitslag', 'Hamerprys', 'Koper', 'Dorp', 'Toestemming'],
      { fields: ['lot', 'status', 'price', 'buyerName', 'buyerTown', 'buyerConsent'], ignored: [] },
    ],
  ])('%j', (cells, expected) => {
    const read = readColumns({ row: 1, cells })
    expect(read.ok && { fields: [...read.columns.at.keys()], ignored: read.columns.ignored }).toEqual(expected)
  })

  test('a field twice is refused, naming the first', () => {
    const read = readColumns({ row: 1, cells: ['ID', 'Price', 'Prys'] })
    expect(!read.ok && read.problems.map((problem) => problem.message.en)).toEqual([
      'is a second Price column (the first is B (Price))',
    ])
  })
})

describe('steps 3 and 4: rows of listed animals need only what they change; a new one its whole record', () => {
  const cases: [string, string[][], unknown][] = [
    [
      'an EBV for a listed animal',
      [
        ['ID', 'WW EBV'],
        ['jldt 24-045', '12'],
      ],
      [{ id: 'jldt 24-045', ebvs: { weaning: { value: 12 } } }],
    ],
    [
      'a result by lot',
      [
        ['Lot', 'Result', 'Price'],
        ['2', 'sold', 'R 40 000'],
      ],
      [{ id: 'JLDT 24-046', lot: 2, status: 'sold', price: 40000 }],
    ],
    [
      'a buyer with consent, in Afrikaans',
      [
        ['Lot', 'Koper', 'Dorp', 'Toestemming'],
        ['1', 'Botha Boerdery', 'Bethlehem', 'Ja'],
      ],
      [{ id: 'JLDT 24-045', lot: 1, buyer: { name: 'Botha Boerdery', town: 'Bethlehem', consent: true } }],
    ],
  ]
  test.each(cases)('%s', (_, cells, animals) => {
    const result = importSaleRows(rows(...cells), { today, listed })
    expect(
      result.ok && result.animals.map(({ pedigree, figures, ...rest }) => (void pedigree, void figures, rest)),
    ).toEqual(animals)
  })

  test.each([
    [
      'a lot no animal has',
      [
        ['Lot', 'Result'],
        ['9', 'sold'],
      ],
      'Row 2, column A (Lot): lot 9 is no animal’s in the catalogue',
    ],
    [
      'a consent that is neither',
      [
        ['ID', 'Consent'],
        ['JLDT 24-045', 'maybe'],
      ],
      'Row 2, column B (Consent): “maybe” is neither yes nor no',
    ],
    [
      'a new animal by its ID alone',
      [
        ['ID', 'Sex'],
        ['NEW 1', 'Bull'],
      ],
      'Row 2, column Birth date: is needed: NEW 1 is not in the catalogue',
    ],
    [
      'the same listed animal twice',
      [
        ['ID', 'WW EBV'],
        ['JLDT 24-045', '1'],
        ['jldt 24 045', '2'],
      ],
      'Row 3, column A (ID): jldt 24 045 is already on row 2',
    ],
  ])('%s is refused with its row and column', (_, cells, first) => {
    const result = importSaleRows(rows(...cells), { today, listed })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(
        `Row ${result.problems[0]!.row}, column ${result.problems[0]!.column}: ${result.problems[0]!.message.en}`,
      ).toContain(first)
  })
})

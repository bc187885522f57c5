import { importSaleRows } from './rows'
import { csvText, readExport } from './read-export'
import { cellText, readXlsx } from './read-xlsx'
import { testWorkbook } from './test-support/workbook'

/** A workbook as a breeder's spreadsheet saves one: a hidden notes sheet, the sale's, the heifers'. */
function workbook(): Uint8Array {
  const pedigree = ['Kaptein', 'JLDT 17-012', 'Bella', 'JLDT 18-101', 'Generaal', 'BON 12-044']
  pedigree.push('Roos', 'JLDT 14-020', 'Hercules', 'BON 11-310', 'Daisy', 'JLDT 13-077')
  const headings = ['ID', 'Sex', 'Birth date', 'Sire', 'Sire ID', 'Dam', 'Dam ID', 'SS', 'SS ID', 'SD', 'SD ID', 'DS']
  headings.push('DS ID', 'DD', 'DD ID', 'Birth weight', 'BW', 'Acc', 'Name')
  return testWorkbook([
    { name: 'Notes', hidden: true, rows: [['Made for the 2027 sale']] },
    {
      name: 'Sale 2027',
      rows: [
        headings,
        [
          { shared: 'JLDT 24-045' },
          'Bull',
          { date: '2024-09-14' },
          ...pedigree,
          35.5,
          0.4,
          { percent: 0.72 },
          'Du Toit Kaptein 45',
        ],
        [],
        ['JLDT 24-051', 'Bull', '03/10/2024', ...pedigree, { formula: '33+2.5', result: 35.5 }, -0.2, 65],
      ],
    },
    {
      name: 'Heifers',
      rows: [
        ['ID', 'Sex'],
        ['JLDT 24-112', 'Heifer'],
      ],
    },
  ])
}

describe('cellText: a cell as the import reads it', () => {
  test.each([
    [null, ''],
    ['35.5', '35.5'],
    [new Date(Date.UTC(2024, 8, 14)), '2024-09-14'],
    [true, 'TRUE'],
    ['Du Toit Kaptein', 'Du Toit Kaptein'],
  ])('%j is %j', (value, text) => {
    expect(cellText(value)).toBe(text)
  })
})

describe('readXlsx', () => {
  test('reads the first visible sheet: its rows numbered as the spreadsheet does, the empty one left out', async () => {
    const read = await readXlsx(workbook())
    expect(read.ok && read.sheet).toBe('Sale 2027')
    if (!read.ok) return
    expect(read.rows.map((row) => row.row)).toEqual([1, 2, 4])
    expect(read.rows[1]!.cells.slice(0, 3)).toEqual(['JLDT 24-045', 'Bull', '2024-09-14'])
    expect(read.rows[1]!.cells.slice(-4)).toEqual(['35.5', '0.4', '0.72', 'Du Toit Kaptein 45'])
    expect(read.rows[2]!.cells.slice(-4)).toEqual(['35.5', '-0.2', '65', ''])
  })

  test('reads the sheet named, whatever its case; a missing one is named with the sheets there are', async () => {
    const book = workbook()
    const heifers = await readXlsx(book, ' heifers ')
    expect(heifers.ok && heifers.rows.map((row) => row.cells)).toEqual([
      ['ID', 'Sex'],
      ['JLDT 24-112', 'Heifer'],
    ])
    expect(await readXlsx(book, 'Bulls')).toMatchObject({
      ok: false,
      row: 1,
      message: { en: 'has no sheet named “Bulls”: its sheets are “Notes”, “Sale 2027”, “Heifers”' },
    })
  })

  test('it imports whole: grandparents by their short forms, the half unit, the EBV by its accuracy', async () => {
    const read = await readXlsx(workbook())
    if (!read.ok) throw new Error(read.message.en)
    const result = importSaleRows(read.rows, { today: '2026-11-26' })
    if (!result.ok) throw new Error(JSON.stringify(result.problems))
    expect(
      result.animals.map(({ id, name, born, figures, ebvs, pedigree }) => ({
        id,
        name,
        born,
        figures,
        ebvs,
        ss: pedigree.sireSire,
      })),
    ).toEqual([
      {
        id: 'JLDT 24-045',
        name: 'Du Toit Kaptein 45',
        born: '2024-09-14',
        figures: { birthWeight: 35.5 },
        ebvs: { birth: { value: 0.4, accuracy: 72 } },
        ss: { name: 'Generaal', id: 'BON 12-044' },
      },
      {
        id: 'JLDT 24-051',
        name: undefined,
        born: '2024-10-03',
        figures: { birthWeight: 35.5 },
        ebvs: { birth: { value: -0.2, accuracy: 65 } },
        ss: { name: 'Generaal', id: 'BON 12-044' },
      },
    ])
  })
})

describe('readExport: a workbook or CSV, told by its contents', () => {
  test('a workbook whatever its name; a sheet asked of a CSV file is refused', async () => {
    const read = await readExport(workbook())
    expect(read).toMatchObject({ ok: true, format: 'xlsx', sheet: 'Sale 2027' })
    expect(await readExport(Buffer.from('ID,Sex\n'), 'Sale')).toMatchObject({
      ok: false,
      row: 1,
      format: 'CSV',
      message: { en: 'is a CSV file, which has no sheets: leave out --sheet' },
    })
  })

  test('an old .xls workbook and a broken .xlsx say what to do', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(await readExport(xls)).toMatchObject({
      ok: false,
      message: { en: 'is an Excel 97–2003 workbook (.xls): save it from the spreadsheet as .xlsx or CSV' },
    })
    const broken = await readExport(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))
    expect(broken.ok || broken.message.en).toMatch(
      /^cannot be read as an Excel workbook \(\.xlsx\): .*save it from the/i,
    )
  })

  test('CSV in UTF-8, or in Windows-1252 as Excel on Windows saves it', async () => {
    expect(csvText(Buffer.from('Naam\nGeïnspekteer\n', 'utf8'))).toBe('Naam\nGeïnspekteer\n')
    expect(csvText(Buffer.from([0x47, 0x65, 0xef, 0x6e, 0x20, 0x93, 0x6a, 0x61, 0x94]))).toBe('Geïn “ja”')
    const read = await readExport(Buffer.from('ID;Sex\r\nA 1;Bull\r\n'))
    expect(read).toEqual({
      ok: true,
      format: 'CSV',
      rows: [
        { row: 1, cells: ['ID', 'Sex'] },
        { row: 2, cells: ['A 1', 'Bull'] },
      ],
    })
  })
})

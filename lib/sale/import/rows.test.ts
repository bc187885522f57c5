import { describeProblem, importSaleRows, type ExportRow, type ImportResult } from './rows'

const today = '2026-11-26'
const heading = [
  'ID',
  'Name',
  'Sex',
  'Birth date',
  'Status',
  'Lot',
  'Price',
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
  'Birth weight (kg)',
  '205-day weight (kg)',
  '365-day weight (kg)',
  '540-day weight (kg)',
  'ADG (g/day)',
  'FCR',
  'Scrotal circumference (cm)',
  'Dam ICP (days)',
  "Breeder's note",
]
const pedigree = ['Kaptein', 'JLDT 17-012', 'Bella', 'JLDT 18-101', 'Generaal', 'BON 12-044', 'Roos', 'JLDT 14-020']
pedigree.push('Hercules', 'BON 11-310', 'Daisy', 'JLDT 13-077')
const bullRow = ['JLDT 24-045', 'Du Toit Kaptein 45', 'Bull', '2024-09-14', 'Auction', '12', '', ...pedigree]
bullRow.push('36', '252', '412', '548', '1850', '5.8', '38', '395', 'Quiet temperament')
const heiferRow = ['JLDT 24-051', '', 'Heifer', '03/10/2024', 'available', '', 'R 38 500,00', ...pedigree]
heiferRow.push('33', '238', '371', '', '', '', '', '402', '')

/** An export's rows, numbered as a spreadsheet numbers them from its heading row. */
const table = (...rows: string[][]): ExportRow[] => rows.map((cells, index) => ({ row: index + 1, cells }))
const good = table(heading, bullRow, heiferRow)

function problems(result: ImportResult): string[] {
  return result.ok ? [] : result.problems.map((problem) => describeProblem(problem))
}

describe('importSaleRows: a good export', () => {
  const result = importSaleRows(good, { today })

  test('reads every animal with its pedigree and figures', () => {
    expect(problems(result)).toEqual([])
    if (!result.ok) return
    expect(result.animals).toEqual([
      {
        id: 'JLDT 24-045',
        name: 'Du Toit Kaptein 45',
        sex: 'bull',
        born: '2024-09-14',
        status: 'auction',
        lot: 12,
        pedigree: {
          sire: { name: 'Kaptein', id: 'JLDT 17-012' },
          dam: { name: 'Bella', id: 'JLDT 18-101' },
          sireSire: { name: 'Generaal', id: 'BON 12-044' },
          sireDam: { name: 'Roos', id: 'JLDT 14-020' },
          damSire: { name: 'Hercules', id: 'BON 11-310' },
          damDam: { name: 'Daisy', id: 'JLDT 13-077' },
        },
        figures: {
          birthWeight: 36,
          weaning205: 252,
          weight365: 412,
          weight540: 548,
          adg: 1850,
          fcr: 5.8,
          scrotal: 38,
          damIcp: 395,
        },
      },
      expect.objectContaining({
        id: 'JLDT 24-051',
        sex: 'heifer',
        born: '2024-10-03',
        status: 'available',
        price: 38500,
        figures: { birthWeight: 33, weaning205: 238, weight365: 371, damIcp: 402 },
      }),
    ])
    expect(result.animals[1]).not.toHaveProperty('name')
    expect(result.animals[1]).not.toHaveProperty('lot')
  })

  test('names the columns it did not read', () => {
    expect(result.ok && result.ignoredColumns).toEqual(["AB (Breeder's note)"])
  })
})

describe('importSaleRows: a bad export is refused whole, each problem with its row, column and reason', () => {
  const row = (cells: string[]) => table(heading, cells)
  const bull = (change: (cells: string[]) => void) => {
    const cells = [...bullRow.slice(0, -1), '']
    cells[1] = ''
    change(cells)
    return cells
  }
  test.each([
    [
      'a date that does not exist',
      row(bull((cells) => (cells[3] = '31/02/2024'))),
      ['Row 2, column D (Birth date): “31/02/2024” is not a date: write it as 2024-09-14 or 14/09/2024'],
    ],
    [
      'a birth after today',
      row(bull((cells) => (cells[3] = '2026-12-01'))),
      ['Row 2, column D (Birth date): 2026-12-01 is after today'],
    ],
    [
      'a figure out of range',
      row(bull((cells) => (cells[20] = '520'))),
      ['Row 2, column U (205-day weight (kg)): 520: must be from 80 to 450 kg'],
    ],
    [
      'a figure that is not a number',
      row(bull((cells) => (cells[23] = 'fast'))),
      ['Row 2, column X (ADG (g/day)): “fast” is not a number of g/day'],
    ],
    [
      'a scrotal circumference for a heifer',
      row(bull((cells) => (cells[2] = 'Heifer'))),
      ['Row 2, column Z (Scrotal circumference (cm)): is measured on bulls only: leave it empty for a heifer'],
    ],
    [
      'an unknown sex',
      row(bull((cells) => (cells[2] = 'Ox'))),
      ['Row 2, column C (Sex): “Ox” is neither bull nor heifer'],
    ],
    [
      'an auction lot without its number',
      row(bull((cells) => (cells[5] = ''))),
      ['Row 2, column F (Lot): is needed: an animal on auction has a lot number'],
    ],
    [
      'an empty pedigree name',
      row(bull((cells) => (cells[9] = ''))),
      [
        'Row 2, column J (Dam): is needed: JLDT 24-045 is not in the catalogue,' +
          ' and a new animal needs its sex, birth date and whole pedigree',
      ],
    ],
    [
      'an ID with a character an ID never has',
      row(bull((cells) => (cells[0] = 'JLDT#45'))),
      [
        'Row 2, column A (ID): “JLDT#45” must be 1 to 24 letters, digits, spaces, ' +
          'dashes, dots or slashes, starting and ending with a letter or digit, with a ' +
          'space or dash at least every 16 characters (it heads the animal’s page), ' +
          'such as JLDT 21-045',
      ],
    ],
    [
      'an ID of one long word',
      row(bull((cells) => (cells[0] = 'BON20210000045789'))),
      [
        'Row 2, column A (ID): “BON20210000045789” must be 1 to 24 letters, digits, ' +
          'spaces, dashes, dots or slashes, starting and ending with a letter or ' +
          'digit, with a space or dash at least every 16 characters (it heads the ' +
          'animal’s page), such as JLDT 21-045',
      ],
    ],
    [
      'a price in words',
      row(bull((cells) => (cells[6] = 'on request'))),
      ['Row 2, column G (Price): “on request” is not an amount in rand, such as 45000 or R 45 000,00'],
    ],
  ])('%s', (_, rows, expected) => {
    expect(problems(importSaleRows(rows, { today }))).toEqual(expected)
  })

  test(
    'a duplicate ID and a duplicate lot, named with the row that had them first; ' +
      'the good rows are not kept either',
    () => {
      const rows = table(
        heading,
        bull(() => {}),
        bull((cells) => (cells[5] = '13')),
        bull((cells) => ((cells[0] = 'JLDT 24-046'), (cells[5] = '12'))),
      )
      const result = importSaleRows(rows, { today })
      expect(result.ok).toBe(false)
      expect(problems(result)).toEqual([
        'Row 3, column A (ID): JLDT 24-045 is already on row 2',
        'Row 4, column F (Lot): lot 12 is already on row 2',
      ])
    },
  )

  test('a column a new animal needs is named when missing; the row is not read', () => {
    const renamed = heading.map((name) => (name === 'Dam ID' ? 'Dam number' : name))
    expect(problems(importSaleRows(table(renamed, bullRow), { today }))).toEqual([
      'Row 2, column Dam ID: is needed: JLDT 24-045 is not in the catalogue,' +
        ' and a new animal needs its sex, birth date and whole pedigree',
    ])
  })

  test('a row with a value past its last heading (an unquoted comma); empty cells past it are no matter', () => {
    expect(problems(importSaleRows(row([...bull(() => {}), 'extra']), { today }))).toEqual([
      'Row 2, column AC: has a value past the last heading (AB): ' +
        'in a CSV file, a cell holding the separator needs the cell in quotes',
    ])
    expect(problems(importSaleRows(row([...bull(() => {}), '', ' ']), { today }))).toEqual([])
  })

  test('an empty file and a file of headings alone', () => {
    expect(problems(importSaleRows([], { today }))).toEqual([
      'Row 1: the file is empty: export the sale’s animals with a row of headings above them',
    ])
    expect(problems(importSaleRows(table(heading), { today }))).toEqual([
      'Row 2: has no animals: the rows under the headings are empty',
    ])
  })
})

describe('importSaleRows: the evaluation’s breeding values, as the society’s export heads them', () => {
  const indexes = [{ key: 'weaner', names: ['WCI', 'Weaner calf index', 'SKI', 'Speenkalfindeks'] }]
  const own = ['ID', 'Sex', 'Birth date', ...heading.slice(7, 19)]
  const evaluation = ['Birth weight', 'Scrotal circumference', 'BW', 'Acc', 'WW EBV', 'WW Acc', 'WW Ratio', 'Melk']
  evaluation.push('%', 'SC TW', 'SC Akk', 'WCI', 'Acc', 'Herd notes')
  const bull = ['JLDT 24-045', 'Bull', '2024-09-14', ...pedigree, '35,5', '37,5', '+0,4', '72', '+21,5', '70 %', '96']
  bull.push('−2,4', '58', '+1,25', '66', '100', '60', 'calm')
  const heifer = ['JLDT 24-112', 'Heifer', '2024-10-01', ...pedigree, '33', '', '-0,2', '74', '16', '72', '', '5,9']
  heifer.push('63', '0,8', '50', '104,5', '', '')
  const read = (...rows: string[][]) => importSaleRows(table([...own, ...evaluation], ...rows), { today, indexes })

  test('reads each EBV with its accuracy and ratio, signs, decimal commas and half units', () => {
    const result = read(bull, heifer)
    expect(problems(result)).toEqual([])
    if (!result.ok) return
    expect(result.animals[0]).toMatchObject({
      figures: { birthWeight: 35.5, scrotal: 37.5 },
      ebvs: {
        birth: { value: 0.4, accuracy: 72 },
        weaning: { value: 21.5, accuracy: 70, ratio: 96 },
        milk: { value: -2.4, accuracy: 58 },
        scrotum: { value: 1.25, accuracy: 66 },
      },
      indexes: [{ key: 'weaner', value: 100, accuracy: 60 }],
    })
    expect(result.animals[1]).toMatchObject({
      ebvs: { birth: { value: -0.2, accuracy: 74 }, weaning: { value: 16, accuracy: 72 }, milk: { value: 5.9 } },
      indexes: [{ key: 'weaner', value: 104.5 }],
    })
    expect(result.animals[1]!.ebvs).not.toHaveProperty('scrotum')
    expect(result.notes.map((note) => note.en)).toEqual([
      'Scrotal EBVs of heifers left out (the catalogue shows them for bulls): JLDT 24-112.',
    ])
    expect(result.ignoredColumns).toEqual(['AC (Herd notes)'])
    expect([...result.fields]).toEqual(
      expect.arrayContaining(['ebv:birth', 'accuracy:birth', 'ratio:weaning', 'index:weaner', 'indexAccuracy:weaner']),
    )
    expect(result.fields.has('price')).toBe(false)
  })

  const at = (column: string) => own.length + evaluation.indexOf(column)
  const changed = (index: number, value: string) => bull.map((cell, place) => (place === index ? value : cell))
  test.each([
    ['an EBV out of its range', changed(at('BW'), '+16'), 'Row 2, column R (BW): +16: must be from -10 to 15'],
    [
      'an EBV with more decimals than the evaluation gives',
      changed(at('WW EBV'), '21,55'),
      'Row 2, column T (WW EBV): 21,55: must have at most 1 decimal',
    ],
    ['an accuracy of 100 %', changed(at('WW Acc'), '100'), 'Row 2, column U (WW Acc): 100: must be from 1 to 99 %'],
    ['an accuracy in words', changed(at('WW Acc'), 'high'), 'Row 2, column U (WW Acc): “high” is not a per cent'],
    [
      'a ratio with decimals',
      changed(at('WW Ratio'), '96,5'),
      'Row 2, column V (WW Ratio): 96,5: must be a whole number',
    ],
  ])('%s is refused with its row and column', (_, row, message) => {
    expect(problems(read(row))).toEqual([message])
  })

  test('an accuracy whose breeding value has no column is refused, naming the heading it needs', () => {
    const headings = [...own, 'Birth weight', 'WW Acc']
    const result = importSaleRows(table(headings, [...bull.slice(0, 15), '36', '70']), { today })
    expect(problems(result)).toEqual([
      'Row 1, column Q (WW Acc): has no column of its breeding value: the export needs a column headed WW EBV',
    ])
  })

  test('a heading naming two columns is refused with its column, and no row is read', () => {
    const result = importSaleRows(table([...own, 'BW'], [...bull.slice(0, 15), '36']), { today })
    expect(problems(result)).toEqual([
      'Row 1, column P (BW): could be “Birth weight” or “BW EBV”: head it as one of these ' +
        '(a breeding value may instead be followed by its accuracy column, Acc)',
    ])
  })

  test('a second column of the same field names the first', () => {
    const result = importSaleRows(table([...own, 'BW EBV', 'Geboorte TW'], [...bull.slice(0, 15), '1', '1']), {
      today,
    })
    expect(problems(result)).toEqual([
      'Row 1, column Q (Geboorte TW): is a second BW EBV column (the first is P (BW EBV))',
    ])
  })

  test('a dash or n/a is no value', () => {
    const result = read(
      changed(at('BW'), '–'),
      changed(at('WW EBV'), 'n/a').map((cell, place) => (place === 0 ? 'X 1' : cell)),
    )
    expect(problems(result)).toEqual([])
    if (result.ok) {
      expect(result.animals[0]!.ebvs).not.toHaveProperty('birth')
      expect(result.animals[1]!.ebvs).not.toHaveProperty('weaning')
    }
  })
})

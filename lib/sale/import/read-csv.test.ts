import { importSaleRows } from './rows'
import { readCsv, separatorOf } from './read-csv'

describe('readCsv', () => {
  test('quoted cells keep separators, quotes and line breaks; each row keeps its number, empty rows left out', () => {
    expect(readCsv('a,b\n"1,5","say ""hi"""\n\n"two\nlines",x\n,\n3,4\n')).toEqual({
      ok: true,
      rows: [
        { row: 1, cells: ['a', 'b'] },
        { row: 2, cells: ['1,5', 'say "hi"'] },
        { row: 4, cells: ['two\nlines', 'x'] },
        { row: 6, cells: ['3', '4'] },
      ],
    })
  })

  test.each([
    ['commas', 'a,b\r\n1,2', ['1', '2']],
    ['semicolons, a decimal comma kept in its cell', 'a;b\n5,8;2', ['5,8', '2']],
    ['tabs', 'a\tb\n1\t2', ['1', '2']],
    ['a byte-order mark first', '\uFEFFa;b\n1;2', ['1', '2']],
    ['a row with fewer cells', 'a,b,c\n1,2', ['1', '2']],
  ])('%s', (_, text, second) => {
    const read = readCsv(text)
    expect(read.ok && read.rows[0]!.cells.map((cell) => cell.replace('\uFEFF', ''))).toEqual([
      'a',
      'b',
      ...(text.includes('c\n') ? ['c'] : []),
    ])
    expect(read.ok && read.rows[1]).toEqual({ row: 2, cells: second })
  })

  test.each([
    ['a quote never closed', 'a,b\n1,2\n"x,y', 3, 'a quote opened in this row is never closed'],
    ['a quoted cell that goes on', 'a,b\n"x"y,z\n', 2, 'a quoted cell goes on after its closing quote'],
  ])('%s is named with its row', (_, text, row, words) => {
    const read = readCsv(text)
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.row).toBe(row)
    expect(read.message.en).toContain(words)
  })

  test('the separator is the heading row’s, not a quoted cell’s', () => {
    expect(separatorOf('"a;b;c",d,e\n')).toBe(',')
    expect(separatorOf('a;b;"c,d"\n')).toBe(';')
  })
})

describe('an export read and imported', () => {
  const heading =
    "ID,Sex,Birth date,Status,Price,Sire,Sire ID,Dam,Dam ID,Sire's sire,Sire's sire ID,Sire's dam,Sire's dam ID," +
    "Dam's sire,Dam's sire ID,Dam's dam,Dam's dam ID,FCR"
  const pedigree =
    'Kaptein,JLDT 17-012,Bella,JLDT 18-101,Generaal,BON 12-044,Roos,JLDT 14-020,Hercules,BON 11-310,Daisy,JLDT 13-077'
  const commas = [heading, `JLDT 24-051,Heifer,03/10/2024,available,"R 38 500,00",${pedigree},5.8`].join('\r\n')

  test('with semicolons and decimal commas, as a spreadsheet set to South Africa writes it: the same animals', () => {
    const semicolons = commas
      .split('\r\n')
      .map((line) =>
        line
          .replace(/"[^"]*"/g, (quoted) => quoted.replace(/,/g, '\u0000'))
          .replace(/,/g, ';')
          .replace(/\u0000/g, ','),
      )
      .join('\n')
      .replace(';5.8', ';5,8')
    const read = (text: string) => {
      const table = readCsv(text)
      if (!table.ok) throw new Error(table.message.en)
      return importSaleRows(table.rows, { today: '2026-11-26' })
    }
    const first = read(commas)
    expect(first.ok && first.animals[0]).toMatchObject({ id: 'JLDT 24-051', price: 38500, figures: { fcr: 5.8 } })
    expect(read(`\uFEFF${semicolons}\n\n`)).toEqual(first)
  })
})

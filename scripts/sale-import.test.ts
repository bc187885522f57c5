import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { testWorkbook } from '../lib/sale/import/test-support/workbook'

/**
 * `npm run sale:import` on a copy of content/sale.yaml: a good export adds and updates animals and
 * keeps the photos of one already listed, and takes out the others only with --remove-missing; a
 * bad one changes not a byte and says which row and column.
 */
const root = path.resolve(__dirname, '..')
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
let dir = ''
let saleFile = ''

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sale-import-'))
  saleFile = path.join(dir, 'sale.yaml')
  copyFileSync(path.join(root, 'content', 'sale.yaml'), saleFile)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function runImport(csv: string | Buffer, ...flags: string[]) {
  const csvFile = path.join(dir, typeof csv === 'string' ? 'export.csv' : 'export.xlsx')
  writeFileSync(csvFile, csv)
  const run = spawnSync(process.execPath, [tsx, 'scripts/sale-import.ts', csvFile, ...flags], {
    cwd: root,
    env: { ...process.env, SALE_FILE: saleFile },
    encoding: 'utf8',
  })
  return { code: run.status, output: `${run.stdout}${run.stderr}` }
}

type Stored = { animals: { id: string; photos?: unknown[]; example?: boolean; figures: Record<string, number> }[] }
const before = () => parse(readFileSync(path.join(root, 'content', 'sale.yaml'), 'utf8')) as Stored
const heading =
  "ID,Sex,Birth date,Status,Price,Sire,Sire ID,Dam,Dam ID,Sire's sire,Sire's " +
  "sire ID,Sire's dam,Sire's dam ID,Dam's sire,Dam's sire ID,Dam's dam,Dam's " +
  'dam ID,205-day weight (kg)'
const pedigree =
  'Kaptein,JLDT 17-012,Bella,JLDT 18-101,Generaal,BON 12-044,Roos,JLDT 14-020,Hercules,BON 11-310,Daisy,JLDT 13-077'

test('a good export adds and updates, the others stay; a listed one keeps its photos, loses its example mark', () => {
  const all = before().animals
  const listed = all[0]
  const rows = [
    `IMPORT 1,Bull,2024-09-14,available,45000,${pedigree},251`,
    ...(listed ? [`${listed.id},Heifer,2024-10-01,available,38500,${pedigree},233`] : []),
  ]
  const { code, output } = runImport([heading, ...rows].join('\n'))
  expect(output).toContain(`${rows.length} animals read`)
  expect(output).toContain(`${Math.max(all.length - 1, 0)} not in the file and kept, 0 removed`)
  expect(code).toBe(0)
  const after = parse(readFileSync(saleFile, 'utf8')) as Stored
  expect(after.animals.map((animal) => animal.id)).toEqual([...all.map((animal) => animal.id), 'IMPORT 1'])
  expect(after.animals.at(-1)!.figures).toEqual({ weaning205: 251 })
  if (listed) {
    expect(after.animals[0]!.photos).toEqual(listed.photos)
    expect(after.animals[0]!.example).toBeUndefined()
  }
})

test('--remove-missing takes out the animals the file does not have', () => {
  const all = before().animals
  const { code, output } = runImport(
    [heading, `IMPORT 1,Bull,2024-09-14,available,45000,${pedigree},251`].join('\n'),
    '--remove-missing',
  )
  expect(code).toBe(0)
  if (all.length > 0)
    expect(output).toContain(
      'Not in the file, so taken out of the catalogue (--remove-missing): ' +
        `${all.map((animal) => animal.id).join(', ')}.`,
    )
  const after = parse(readFileSync(saleFile, 'utf8')) as Stored
  expect(after.animals.map((animal) => animal.id)).toEqual(['IMPORT 1'])
})

test.each([
  [
    'a date that does not exist',
    `IMPORT 1,Bull,2024-02-30,available,45000,${pedigree},251`,
    'Row 2, column C (Birth date): “2024-02-30” is not a date',
  ],
  [
    'a figure out of range',
    `IMPORT 1,Bull,2024-09-14,available,45000,${pedigree},2510`,
    'Row 2, column R (205-day weight (kg)): 2510: must be from 80 to 450 kg',
  ],
])('%s: refused, and not a byte written', (_, row, message) => {
  const original = readFileSync(saleFile)
  const { code, output } = runImport(
    [heading, `IMPORT 2,Bull,2024-09-14,available,45000,${pedigree},240`, row].join('\n'),
  )
  expect(code).toBe(1)
  expect(output).toContain(message.replace('Row 2', 'Row 3'))
  expect(output).toContain('content/sale.yaml is unchanged')
  expect(readFileSync(saleFile).equals(original)).toBe(true)
})

test('--check reads and reports, and writes nothing', () => {
  const original = readFileSync(saleFile)
  const { code, output } = runImport(
    [heading, `IMPORT 1,Bull,2024-09-14,available,45000,${pedigree},251`].join('\n'),
    '--check',
  )
  expect(code).toBe(0)
  expect(output).toContain('Checked only')
  expect(readFileSync(saleFile).equals(original)).toBe(true)
})

test('--dry-run says what changes for each animal, and writes nothing', () => {
  const rows = [
    `IMPORT 1,Bull,2024-09-14,available,45000,${pedigree},251`,
    `IMPORT 2,Bull,2024-09-14,available,45000,${pedigree},240`,
  ]
  expect(runImport([heading, ...rows].join('\n'), '--remove-missing').code).toBe(0)
  const written = readFileSync(saleFile)
  const next = [
    `IMPORT 1,Bull,2024-09-14,available,"R 48 000",${pedigree},"251,5"`,
    `IMPORT 3,Heifer,2024-10-01,available,38500,${pedigree},233`,
  ]
  const { code, output } = runImport([heading, ...next].join('\n'), '--dry-run')
  expect(code).toBe(0)
  expect(output).toContain('2 animals read from')
  expect(output).toContain('1 new, 1 updated, 0 unchanged; 1 not in the file and kept, 0 removed')
  expect(output).toContain('Not in the file, so kept as they are (--remove-missing takes them out): IMPORT 2.')
  expect(output).toContain('  Not in the file, kept (1): IMPORT 2')
  expect(output).toContain('  New (1): IMPORT 3')
  expect(output).toContain('  Updated IMPORT 1:\n    Price: 45000 → 48000\n    205-day weight: 251 → 251.5')
  expect(output).toContain('Dry run (--dry-run): content/sale.yaml is unchanged.')
  expect(readFileSync(saleFile).equals(written)).toBe(true)
})

test('a workbook, its sheet named: the EBVs by their accuracy columns; the test and checks kept', () => {
  // An animal already listed and no example: its growth test and checks are the owner's, which no export has.
  const sale = parse(readFileSync(saleFile, 'utf8')) as { animals: Record<string, unknown>[] }
  const listed = sale.animals.find((animal) => animal.test && animal.checks && animal.sex === 'bull')!
  delete listed.example
  writeFileSync(saleFile, JSON.stringify(sale))
  const ancestors = pedigree.split(',')
  // It keeps its lot (the export has no lot column): a lot of an auction is on offer, without a price yet.
  const lot = (sale as { kind?: string }).kind === 'auction' && listed.lot !== undefined
  const book = testWorkbook([
    { name: 'Notes', rows: [['Not the sale']] },
    {
      name: 'Bulls',
      rows: [
        [...heading.split(',').slice(0, 17), 'Birth weight', 'BW', 'Acc', 'WW EBV', '%'],
        [
          String(listed.id),
          'Bull',
          { date: '2024-09-14' },
          lot ? 'On auction' : 'available',
          lot ? null : 45000,
          ...ancestors,
          35.5,
          0.4,
          { percent: 0.72 },
          21.5,
          70,
        ],
      ],
    },
  ])
  const { code, output } = runImport(Buffer.from(book), '--sheet', 'Bulls')
  expect(output).toContain(`1 animals read from ${path.join(dir, 'export.xlsx')} (sheet “Bulls”): 0 new, 1 updated`)
  expect(code).toBe(0)
  const after = parse(readFileSync(saleFile, 'utf8')) as { animals: Record<string, unknown>[] }
  expect(after.animals).toHaveLength(sale.animals.length)
  expect(after.animals.find((animal) => animal.id === listed.id)).toMatchObject({
    figures: { birthWeight: 35.5 },
    ebvs: { birth: { value: 0.4, accuracy: 72 }, weaning: { value: 21.5, accuracy: 70 } },
    test: listed.test,
    checks: listed.checks,
  })
})

test('a sheet the workbook lacks is named, and nothing is written', () => {
  const original = readFileSync(saleFile)
  const book = testWorkbook([{ name: 'Bulls', rows: [['ID']] }])
  const { code, output } = runImport(Buffer.from(book), '--sheet=Heifers')
  expect(code).toBe(1)
  expect(output).toContain(
    'content/sale.yaml is unchanged. The file has no sheet named “Heifers”: its sheets are “Bulls” (row 1).',
  )
  expect(readFileSync(saleFile).equals(original)).toBe(true)
})

test('--columns lists the headings read, the sale’s own indexes among them', () => {
  const run = spawnSync(process.execPath, [tsx, 'scripts/sale-import.ts', '--columns'], {
    cwd: root,
    env: { ...process.env, SALE_FILE: saleFile },
    encoding: 'utf8',
  })
  expect(run.status).toBe(0)
  expect(run.stdout).toMatch(/^\| Column \| Headings read \|/)
  const indexes =
    (before() as unknown as { evaluation?: { indexes?: { abbreviation: { en: string } }[] } }).evaluation?.indexes ?? []
  for (const index of indexes) expect(run.stdout).toContain(`\`${index.abbreviation.en}\``)
})

import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'

/**
 * `npm run sale:import` on a copy of content/sale.yaml: a good export replaces the animals and keeps
 * the photos of one already listed; a bad one changes not a byte and says which row and column.
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

function runImport(csv: string, ...flags: string[]) {
  const csvFile = path.join(dir, 'export.csv')
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

test('a good export replaces the animals; one already listed keeps its photos; the example marks go', () => {
  const listed = before().animals[0]
  const rows = [
    `IMPORT 1,Bull,2024-09-14,available,45000,${pedigree},251`,
    ...(listed ? [`${listed.id},Heifer,2024-10-01,available,38500,${pedigree},233`] : []),
  ]
  const { code, output } = runImport([heading, ...rows].join('\n'))
  expect(output).toContain(`${rows.length} animals read`)
  expect(code).toBe(0)
  const after = parse(readFileSync(saleFile, 'utf8')) as Stored
  expect(after.animals.map((animal) => animal.id)).toEqual(['IMPORT 1', ...(listed ? [listed.id] : [])])
  expect(after.animals[0]!.figures).toEqual({ weaning205: 251 })
  if (listed) expect(after.animals[1]!.photos).toEqual(listed.photos)
  expect(after.animals.some((animal) => animal.example)).toBe(false)
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

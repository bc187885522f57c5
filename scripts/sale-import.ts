/**
 * `npm run sale:import -- export.xlsx`: reads the sale's animals from a spreadsheet export (the breed
 * society's or the herd software's, an Excel workbook or CSV) into content/sale.yaml. Every row is
 * checked first: a bad row is reported with its row, column and reason, and then nothing is
 * written. An animal already in the catalogue keeps what the export has no column for (its photos,
 * video, note, growth test and checks among them); the sale's own details are left as they are.
 *
 *   --sheet NAME   read the workbook's sheet of that name (else its first)
 *   --check        read and report, write nothing
 *   --dry-run      say what would change for each animal, write nothing
 *   --columns      list the headings each column is read by
 *
 * $SALE_FILE names another copy of the catalogue to import into (a test's).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { saleSchema } from '../content/sale'
import { parseContentFile } from '../lib/content-file'
import type { IndexNames } from '../lib/sale/import/columns'
import { describeProblem, importSaleRows } from '../lib/sale/import/rows'
import { mergeImported, type AnimalChange, type StoredAnimal } from '../lib/sale/merge'
import { contentYamlText } from './content-files/yaml-format'
import { headingsTable } from './sale-export/headings-table'
import { readExport } from './sale-export/read-export'
import { root } from './site/build-state'

const saleFile = process.env.SALE_FILE ? path.resolve(process.env.SALE_FILE) : path.join(root, 'content', 'sale.yaml')
const usage = 'Usage: npm run sale:import -- path/to/export.xlsx|.csv [--sheet NAME] [--check | --dry-run] [--columns]'

function fail(lines: string[]): never {
  console.error(lines.join('\n'))
  process.exit(1)
}

type Stored = { animals?: StoredAnimal[]; evaluation?: { indexes?: unknown[] } } & Record<string, unknown>

/** The sale's selection indexes, by the headings that name them: their key, names and abbreviations. */
function indexNames(stored: Stored): IndexNames[] {
  const given = Array.isArray(stored.evaluation?.indexes) ? stored.evaluation.indexes : []
  return given.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || typeof (entry as { key?: unknown }).key !== 'string') return []
    const { key, name, abbreviation } = entry as { key: string; name?: unknown; abbreviation?: unknown }
    const words = [abbreviation, name].flatMap((value) =>
      typeof value === 'object' && value !== null
        ? Object.values(value).filter((word) => typeof word === 'string')
        : [],
    )
    return [{ key, names: [...new Set([...words, key])] as string[] }]
  })
}

/** A value in a change's line: a number or word as it is, a missing one as "(none)". */
const shown = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'object' ? JSON.stringify(value) : String(value)

const idsOf = (changes: readonly AnimalChange[], kind: AnimalChange['kind']) =>
  changes.filter((change) => change.kind === kind).map((change) => change.id)

/** Each animal's fate, for --dry-run: the new and unchanged by ID, each updated one with what changes. */
function changeLines(changes: readonly AnimalChange[]): string[] {
  const list = (label: string, kind: AnimalChange['kind']) => {
    const ids = idsOf(changes, kind)
    return ids.length > 0 ? [`  ${label} (${ids.length}): ${ids.join(', ')}`] : []
  }
  return [
    ...list('New', 'new'),
    ...changes.flatMap((change) =>
      change.kind === 'updated'
        ? [
            `  Updated ${change.id}:`,
            ...change.changes.map(
              ({ path: place, before, after }) => `    ${place}: ${shown(before)} → ${shown(after)}`,
            ),
          ]
        : [],
    ),
    ...list('Unchanged', 'unchanged'),
  ]
}

async function main() {
  const args = process.argv.slice(2)
  const sheetAt = args.findIndex((arg) => arg === '--sheet' || arg.startsWith('--sheet='))
  const sheet =
    sheetAt < 0
      ? undefined
      : args[sheetAt]!.includes('=')
        ? args[sheetAt]!.split('=').slice(1).join('=')
        : args[sheetAt + 1]
  if (sheetAt >= 0 && !sheet) fail(['--sheet needs the sheet’s name: --sheet "Sale 2027"', usage])
  const rest = args.filter(
    (_, at) => !(sheetAt >= 0 && (at === sheetAt || (at === sheetAt + 1 && !args[sheetAt]!.includes('=')))),
  )
  const known = ['--check', '--dry-run', '--columns']
  const unknown = rest.filter((arg) => arg.startsWith('--') && !known.includes(arg))
  if (unknown.length > 0) fail([`Not an option: ${unknown.join(', ')}`, usage])
  const stored = parse(readFileSync(saleFile, 'utf8')) as Stored
  const indexes = indexNames(stored)
  if (rest.includes('--columns')) {
    console.log(headingsTable(indexes))
    return
  }
  const checkOnly = rest.includes('--check')
  const dryRun = rest.includes('--dry-run')
  const file = rest.find((arg) => !arg.startsWith('--'))
  if (!file) fail([usage])

  let data: Buffer
  try {
    data = readFileSync(path.resolve(process.cwd(), file))
  } catch (error) {
    fail([`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`])
  }
  const unchanged = `${file} was not imported; content/sale.yaml is unchanged.`
  const table = await readExport(data, sheet)
  if (!table.ok) fail([`${unchanged} The file ${table.message} (row ${table.row}).`])
  const today = new Date().toISOString().slice(0, 10)
  const result = importSaleRows(table.rows, { today, indexes })
  if (!result.ok) {
    fail([
      `${unchanged} Put these right in the spreadsheet, export it again and rerun:`,
      ...result.problems.map((problem) => `  ${describeProblem(problem)}`),
    ])
  }

  const { animals, changes } = mergeImported(stored.animals ?? [], result.animals, result.fields)
  const next = contentYamlText({ ...stored, animals })
  // The whole file as the build will read it: the sale's details and the imported animals together
  // (an auction lot in a private sale, two IDs that make one address) are refused here, not at the build.
  try {
    parseContentFile('content/sale.yaml', next, saleSchema)
  } catch (error) {
    fail([
      `${file} was read, but the catalogue it makes is not right, so content/sale.yaml is unchanged:`,
      error instanceof Error ? error.message : String(error),
    ])
  }

  const count = (kind: AnimalChange['kind']) => idsOf(changes, kind).length
  const from = table.format === 'xlsx' ? `${file} (sheet “${table.sheet}”)` : file
  const summary = [
    `${result.animals.length} animals read from ${from}: ${count('new')} new, ${count('updated')} updated, ` +
      `${count('unchanged')} unchanged, ${count('removed')} no longer listed. ` +
      'What the export has no column for (photos, video, note, growth test, checks) is kept.',
    ...(count('removed') > 0
      ? [`No longer in the export, so taken out of the catalogue: ${idsOf(changes, 'removed').join(', ')}.`]
      : []),
    ...(result.ignoredColumns.length > 0 ? [`Columns not read: ${result.ignoredColumns.join(', ')}.`] : []),
    ...result.notes,
  ]
  if (dryRun) {
    console.log(
      [...summary, ...changeLines(changes), 'Dry run (--dry-run): content/sale.yaml is unchanged.'].join('\n'),
    )
  } else if (checkOnly) {
    console.log([...summary, 'Checked only (--check): content/sale.yaml is unchanged.'].join('\n'))
  } else {
    // Written beside the file, then moved over it: a file is never left half-written.
    const temporary = `${saleFile}.importing`
    writeFileSync(temporary, next)
    renameSync(temporary, saleFile)
    console.log([...summary, 'content/sale.yaml written: check the new animals’ photos, then build.'].join('\n'))
  }
}

main().catch((error: unknown) => fail([error instanceof Error ? (error.stack ?? error.message) : String(error)]))

/**
 * `npm run sale:import -- export.xlsx`: reads the sale's animals from a spreadsheet export (the breed
 * society's or the herd software's, a new evaluation's report, the auctioneer's results sheet; an
 * Excel workbook or CSV) into content/sale.yaml, by the same rules as the editor's "Import from a
 * spreadsheet" (lib/sale/import). Every row is checked first: a bad row is reported with its row,
 * column and reason, and then nothing is written. An animal already in the catalogue is updated
 * from the columns the file has and keeps the rest (its photos, video, note, growth test and
 * checks among them); an animal the file does not have stays, unless --remove-missing.
 *
 *   --sheet NAME        read the workbook's sheet of that name (else its first visible one)
 *   --check             read and report, write nothing
 *   --dry-run           say what would change for each animal, write nothing
 *   --remove-missing    take out the animals the file does not have
 *   --columns           list the headings each column is read by
 *
 * $SALE_FILE names another copy of the catalogue to import into (a test's).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { saleSchema } from '../content/sale'
import { parseContentFile } from '../lib/content-file'
import {
  describeProblem,
  indexNames,
  planImport,
  readSpreadsheet,
  type AnimalChange,
  type SpreadsheetRead,
  type StoredSale,
} from '../lib/sale/import'
import { changeWords } from '../lib/sale/import/change-words'
import { contentYamlText } from './content-files/yaml-format'
import { headingsTable } from './sale-export/headings-table'
import { root } from './site/build-state'

const saleFile = process.env.SALE_FILE ? path.resolve(process.env.SALE_FILE) : path.join(root, 'content', 'sale.yaml')
const usage =
  'Usage: npm run sale:import -- path/to/export.xlsx|.csv [--sheet NAME] [--check | --dry-run] ' +
  '[--remove-missing] [--columns]'

function fail(lines: string[]): never {
  console.error(lines.join('\n'))
  process.exit(1)
}

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
        ? [`  Updated ${change.id}:`, ...change.changes.map((one) => `    ${changeWords(one, 'en')}`)]
        : [],
    ),
    ...list('Unchanged', 'unchanged'),
    ...list('Not in the file, kept', 'kept'),
    ...list('Not in the file, removed (--remove-missing)', 'removed'),
  ]
}

/** The command's arguments: the file, the sheet named, and the options given. */
function parseArguments(args: readonly string[]) {
  const sheetAt = args.findIndex((arg) => arg === '--sheet' || arg.startsWith('--sheet='))
  const inline = sheetAt >= 0 && args[sheetAt]!.includes('=')
  const sheet = sheetAt < 0 ? undefined : inline ? args[sheetAt]!.split('=').slice(1).join('=') : args[sheetAt + 1]
  if (sheetAt >= 0 && !sheet) fail(['--sheet needs the sheet’s name: --sheet "Sale 2027"', usage])
  const rest = args.filter((_, at) => !(sheetAt >= 0 && (at === sheetAt || (at === sheetAt + 1 && !inline))))
  const known = ['--check', '--dry-run', '--columns', '--remove-missing']
  const unknown = rest.filter((arg) => arg.startsWith('--') && !known.includes(arg))
  if (unknown.length > 0) fail([`Not an option: ${unknown.join(', ')}`, usage])
  return { sheet, file: rest.find((arg) => !arg.startsWith('--')), has: (option: string) => rest.includes(option) }
}

/** What the import did, for every run: the counts, the animals kept or removed, the columns not read, the notes. */
function summaryLines(read: Extract<SpreadsheetRead, { ok: true }>, changes: readonly AnimalChange[], file: string) {
  const count = (kind: AnimalChange['kind']) => idsOf(changes, kind).length
  const from = read.format === 'xlsx' ? `${file} (sheet “${read.sheet}”)` : file
  return [
    `${read.animals.length} animals read from ${from}: ${count('new')} new, ${count('updated')} updated, ` +
      `${count('unchanged')} unchanged; ${count('kept')} not in the file and kept, ${count('removed')} removed. ` +
      'What the export has no column for (photos, video, note, growth test, checks) is kept.',
    ...(count('kept') > 0
      ? [
          'Not in the file, so kept as they are (--remove-missing takes them out): ' +
            `${idsOf(changes, 'kept').join(', ')}.`,
        ]
      : []),
    ...(count('removed') > 0
      ? [`Not in the file, so taken out of the catalogue (--remove-missing): ${idsOf(changes, 'removed').join(', ')}.`]
      : []),
    ...(read.ignoredColumns.length > 0 ? [`Columns not read: ${read.ignoredColumns.join(', ')}.`] : []),
    ...read.notes.map((note) => note.en),
  ]
}

async function main() {
  const { sheet, file, has } = parseArguments(process.argv.slice(2))
  const stored = parse(readFileSync(saleFile, 'utf8')) as StoredSale
  if (has('--columns')) return console.log(headingsTable(indexNames(stored)))
  if (!file) fail([usage])
  let data: Buffer
  try {
    data = readFileSync(path.resolve(process.cwd(), file))
  } catch (error) {
    fail([`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`])
  }
  const unchanged = `${file} was not imported; content/sale.yaml is unchanged.`
  const today = new Date().toISOString().slice(0, 10)
  const read = await readSpreadsheet(new Uint8Array(data), stored, { sheet, today })
  if (!read.ok && read.stage === 'file')
    fail([`${unchanged} The file ${read.problems[0]!.message.en} (row ${read.problems[0]!.row}).`])
  if (!read.ok)
    fail([
      `${unchanged} Put these right in the spreadsheet, export it again and rerun:`,
      ...read.problems.map((problem) => `  ${describeProblem(problem)}`),
    ])
  const { animals, changes, problems } = planImport(stored, read, has('--remove-missing') ? 'all' : 'none')
  const notRight = `${file} was read, but the catalogue it makes is not right, so content/sale.yaml is unchanged:`
  if (problems.length > 0) fail([notRight, ...problems.map((problem) => `  ${problem.id}: ${problem.message.en}`)])
  const next = contentYamlText({ ...stored, animals })
  // The whole file as the build will read it: the sale's details and the imported animals together
  // (an auction lot in a private sale, two IDs that make one address) are refused here, not at the build.
  try {
    parseContentFile('content/sale.yaml', next, saleSchema)
  } catch (error) {
    fail([notRight, error instanceof Error ? error.message : String(error)])
  }
  const summary = summaryLines(read, changes, file)
  if (has('--dry-run'))
    console.log(
      [...summary, ...changeLines(changes), 'Dry run (--dry-run): content/sale.yaml is unchanged.'].join('\n'),
    )
  else if (has('--check'))
    console.log([...summary, 'Checked only (--check): content/sale.yaml is unchanged.'].join('\n'))
  else {
    // Written beside the file, then moved over it: a file is never left half-written.
    const temporary = `${saleFile}.importing`
    writeFileSync(temporary, next)
    renameSync(temporary, saleFile)
    console.log([...summary, 'content/sale.yaml written: check the new animals’ photos, then build.'].join('\n'))
  }
}

main().catch((error: unknown) => fail([error instanceof Error ? (error.stack ?? error.message) : String(error)]))

/**
 * `npm run sale:import -- export.csv`: reads the sale's animals from a spreadsheet export (the breed
 * society's or the herd software's CSV) into content/sale.yaml. Every row is checked first: a bad
 * row is reported with its row, column and reason, and then nothing is written. An animal already
 * in the catalogue keeps its photos, video and note; the sale's own details (its name, date and
 * venue) are left as they are. `--check` reads and reports without writing. $SALE_FILE names another
 * copy of the catalogue to import into (a test's).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { saleSchema } from '../content/sale'
import { parseContentFile } from '../lib/content-file'
import { describeProblem, importSaleRows } from '../lib/sale/import/rows'
import { mergeImported, type StoredAnimal } from '../lib/sale/merge'
import { contentYamlText } from './content-files/yaml-format'
import { readCsv } from './sale-export/read-csv'
import { root } from './site/build-state'

const saleFile = process.env.SALE_FILE ? path.resolve(process.env.SALE_FILE) : path.join(root, 'content', 'sale.yaml')

function fail(lines: string[]): never {
  console.error(lines.join('\n'))
  process.exit(1)
}

const args = process.argv.slice(2)
const checkOnly = args.includes('--check')
const csvPath = args.find((arg) => !arg.startsWith('--'))
if (!csvPath) fail(['Usage: npm run sale:import -- path/to/export.csv [--check]'])

let text: string
try {
  text = readFileSync(path.resolve(process.cwd(), csvPath), 'utf8')
} catch (error) {
  fail([`Cannot read ${csvPath}: ${error instanceof Error ? error.message : String(error)}`])
}

const today = new Date().toISOString().slice(0, 10)
const table = readCsv(text)
const result = table.ok
  ? importSaleRows(table.rows, today)
  : { ok: false as const, problems: [{ row: table.row, message: table.message }] }
if (!result.ok) {
  fail([
    `${csvPath} was not imported; content/sale.yaml is unchanged. Put these ` +
      `right in the spreadsheet, export it again and rerun:`,
    ...result.problems.map((problem) => `  ${describeProblem(problem)}`),
  ])
}

const stored = parse(readFileSync(saleFile, 'utf8')) as { animals?: StoredAnimal[] } & Record<string, unknown>
const { animals, report } = mergeImported(stored.animals ?? [], result.animals)
const next = contentYamlText({ ...stored, animals })
// The whole file as the build will read it: the sale's details and the imported animals together
// (an auction lot in a private sale, two IDs that make one address) are refused here, not at the build.
try {
  parseContentFile('content/sale.yaml', next, saleSchema)
} catch (error) {
  fail([
    `${csvPath} was read, but the catalogue it makes is not right, so content/sale.yaml is unchanged:`,
    error instanceof Error ? error.message : String(error),
  ])
}

const summary = [
  `${result.animals.length} animals read from ${csvPath}: ` +
    `${report.added.length} new, ${report.updated.length} already listed (their ` +
    `photos, video and note kept).`,
  ...(report.removed.length > 0
    ? [`No longer in the export, so taken out of the catalogue: ${report.removed.join(', ')}.`]
    : []),
  ...(result.ignoredColumns.length > 0 ? [`Columns not read: ${result.ignoredColumns.join(', ')}.`] : []),
]
if (checkOnly) {
  console.log([...summary, 'Checked only (--check): content/sale.yaml is unchanged.'].join('\n'))
} else {
  // Written beside the file, then moved over it: a file is never left half-written.
  const temporary = `${saleFile}.importing`
  writeFileSync(temporary, next)
  renameSync(temporary, saleFile)
  console.log([...summary, 'content/sale.yaml written: check the new animals’ photos, then build.'].join('\n'))
}

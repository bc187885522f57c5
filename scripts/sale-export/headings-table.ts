import {
  ambiguousHeadings,
  columnName,
  ebvNames,
  figureHeadings,
  partWords,
  pedigreeShortForms,
  recordHeadings,
  type Field,
  type IndexNames,
  type RecordField,
} from '../../lib/sale/import/columns'
import { ebvKeys } from '../../lib/sale/breeding-values'
import { figureKeys } from '../../lib/sale/figures'

/**
 * The headings the import reads each column by, as a Markdown table: `npm run sale:import --
 * --columns` prints it (with the sale's own indexes), and docs/sale-catalogue.md holds it (without),
 * a test keeping the two the same.
 */

const list = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ')

export function headingsTable(indexes: readonly IndexNames[] = []): string {
  const rows: [string, string][] = []
  for (const [field, names] of Object.entries(recordHeadings) as [RecordField, readonly string[]][]) {
    const short = pedigreeShortForms[field]
    rows.push([names[0]!, list(names) + (short ? `; beside another pedigree column also ${list(short)}` : '')])
  }
  for (const key of figureKeys) rows.push([figureHeadings[key][0]!, list(figureHeadings[key])])
  for (const trait of ebvKeys) {
    const { names, withWord } = ebvNames[trait]
    const ebv = columnName(`ebv:${trait}` as Field)
    rows.push([ebv, list(names) + (withWord.length > 0 ? `; with an EBV word (below) also ${list(withWord)}` : '')])
  }
  rows.push([
    'A breeding value with a word',
    `any of its names above, before or after ${list(partWords.ebv)}: \`BW EBV\`, \`TW Geboorte\``,
  ])
  rows.push([
    'Its accuracy (%)',
    `any of its names with ${list(partWords.accuracy)}: \`BW Acc\`, \`Acc BW\`, \`BW %\`; or a column headed ` +
      'only so, right after its breeding value’s',
  ])
  rows.push([
    'Its ratio (100 = contemporaries)',
    `any of its names with ${list(partWords.ratio)}: \`WW Ratio\`; or a column headed only so, ` +
      'after its breeding value’s',
  ])
  rows.push([
    'A selection index',
    indexes.length > 0
      ? indexes.map(({ names }) => list(names)).join('; ') + '; its accuracy as a breeding value’s'
      : 'its key, name and abbreviation in each language, as content/sale.yaml’s evaluation names it; its accuracy ' +
        'as a breeding value’s',
  ])
  const escape = (text: string) => text.replace(/\|/g, '\\|')
  const ambiguous = ambiguousHeadings(indexes)
    .map(({ heading, fields }) => `\`${heading}\` (${fields.map((field) => columnName(field, indexes)).join(' or ')})`)
    .join(', ')
  rows.push(['Refused alone, each naming two columns (the breeding value when its accuracy column follows)', ambiguous])
  return [
    '| Column | Headings read |',
    '| --- | --- |',
    ...rows.map(([column, headings]) => `| ${escape(column)} | ${escape(headings)} |`),
  ].join('\n')
}

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { headingsTable } from './headings-table'

/** The headings table docs/sale-catalogue.md shows the owner is the one the import reads by. */
test('docs/sale-catalogue.md lists the headings the import reads, as the code has them', () => {
  const docs = readFileSync(path.join(__dirname, '..', '..', 'docs', 'sale-catalogue.md'), 'utf8')
  const between = /<!-- import-headings:start -->\n([\s\S]*?)\n<!-- import-headings:end -->/.exec(docs)
  expect(between).not.toBeNull()
  // Compared as Prettier leaves it or not: cells' padding and the dashes' length aside.
  const plain = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---').trimEnd())
      .join('\n')
  expect(plain(between![1]!)).toBe(plain(headingsTable()))
})

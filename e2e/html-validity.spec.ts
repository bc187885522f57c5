import path from 'node:path'
import { htmlFiles } from '../scripts/site/out-files'
import { expect, test } from './support/fixtures'
import { htmlValidityErrors } from './support/html-validator'

const outDir = path.join(__dirname, '..', 'out')

test('every exported HTML file passes the W3C Nu validator with zero errors', { tag: '@desktop' }, () => {
  // The validator is a Java program: starting it takes a few seconds, more on a busy machine.
  test.setTimeout(120_000)
  const files = htmlFiles(outDir).map((file) => path.join(outDir, file))
  expect(files.length).toBeGreaterThanOrEqual(4)
  expect(htmlValidityErrors(files)).toEqual([])
  test.info().annotations.push({ type: 'validated', description: `${files.length} HTML files` })
})

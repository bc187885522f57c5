import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { htmlFiles } from '../scripts/build/out-files'
import { expect, test } from './fixtures'

const outDir = path.join(__dirname, '..', 'out')
const vnu = require.resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number }

test('every exported HTML file passes the W3C Nu validator with zero errors', { tag: '@desktop' }, () => {
  // The validator is a Java program: starting it takes a few seconds, more on a busy machine.
  test.setTimeout(120_000)
  const files = htmlFiles(outDir).map((file) => path.join(outDir, file))
  expect(files.length).toBeGreaterThanOrEqual(4)
  const result = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' })
  if (result.error) {
    throw new Error(`The HTML validator needs Java: ${result.error.message}. Install it with: apt-get install -y default-jre-headless`)
  }
  const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] }
  const errors = report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => `${path.basename(message.url)}: ${message.message} (${message.extract ?? ''})`)
  expect(errors).toEqual([])
  test.info().annotations.push({ type: 'validated', description: `${files.length} HTML files` })
})

import { spawnSync } from 'node:child_process'
import path from 'node:path'

const vnu = require.resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number }

/** The W3C Nu validator's errors for these HTML files, each as 'file: message (extract)'; empty when all are valid. */
export function htmlValidityErrors(files: readonly string[]): string[] {
  const result = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' })
  if (result.error) {
    throw new Error(`The HTML validator needs Java: ${result.error.message}. Install it with: apt-get install -y default-jre-headless`)
  }
  const report = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] }
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => `${path.basename(message.url)}: ${message.message} (${message.extract ?? ''})`)
}

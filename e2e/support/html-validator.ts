import { spawnSync } from 'node:child_process'
import path from 'node:path'

const vnu = require.resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number }

/** The W3C Nu validator's errors for these HTML files, each as 'file: message (extract)'; empty when all are valid. */
export function htmlValidityErrors(files: readonly string[]): string[] {
  // The checker runs for seconds, not hours: the JVM's quick compiler alone does its work in half the
  // processor time of both compilers (which then spend it on optimising code the run hardly uses).
  // Its code needs deeper stacks than the optimised code's, hence the larger thread stack.
  const result = spawnSync(
    'java',
    ['-XX:TieredStopAtLevel=1', '-Xss8m', '-jar', vnu, '--errors-only', '--format', 'json', ...files],
    { encoding: 'utf8' },
  )
  if (result.error) {
    throw new Error(
      `The HTML validator needs Java: ${result.error.message}. Install it with: ` +
        `apt-get install -y default-jre-headless`,
    )
  }
  // A checker that did not run to its report (a JVM that stopped, a stack too small) never passes.
  let report: { messages: VnuMessage[] }
  try {
    report = JSON.parse(result.stderr) as { messages: VnuMessage[] }
  } catch {
    throw new Error(
      `The HTML validator gave no report (exit status ${result.status}):\n${result.stderr}${result.stdout}`,
    )
  }
  const errors = report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => `${path.basename(message.url)}: ${message.message} (${message.extract ?? ''})`)
  if (result.status !== 0 && errors.length === 0)
    throw new Error(
      `The HTML validator stopped (exit status ${result.status}) without naming an error:\n${result.stderr}`,
    )
  return errors
}

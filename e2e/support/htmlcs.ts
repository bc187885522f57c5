import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'

/**
 * HTML_CodeSniffer, a second accessibility engine beside axe: the build pa11y's htmlcs runner
 * injects (@pa11y/html_codesniffer), run here in the suite's own browser on the page as it is, with
 * WCAG 2 AA. It reads markup rules axe does not (a form without a submit button, H32.2). Only its
 * errors count: its warnings and notices ask a person to look, as pa11y's default does.
 */
const source = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8')

type Message = { code: string; msg: string; type: number; element: string }

/** HTML_CodeSniffer's errors on the page (or inside `within`), each as code, message and element. */
export async function htmlCodeSnifferErrors(page: Page, within?: string): Promise<string[]> {
  // Evaluated as the page's own script would run, not added as a script tag (the page's policy
  // refuses inline scripts, as it should), and only once per page.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(source)
  const messages = await page.evaluate(
    (scope) =>
      new Promise<Message[]>((resolve) => {
        type Sniffer = {
          process: (standard: string, element: Element | Document, done: () => void) => void
          getMessages: () => { code: string; msg: string; type: number; element: Element }[]
        }
        const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS
        const root = scope ? document.querySelector(scope) : document
        if (!root) return resolve([{ code: 'missing', msg: `${scope} is not on the page`, type: 1, element: '' }])
        sniffer.process('WCAG2AA', root, () =>
          resolve(
            sniffer.getMessages().map((message) => ({
              code: message.code,
              msg: message.msg,
              type: message.type,
              element: message.element?.outerHTML?.slice(0, 120) ?? '',
            })),
          ),
        )
      }),
    within,
  )
  // 1: an error (2 is a warning, 3 a notice).
  return messages
    .filter((message) => message.type === 1)
    .map((message) => `${message.code}: ${message.msg} ${message.element}`)
}

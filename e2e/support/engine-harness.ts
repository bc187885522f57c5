/**
 * What the suites that drive an engine without Playwright share (e2e/webkit/, e2e/old-engine/):
 * waiting for a condition, and reading back the mail sink's outbox.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { OutboxEntry } from '../../scripts/servers/mail-sink'

/**
 * A page settled for a test: its scripts have taken it over (`data-interactive`), or it has loaded,
 * its shared file has run (`data-page-script`: the page's basics are in place) and it takes no
 * framework until a touch: a page without a tool (`data-scripts-when` is `never`), or one that waits
 * for a touch where data is dear (`on-intent`). A function for Playwright (which runs it without
 * `eval`, so the pages' policy allows it), and its call as text for the other engines' drivers.
 */
export function isPageSettled(): boolean {
  const root = document.documentElement
  if (root.hasAttribute('data-interactive')) return true
  const waits = root.dataset.scriptsWhen === 'never' || root.dataset.scriptsWhen === 'on-intent'
  return waits && root.hasAttribute('data-page-script') && document.readyState === 'complete'
}
export const pageSettled = `(${isPageSettled.toString()})()`

/** Tries `attempt` until it gives a value (an exception counts as not yet), or fails after `timeoutMs`. */
export async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    try {
      const value = await attempt()
      if (value !== undefined) return value
    } catch {
      // not ready yet
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The enquiries the local mail sink has written to its outbox file, oldest first. */
export function readOutbox(outboxPath: string): OutboxEntry[] {
  return existsSync(outboxPath)
    ? readFileSync(outboxPath, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxEntry)
    : []
}

/**
 * What the suites that drive an engine without Playwright share (e2e/webkit/, e2e/old-engine/):
 * waiting for a condition, and reading back the mail sink's outbox.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { OutboxEntry } from '../../scripts/servers/mail-sink'

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

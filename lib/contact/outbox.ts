import { draftMaxAgeMs, type DraftStorage } from '@/lib/contact/draft'
import { outboxStorageKey } from '@/lib/contact/outbox-key'
import type { SendOutcome } from '@/lib/contact/send-enquiry'
import type { EnquiryTemplateParams } from '@/lib/contact/template-params'

/**
 * The outbox: enquiries the visitor asked to send once the connection is back, kept in this
 * browser's local storage (shared by every tab of the site). Its rules:
 *
 * - an enquiry waits at most 7 days, like a draft; an older one is dropped and reported, never sent;
 * - it is sent at most once by the outbox: before a send starts the entry is marked as attempted,
 *   and an attempted entry is never sent again by itself. If the answer is lost (the tab closed,
 *   the connection dropped mid-send, no answer in time), the visitor is asked, since the enquiry
 *   may have arrived: they choose to send it again or to remove it;
 * - a send that certainly did not arrive (the service refused it) leaves the outbox and goes back
 *   to the form, with the other ways to send it;
 * - only one tab sends at a time (`withOutboxLock`, the Web Locks API).
 */

export { outboxStorageKey }
export const outboxMaxAgeMs = draftMaxAgeMs

export type OutboxEntry = {
  id: string
  /** When the visitor chose to send it later (ms since 1970). */
  queuedAt: number
  params: EnquiryTemplateParams
  /** When a send of it started, if one did: its answer was not recorded. */
  attemptedAt?: number
}

const paramKeys = ['from_name', 'from_email', 'phone', 'message', 'subject', 'to_email'] as const

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Partial<OutboxEntry>
  return (
    typeof entry.id === 'string' &&
    typeof entry.queuedAt === 'number' &&
    (entry.attemptedAt === undefined || typeof entry.attemptedAt === 'number') &&
    typeof entry.params === 'object' &&
    entry.params !== null &&
    paramKeys.every((key) => typeof (entry.params as Record<string, unknown>)[key] === 'string')
  )
}

function readAll(storage: DraftStorage): OutboxEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(outboxStorageKey) ?? '[]') as unknown
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    return []
  }
}

function writeAll(storage: DraftStorage, entries: readonly OutboxEntry[]): void {
  try {
    if (entries.length === 0) storage.removeItem(outboxStorageKey)
    else storage.setItem(outboxStorageKey, JSON.stringify(entries))
  } catch {
    // Storage full or blocked: the outbox cannot keep anything (queueEnquiry reports it).
  }
}

/** Whether an entry is past its 7 days at `now` (exactly 7 days old still waits). */
export function isExpired(entry: OutboxEntry, now: number): boolean {
  const age = now - entry.queuedAt
  return !(age >= 0 && age <= outboxMaxAgeMs)
}

/** The waiting entries, oldest first; entries past their 7 days are removed and returned as `expired`. */
export function readOutbox(
  storage: DraftStorage,
  now = Date.now(),
): { entries: OutboxEntry[]; expired: OutboxEntry[] } {
  const all = readAll(storage)
  const expired = all.filter((entry) => isExpired(entry, now))
  const entries = all.filter((entry) => !isExpired(entry, now)).sort((a, b) => a.queuedAt - b.queuedAt)
  if (expired.length > 0) writeAll(storage, entries)
  return { entries, expired }
}

/** Puts an enquiry in the outbox; false when the browser would not store it (the form keeps it then). */
export function queueEnquiry(
  storage: DraftStorage,
  params: EnquiryTemplateParams,
  now = Date.now(),
  id = `${now}-${Math.random().toString(36).slice(2, 10)}`,
): boolean {
  const entries = readOutbox(storage, now).entries
  writeAll(storage, [...entries, { id, queuedAt: now, params }])
  return readAll(storage).some((entry) => entry.id === id)
}

/** Removes an entry (sent, cancelled or refused). */
export function removeEntry(storage: DraftStorage, id: string): void {
  writeAll(
    storage,
    readAll(storage).filter((entry) => entry.id !== id),
  )
}

/**
 * Marks an entry as attempted and returns it, if it is still waiting and not yet attempted: the one
 * way to take an entry for sending. Null for an entry that is gone, expired or already attempted.
 */
export function claimForSending(storage: DraftStorage, id: string, now = Date.now()): OutboxEntry | null {
  const entries = readAll(storage)
  const entry = entries.find((candidate) => candidate.id === id)
  if (!entry || entry.attemptedAt !== undefined || isExpired(entry, now)) return null
  const claimed = { ...entry, attemptedAt: now }
  writeAll(
    storage,
    entries.map((candidate) => (candidate.id === id ? claimed : candidate)),
  )
  return claimed
}

/** The visitor chose to send an attempted entry again: it waits once more. */
export function releaseForRetry(storage: DraftStorage, id: string): void {
  writeAll(
    storage,
    readAll(storage).map((entry) =>
      entry.id === id ? { id: entry.id, queuedAt: entry.queuedAt, params: entry.params } : entry,
    ),
  )
}

/** The part of the Web Locks API the outbox uses. */
export type LockManagerLike = {
  request: (name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<void>) => Promise<void>
}

export const outboxLockName = 'contact-enquiry-outbox'

/**
 * Runs `work` while holding the outbox's lock in every tab of the site, or not at all if another
 * tab holds it (that tab is sending). Without the Web Locks API (older browsers), runs it anyway:
 * the attempted mark still keeps a second send from starting once the first has.
 */
export async function withOutboxLock(locks: LockManagerLike | undefined, work: () => Promise<void>): Promise<boolean> {
  if (!locks) {
    await work()
    return true
  }
  let ran = false
  await locks.request(outboxLockName, { ifAvailable: true }, async (lock) => {
    if (!lock) return
    ran = true
    await work()
  })
  return ran
}

/** What one run of the outbox did: sent, refused by the service (back to the form), or unconfirmed. */
export type OutboxRun = {
  sent: OutboxEntry[]
  refused: { entry: OutboxEntry; outcome: Extract<SendOutcome, { ok: false }> }[]
  unconfirmed: OutboxEntry[]
}

/**
 * Sends every waiting entry once, in the order they were queued, holding the lock: null when
 * another tab holds it. Stops at the first moment the browser is offline. An entry the service
 * refused leaves the outbox (`refused`); one whose answer was lost stays, marked attempted
 * (`unconfirmed`), for the visitor to decide.
 */
export async function sendWaiting(
  storage: DraftStorage,
  locks: LockManagerLike | undefined,
  send: (params: EnquiryTemplateParams) => Promise<SendOutcome>,
  { online = () => true, now = () => Date.now() }: { online?: () => boolean; now?: () => number } = {},
): Promise<OutboxRun | null> {
  const run: OutboxRun = { sent: [], refused: [], unconfirmed: [] }
  const ran = await withOutboxLock(locks, async () => {
    for (const waiting of readOutbox(storage, now()).entries) {
      if (!online()) break
      const entry = claimForSending(storage, waiting.id, now())
      if (!entry) continue
      const outcome = await send(entry.params)
      if (outcome.ok) {
        removeEntry(storage, entry.id)
        run.sent.push(entry)
      } else if (outcome.cause === 'service' || outcome.cause === 'other') {
        removeEntry(storage, entry.id)
        run.refused.push({ entry, outcome })
      } else {
        run.unconfirmed.push(entry)
      }
    }
  })
  return ran ? run : null
}

/** Where the outbox lives in local storage: apart from its rules, so a page can look without loading them. */
export const outboxStorageKey = 'contact-enquiry-outbox'

/** Whether this browser holds anything in the outbox (cheap: no parsing). */
export function outboxHoldsAnything(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(outboxStorageKey) !== null
  } catch {
    return false
  }
}

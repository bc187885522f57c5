/** Where the outbox lives in local storage: apart from its rules, so a page can look without loading them. */
export const outboxStorageKey = 'contact-enquiry-outbox'

/** Empties the outbox at the visitor's request ("Clear my saved draft"); storage that refuses is left as it is. */
export function clearOutbox(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(outboxStorageKey)
  } catch {
    // Storage switched off: there is nothing kept to clear.
  }
}

/** Whether this browser holds anything in the outbox (cheap: no parsing). */
export function outboxHoldsAnything(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(outboxStorageKey) !== null
  } catch {
    return false
  }
}

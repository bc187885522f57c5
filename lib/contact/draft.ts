import type { ContactField } from '@/lib/contact/fields'

/** What the visitor has typed so far, as typed (untrimmed), so a reload puts back exactly that. */
export type ContactDraft = Record<ContactField, string>

/** A draft older than this is dropped: an enquiry left for a week is stale, and it is personal data. */
export const draftMaxAgeMs = 7 * 24 * 60 * 60 * 1000

/**
 * One key for the whole site: an enquiry started on /bonsmara and finished on Home is still the
 * visitor's words, so the draft follows them between pages; the subject is the page's, not the draft's.
 */
export const draftStorageKey = 'contact-enquiry-draft'

type StoredDraft = { savedAt: number; fields: ContactDraft }

/** The part of `Storage` the draft needs, so tests can pass a plain object. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const emptyDraft: ContactDraft = { name: '', email: '', phone: '', message: '' }

function isEmpty(draft: ContactDraft): boolean {
  return Object.values(draft).every((value) => value === '')
}

/** The saved draft, or null when there is none, it is older than 7 days, or it cannot be read. */
export function loadDraft(storage: DraftStorage, now = Date.now()): ContactDraft | null {
  let raw: string | null
  try {
    raw = storage.getItem(draftStorageKey)
  } catch {
    return null
  }
  if (raw === null) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft>
    const age = now - Number(stored.savedAt)
    if (!(age >= 0 && age <= draftMaxAgeMs) || typeof stored.fields !== 'object' || !stored.fields) {
      clearDraft(storage)
      return null
    }
    const fields = stored.fields as Partial<Record<ContactField, unknown>>
    const draft: ContactDraft = { ...emptyDraft }
    for (const field of Object.keys(emptyDraft) as ContactField[]) {
      const value = fields[field]
      if (typeof value === 'string') draft[field] = value
    }
    return isEmpty(draft) ? null : draft
  } catch {
    clearDraft(storage)
    return null
  }
}

/** Keeps the draft; an all-empty form removes it. Storage that is full or blocked is ignored. */
export function saveDraft(storage: DraftStorage, draft: ContactDraft, now = Date.now()): void {
  try {
    if (isEmpty(draft)) storage.removeItem(draftStorageKey)
    else storage.setItem(draftStorageKey, JSON.stringify({ savedAt: now, fields: draft } satisfies StoredDraft))
  } catch {
    // Private browsing or a full quota: the form still works, only the safety copy is missing.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(draftStorageKey)
  } catch {
    // See saveDraft.
  }
}

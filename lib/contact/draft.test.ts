import { clearDraft, draftStorageKey, loadDraft, saveDraft, type DraftStorage } from '@/lib/contact/draft'

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const draft = { name: ' Thandi ', email: 'thandi@', phone: '', message: 'Line one\nLine two 🐄' }
const day = 24 * 60 * 60 * 1000
const savedAt = Date.UTC(2026, 0, 1)

describe('contact draft', () => {
  test('what was saved comes back exactly as typed, untrimmed', () => {
    const storage = memoryStorage()
    saveDraft(storage, draft, savedAt)
    expect(loadDraft(storage, savedAt + 1000)).toEqual(draft)
  })

  test.each([
    ['just saved', 0, true],
    ['6 days later', 6 * day, true],
    ['exactly 7 days later', 7 * day, true],
    ['7 days and 1 ms later', 7 * day + 1, false],
    ['30 days later', 30 * day, false],
    ['saved in the future (clock changed)', -day, false],
  ])('%s: kept = %s', (_, age, kept) => {
    const storage = memoryStorage()
    saveDraft(storage, draft, savedAt)
    expect(loadDraft(storage, savedAt + age)).toEqual(kept ? draft : null)
    // A stale draft is also removed, not just ignored.
    expect(storage.items.has(draftStorageKey)).toBe(kept)
  })

  test('an all-empty form removes the draft instead of saving it', () => {
    const storage = memoryStorage()
    saveDraft(storage, draft, savedAt)
    saveDraft(storage, { name: '', email: '', phone: '', message: '' }, savedAt)
    expect(storage.items.has(draftStorageKey)).toBe(false)
  })

  test('clearDraft removes it', () => {
    const storage = memoryStorage()
    saveDraft(storage, draft, savedAt)
    clearDraft(storage)
    expect(loadDraft(storage, savedAt)).toBeNull()
  })

  test.each([
    ['not JSON', '{oops'],
    ['no date', JSON.stringify({ fields: draft })],
    ['no fields', JSON.stringify({ savedAt })],
    ['fields not an object', JSON.stringify({ savedAt, fields: 'x' })],
    ['every field empty', JSON.stringify({ savedAt, fields: { name: '', email: '', phone: '', message: '' } })],
  ])('a damaged draft (%s) gives nothing', (_, raw) => {
    expect(loadDraft(memoryStorage({ [draftStorageKey]: raw }), savedAt)).toBeNull()
  })

  test('unknown or non-text fields are ignored; missing fields are empty', () => {
    const raw = JSON.stringify({ savedAt, fields: { name: 'Thandi', email: 42, extra_notes: 'spam', message: 'Hi' } })
    expect(loadDraft(memoryStorage({ [draftStorageKey]: raw }), savedAt)).toEqual({
      name: 'Thandi',
      email: '',
      phone: '',
      message: 'Hi',
    })
  })

  test('storage that throws (private mode, full quota) never breaks the form', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() => saveDraft(broken, draft, savedAt)).not.toThrow()
    expect(() => clearDraft(broken)).not.toThrow()
    expect(loadDraft(broken, savedAt)).toBeNull()
  })
})

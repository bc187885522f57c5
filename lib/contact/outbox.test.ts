import type { DraftStorage } from '@/lib/contact/draft'
import { clearOutbox, outboxHoldsAnything } from '@/lib/contact/outbox-key'
import {
  claimForSending,
  outboxMaxAgeMs,
  outboxStorageKey,
  queueEnquiry,
  readOutbox,
  releaseForRetry,
  removeEntry,
  sendWaiting,
  withOutboxLock,
  type LockManagerLike,
} from '@/lib/contact/outbox'
import type { SendOutcome } from '@/lib/contact/send-enquiry'

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const day = 24 * 60 * 60 * 1000
const t0 = Date.UTC(2026, 10, 1)
const params = (message: string) => ({
  from_name: 'Sipho',
  from_email: 'sipho@example.org',
  phone: '082 555 0101',
  message,
  subject: 'General Inquiry',
  to_email: 'info@example.com',
})

/** One Web Locks manager shared by two "tabs": a second request while the first holds the lock gets null. */
function sharedLocks(): LockManagerLike {
  let held = false
  return {
    async request(_name, _options, callback) {
      if (held) return callback(null)
      held = true
      try {
        await callback({})
      } finally {
        held = false
      }
    },
  }
}

describe('the outbox', () => {
  test('keeps an enquiry for 7 days, exactly 7 included; after that it is dropped and reported, never sent', () => {
    expect(outboxMaxAgeMs).toBe(7 * day)
    for (const [age, kept] of [
      [0, true],
      [7 * day, true],
      [7 * day + 1, false],
      [-1, false], // a clock turned back: not trusted
    ] as const) {
      const storage = memoryStorage()
      queueEnquiry(storage, params('Hi'), t0, 'a')
      const { entries, expired } = readOutbox(storage, t0 + age)
      expect(entries.map((entry) => entry.id)).toEqual(kept ? ['a'] : [])
      expect(expired.map((entry) => entry.id)).toEqual(kept ? [] : ['a'])
      expect(storage.items.has(outboxStorageKey)).toBe(kept)
    }
  })

  test('keeps several, oldest first (tabs may store them out of order), and removes one by its id', () => {
    const storage = memoryStorage()
    storage.setItem(
      outboxStorageKey,
      JSON.stringify([
        { id: 'b', queuedAt: t0 + 5, params: params('second') },
        { id: 'a', queuedAt: t0, params: params('first') },
      ]),
    )
    queueEnquiry(storage, params('third'), t0 + 6, 'c')
    expect(readOutbox(storage, t0 + 10).entries.map((entry) => entry.params.message)).toEqual([
      'first',
      'second',
      'third',
    ])
    removeEntry(storage, 'a')
    expect(readOutbox(storage, t0 + 10).entries.map((entry) => entry.id)).toEqual(['b', 'c'])
  })

  test('ignores what it cannot read: bad JSON, a malformed entry', () => {
    const storage = memoryStorage()
    storage.setItem(outboxStorageKey, '{not json')
    expect(readOutbox(storage, t0).entries).toEqual([])
    storage.setItem(
      outboxStorageKey,
      JSON.stringify([
        { id: 'x', queuedAt: t0, params: { message: 'no other fields' } },
        { id: 'y', queuedAt: t0, params: params('ok') },
      ]),
    )
    expect(readOutbox(storage, t0).entries.map((entry) => entry.id)).toEqual(['y'])
  })

  test('says when the browser would not store it', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(queueEnquiry(full, params('Hi'), t0)).toBe(false)
  })

  test('an entry is claimed for sending once: a second claim, from any tab, gets nothing', () => {
    const storage = memoryStorage()
    queueEnquiry(storage, params('Hi'), t0, 'a')
    expect(claimForSending(storage, 'a', t0 + 1)).toMatchObject({ id: 'a', attemptedAt: t0 + 1 })
    expect(claimForSending(storage, 'a', t0 + 2)).toBeNull()
    // The visitor chose to send it again: it may be claimed once more.
    releaseForRetry(storage, 'a')
    expect(claimForSending(storage, 'a', t0 + 3)).toMatchObject({ id: 'a', attemptedAt: t0 + 3 })
    expect(claimForSending(storage, 'gone', t0)).toBeNull()
  })
})

describe('sendWaiting', () => {
  const answers = (outcomes: SendOutcome[]) => {
    const sent: string[] = []
    const send = jest.fn(async (p: ReturnType<typeof params>) => {
      sent.push(p.message)
      return outcomes.shift() ?? { ok: true as const }
    })
    return { send, sent }
  }

  test('sends each waiting enquiry once and empties the outbox', async () => {
    const storage = memoryStorage()
    queueEnquiry(storage, params('one'), t0, 'a')
    queueEnquiry(storage, params('two'), t0 + 1, 'b')
    const { send, sent } = answers([])
    const run = await sendWaiting(storage, sharedLocks(), send, { now: () => t0 + 2 })
    expect(sent).toEqual(['one', 'two'])
    expect(run?.sent.map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(readOutbox(storage, t0 + 2).entries).toEqual([])
    // A second run, or an 'online' event in another tab afterwards, finds nothing to send.
    expect((await sendWaiting(storage, sharedLocks(), send, { now: () => t0 + 3 }))?.sent).toEqual([])
    expect(send).toHaveBeenCalledTimes(2)
  })

  test('two tabs at once: the one holding the lock sends, the other does nothing', async () => {
    const storage = memoryStorage()
    queueEnquiry(storage, params('one'), t0, 'a')
    const locks = sharedLocks()
    let release!: () => void
    const slow = jest.fn(() => new Promise<SendOutcome>((resolve) => (release = () => resolve({ ok: true }))))
    const first = sendWaiting(storage, locks, slow, { now: () => t0 })
    const second = await sendWaiting(storage, locks, slow, { now: () => t0 })
    expect(second).toBeNull()
    release()
    expect((await first)?.sent.map((entry) => entry.id)).toEqual(['a'])
    expect(slow).toHaveBeenCalledTimes(1)
  })

  test('without Web Locks, a second run after the first has started still sends nothing twice', async () => {
    const storage = memoryStorage()
    queueEnquiry(storage, params('one'), t0, 'a')
    let release!: () => void
    const slow = jest.fn(() => new Promise<SendOutcome>((resolve) => (release = () => resolve({ ok: true }))))
    const first = sendWaiting(storage, undefined, slow, { now: () => t0 })
    await Promise.resolve()
    const second = await sendWaiting(storage, undefined, slow, { now: () => t0 })
    release()
    await first
    expect(slow).toHaveBeenCalledTimes(1)
    expect(second?.sent).toEqual([])
  })

  test.each([
    [
      'a refusal from the service: out of the outbox, back to the form',
      { ok: false, reason: 'the e-mail service answered 500', cause: 'service' } as const,
      'refused',
    ],
    [
      'a broken setup: out of the outbox, back to the form',
      { ok: false, reason: 'The public key is required', cause: 'other' } as const,
      'refused',
    ],
    [
      'no answer in time: it may have arrived, so it stays, never sent again by itself',
      { ok: false, reason: 'no answer within 15 s', cause: 'timeout' } as const,
      'unconfirmed',
    ],
    [
      'the connection dropped mid-send: the same',
      { ok: false, reason: 'no network', cause: 'network' } as const,
      'unconfirmed',
    ],
  ])('%s', async (_, outcome, result) => {
    const storage = memoryStorage()
    queueEnquiry(storage, params('one'), t0, 'a')
    const { send } = answers([outcome])
    const run = await sendWaiting(storage, sharedLocks(), send, { now: () => t0 })
    const left = readOutbox(storage, t0).entries
    if (result === 'refused') {
      expect(run?.refused).toEqual([{ entry: expect.objectContaining({ id: 'a' }), outcome }])
      expect(left).toEqual([])
    } else {
      expect(run?.unconfirmed.map((entry) => entry.id)).toEqual(['a'])
      expect(left).toEqual([expect.objectContaining({ id: 'a', attemptedAt: t0 })])
      await sendWaiting(storage, sharedLocks(), send, { now: () => t0 + 1 })
      expect(send).toHaveBeenCalledTimes(1)
    }
  })

  test('stops when the browser goes offline again, leaving the rest waiting', async () => {
    const storage = memoryStorage()
    queueEnquiry(storage, params('one'), t0, 'a')
    queueEnquiry(storage, params('two'), t0 + 1, 'b')
    let online = true
    const send = jest.fn(async () => {
      online = false
      return { ok: true as const }
    })
    const run = await sendWaiting(storage, sharedLocks(), send, { online: () => online, now: () => t0 + 2 })
    expect(run?.sent.map((entry) => entry.id)).toEqual(['a'])
    expect(readOutbox(storage, t0 + 2).entries).toEqual([expect.objectContaining({ id: 'b' })])
    expect(readOutbox(storage, t0 + 2).entries[0]!.attemptedAt).toBeUndefined()
  })
})

describe('withOutboxLock', () => {
  test('runs the work when the lock is free and says so; skips it when another tab holds it', async () => {
    const work = jest.fn(async () => {})
    expect(await withOutboxLock(sharedLocks(), work)).toBe(true)
    const busy: LockManagerLike = { request: async (_n, _o, callback) => callback(null) }
    expect(await withOutboxLock(busy, work)).toBe(false)
    expect(work).toHaveBeenCalledTimes(1)
  })
})

describe('outbox-key: looking and clearing without the rules', () => {
  const params = {
    from_name: 'A',
    from_email: 'a@example.org',
    phone: 'Not provided',
    message: 'Seed?',
    subject: 'Garlic',
    to_email: 'info@example.com',
  }

  test('an outbox with an entry is seen, cleared at once, and then holds nothing', () => {
    const held = new Map<string, string>()
    const storage = {
      getItem: (key: string) => held.get(key) ?? null,
      setItem: (key: string, value: string) => void held.set(key, value),
      removeItem: (key: string) => void held.delete(key),
    }
    expect(outboxHoldsAnything(storage)).toBe(false)
    queueEnquiry(storage, params, 1_000, 'one')
    expect(outboxHoldsAnything(storage)).toBe(true)
    clearOutbox(storage)
    expect(outboxHoldsAnything(storage)).toBe(false)
    expect(readOutbox(storage, 2_000).entries).toEqual([])
  })

  test('storage that refuses (switched off) neither throws nor claims to hold anything', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() => clearOutbox(refusing)).not.toThrow()
    expect(outboxHoldsAnything(refusing)).toBe(false)
  })
})

import { useCallback, useEffect, useRef, useState } from 'react'
import { sendEnquiry } from '@/lib/contact/send-enquiry'
import type { EmailJsSettings } from '@/lib/settings'
import { outboxStorageKey } from '@/lib/contact/outbox-key'
import {
  readOutbox,
  releaseForRetry,
  removeEntry,
  sendWaiting,
  type LockManagerLike,
  type OutboxEntry,
} from '@/lib/contact/outbox'

/** The Web Locks API where the browser has it (every current one; Safari from 15.4). */
function locks(): LockManagerLike | undefined {
  return 'locks' in navigator ? (navigator.locks as unknown as LockManagerLike) : undefined
}

export type OutboxNote = 'expired' | 'cancelled' | null

export type OutboxHandlers = {
  /** An enquiry from the outbox arrived. */
  onSent: (entry: OutboxEntry) => void
  /** The service refused an enquiry from the outbox: it is out of the outbox, for the form to take back. */
  onRefused: (entry: OutboxEntry) => void
}

/**
 * The outbox (lib/contact/outbox.ts) as the form shows it: the waiting and unconfirmed enquiries,
 * a note when one expired or was cancelled, and sending whatever waits when the page opens online
 * and whenever the connection comes back. Another tab's changes show here too.
 */
export function useOutbox(emailJs: EmailJsSettings, handlers: OutboxHandlers) {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  const [note, setNote] = useState<OutboxNote>(null)
  // While this tab sends, its entries are marked attempted: they are being sent, not unconfirmed.
  const [sending, setSending] = useState(false)
  const handlersRef = useRef(handlers)
  useEffect(() => {
    handlersRef.current = handlers
  })

  const refresh = useCallback(() => {
    const { entries: waiting, expired } = readOutbox(localStorage)
    setEntries(waiting)
    if (expired.length > 0) setNote('expired')
  }, [])

  const sendNow = useCallback(async () => {
    if (!navigator.onLine || readOutbox(localStorage).entries.every((entry) => entry.attemptedAt !== undefined)) return
    setSending(true)
    const run = await sendWaiting(localStorage, locks(), (params) => sendEnquiry(params, emailJs), {
      online: () => navigator.onLine,
    })
    setSending(false)
    refresh()
    if (!run) return
    for (const entry of run.sent) handlersRef.current.onSent(entry)
    for (const { entry } of run.refused) handlersRef.current.onRefused(entry)
  }, [emailJs, refresh])

  useEffect(() => {
    // The outbox lives in this browser's storage, which the static HTML cannot know: read it once hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    refresh()
    void sendNow()
    const onOnline = () => void sendNow()
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === outboxStorageKey) refresh()
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('storage', onStorage)
    }
  }, [refresh, sendNow])

  return {
    entries,
    sending,
    note,
    /** The form changed the outbox (put an enquiry in it): read it again and send what waits. */
    reload: useCallback(() => {
      setNote(null)
      refresh()
      void sendNow()
    }, [refresh, sendNow]),
    cancel: (entry: OutboxEntry) => {
      removeEntry(localStorage, entry.id)
      setNote('cancelled')
      refresh()
    },
    retry: (entry: OutboxEntry) => {
      releaseForRetry(localStorage, entry.id)
      refresh()
      void sendNow()
    },
    remove: (entry: OutboxEntry) => {
      removeEntry(localStorage, entry.id)
      refresh()
    },
  }
}

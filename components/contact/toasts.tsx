import { useRef, useState, type ComponentType, type ReactNode } from 'react'
import type * as Sonner from '@/components/contact/sonner-toasts'

/**
 * sonner (with the site's settings for it, components/contact/sonner-toasts.tsx) is loaded when the
 * visitor starts on the form, not with the page. A toast raised before the Toaster mounts is not
 * lost: the Toaster shows the active toasts when it subscribes.
 */
let sonner: Promise<typeof Sonner> | null = null

function loadToasts(): Promise<typeof Sonner> {
  sonner ??= import('@/components/contact/sonner-toasts').catch((error: unknown) => {
    sonner = null // A failed fetch (offline) is tried again next time.
    throw error
  })
  return sonner
}

export type ContactToast = 'invalid' | 'sent' | 'failed'
export type ToastWords = Record<ContactToast, { title: string; description: string }>

/** What the form says to a screen reader: its answers politely, its errors at once. */
export type Spoken = { polite: string; assertive: string }

/**
 * The form's toasts, and what a screen reader hears of them. A toast is seen; the form's own
 * Announcement (`spoken`) says it: a sent enquiry politely, a refused or failed one and the
 * validation error at once, each replacing the last. The toasts' own live region (sonner's, polite
 * for every toast) is silenced, so nothing is said twice. `prepare` mounts the Toaster early. A
 * toast may carry `actions` below its words (links or buttons), and then stays longer; it never
 * takes the focus.
 */
export function useContactToasts(words: ToastWords): {
  toaster: ReactNode
  prepare: () => void
  notify: (kind: ContactToast, options?: { actions?: ReactNode }) => Promise<void>
  /** Says `text` politely (Submitting...), in place of what was said before. */
  say: (text: string) => void
  spoken: Spoken
  /** Closes every toast (after the visitor acted on one). */
  dismiss: () => void
} {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  const [spoken, setSpoken] = useState<Spoken>({ polite: '', assertive: '' })
  const saying = useRef(0)
  // A message said again (a second failed send) is said again: the region is emptied first.
  const speak = (next: Spoken) => {
    const turn = ++saying.current
    setSpoken({ polite: '', assertive: '' })
    window.setTimeout(() => turn === saying.current && setSpoken(next), 60)
  }

  const mount = async () => {
    const loaded = await loadToasts()
    setToaster(() => loaded.ContactToaster)
    return loaded
  }

  const prepare = () => {
    mount().catch(() => {}) // Retried, and then reported, by the first toast.
  }

  const notify = async (kind: ContactToast, options: { actions?: ReactNode } = {}) => {
    let loaded: typeof Sonner
    try {
      loaded = await mount()
    } catch {
      return // Offline before the toasts ever loaded: the fields still hold everything typed.
    }
    const { title, description } = words[kind]
    const said = `${title}. ${description}`
    speak(kind === 'sent' ? { polite: said, assertive: '' } : { polite: '', assertive: said })
    loaded.raise(kind === 'sent', title, description, options.actions)
  }

  const dismiss = () => {
    void sonner?.then((loaded) => loaded.toast.dismiss()).catch(() => {})
  }

  const say = (text: string) => speak({ polite: text, assertive: '' })

  return { toaster: Toaster ? <Toaster /> : null, prepare, notify, say, spoken, dismiss }
}

import { useRef, useState, type ReactNode } from 'react'
import { useOnDemand } from '@/components/use-on-demand'

/**
 * sonner (with the site's settings for it, components/contact/sonner-toasts.tsx) is loaded when the
 * visitor starts on the form, not with the page. A toast raised before the Toaster mounts is not
 * lost: the Toaster shows the active toasts when it subscribes.
 */
const loadToasts = () => import('@/components/contact/sonner-toasts')

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
  const toasts = useOnDemand(loadToasts)
  const Toaster = toasts.part?.ContactToaster
  const [spoken, setSpoken] = useState<Spoken>({ polite: '', assertive: '' })
  const saying = useRef(0)
  // A message said again (a second failed send) is said again: the region is emptied first.
  const speak = (next: Spoken) => {
    const turn = ++saying.current
    setSpoken({ polite: '', assertive: '' })
    window.setTimeout(() => turn === saying.current && setSpoken(next), 60)
  }

  const prepare = () => {
    toasts.want().catch(() => {}) // Retried, and then reported, by the first toast.
  }

  const notify = async (kind: ContactToast, options: { actions?: ReactNode } = {}) => {
    let loaded: Awaited<ReturnType<typeof loadToasts>>
    try {
      loaded = await toasts.want()
    } catch {
      return // Offline before the toasts ever loaded: the fields still hold everything typed.
    }
    const { title, description } = words[kind]
    const said = `${title}. ${description}`
    speak(kind === 'sent' ? { polite: said, assertive: '' } : { polite: '', assertive: said })
    loaded.raise(kind === 'sent', title, description, options.actions)
  }

  // Through `want`, which holds the loaded part: a toast's action may call an earlier render's dismiss.
  const dismiss = () => {
    toasts
      .want()
      .then((loaded) => loaded.toast.dismiss())
      .catch(() => {})
  }

  const say = (text: string) => speak({ polite: text, assertive: '' })

  return { toaster: Toaster ? <Toaster /> : null, prepare, notify, say, spoken, dismiss }
}

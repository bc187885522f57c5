import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode, type RefObject } from 'react'
import type * as Sonner from 'sonner'
import type { ToasterProps } from 'sonner'

/**
 * sonner is loaded when the visitor starts on the form, not with the page. A toast raised before
 * the Toaster mounts is not lost: the Toaster shows the active toasts when it subscribes.
 */
let sonner: Promise<typeof Sonner> | null = null

function loadToasts(): Promise<typeof Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null // A failed fetch (offline) is tried again next time.
    throw error
  })
  return sonner
}

export const toasterProps: ToasterProps = {
  // The specification's 5 s (sonner's default is 4 s) and at most three toasts at once.
  duration: 5000,
  visibleToasts: 3,
  // Below the fixed navigation bar, clear of the chat button at the bottom right.
  position: 'top-center',
  offset: { top: 88 },
  mobileOffset: { top: 84 },
  // Error toasts in the destructive red; no close button: a 20 px target is too small to tap, and
  // every toast closes itself or is swiped away.
  richColors: true,
  // sonner's own reds and greens fall short of AA contrast; these are the site's tokens.
  style: {
    '--error-bg': 'var(--color-danger-50)',
    '--error-border': 'var(--color-danger-200)',
    '--error-text': 'var(--color-danger-800)',
    '--success-bg': 'var(--color-pasture-50)',
    '--success-border': 'var(--color-pasture-100)',
    '--success-text': 'var(--color-pasture-800)',
  } as CSSProperties,
}

export type ContactToast = 'invalid' | 'sent' | 'failed'
export type ToastWords = Record<ContactToast, { title: string; description: string }>

/** How long a toast that offers the visitor something to do stays: long enough to read it and choose. */
export const toastWithActionsMs = 20_000

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
export function useContactToasts(words: ToastWords, form: RefObject<HTMLElement | null>): {
  toaster: ReactNode
  prepare: () => void
  notify: (kind: ContactToast, options?: { actions?: ReactNode }) => Promise<void>
  /** Says `text` politely (Submitting...), in place of what was said before. */
  say: (text: string) => void
  spoken: Spoken
  /** Closes every toast (after the visitor acted on one). */
  dismiss: () => void
} {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  const [spoken, setSpoken] = useState<Spoken>({ polite: '', assertive: '' })
  const saying = useRef(0)
  // A message said again (a second failed send) is said again: the region is emptied first.
  const speak = (next: Spoken) => {
    const turn = ++saying.current
    setSpoken({ polite: '', assertive: '' })
    window.setTimeout(() => turn === saying.current && setSpoken(next), 60)
  }
  useEffect(() => {
    if (Toaster) form.current?.querySelector('section[aria-live]')?.setAttribute('aria-live', 'off')
  }, [Toaster, form])

  const mount = async () => {
    const loaded = await loadToasts()
    setToaster(() => loaded.Toaster)
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
    const extra = options.actions
      ? {
          description: (
            <>
              {description}
              <span className="mt-2 flex flex-wrap gap-2">{options.actions}</span>
            </>
          ),
          duration: toastWithActionsMs,
        }
      : { description }
    if (kind === 'sent') loaded.toast.success(title, extra)
    else loaded.toast.error(title, extra)
  }

  const dismiss = () => {
    void sonner?.then((loaded) => loaded.toast.dismiss()).catch(() => {})
  }

  const say = (text: string) => speak({ polite: text, assertive: '' })

  return { toaster: Toaster ? <Toaster {...toasterProps} /> : null, prepare, notify, say, spoken, dismiss }
}

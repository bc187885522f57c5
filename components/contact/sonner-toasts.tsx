import type { CSSProperties, ReactNode } from 'react'
import { toast, Toaster, type ToasterProps } from 'sonner'

/**
 * The form's toasts as sonner draws them, loaded with sonner when the visitor starts on the form
 * (components/contact/toasts.tsx): the Toaster with the site's settings, and a toast raised with
 * what it offers below its words.
 */

export { toast, Toaster }

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

/** How long a toast that offers the visitor something to do stays: long enough to read it and choose. */
export const toastWithActionsMs = 20_000

/**
 * The form's Toaster, with the site's settings. Its own live region is silenced once it is drawn:
 * the form says each toast itself (components/contact/toasts.tsx), so nothing is said twice.
 */
export function ContactToaster() {
  return (
    <div className="contents" ref={(box) => box?.querySelector('section[aria-live]')?.setAttribute('aria-live', 'off')}>
      <Toaster {...toasterProps} />
    </div>
  )
}

/** Shows a toast: a success or an error, with `actions` (links or buttons) below its words, and then for longer. */
export function raise(success: boolean, title: string, description: string, actions?: ReactNode): void {
  const extra = actions
    ? {
        description: (
          <>
            {description}
            <span className="mt-2 flex flex-wrap gap-2">{actions}</span>
          </>
        ),
        duration: toastWithActionsMs,
      }
    : { description }
  if (success) toast.success(title, extra)
  else toast.error(title, extra)
}

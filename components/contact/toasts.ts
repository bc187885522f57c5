import type * as Sonner from 'sonner'
import type { ToasterProps } from 'sonner'

/**
 * sonner is loaded the first time the form has something to say, not with the page. A toast raised
 * before the Toaster mounts is not lost: the Toaster shows the active toasts when it subscribes.
 */
let sonner: Promise<typeof Sonner> | null = null

export function loadToasts(): Promise<typeof Sonner> {
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
  richColors: true,
  closeButton: true,
}

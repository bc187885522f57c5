import { useOnDemand } from '@/components/use-on-demand'
import { whatsappShareUrl } from '@/lib/whatsapp'

/** The words of sending an estimate or a plan (content/interface.yaml, share). */
export type ShareWords = {
  share: string
  whatsApp: string
  copy: string
  copied: string
  copyFailed: string
  newTab: string
}

export type ToolActionsProps = {
  /** "Print or save this estimate", and what makes the document ready (its QR code) before the browser prints. */
  print: { label: string; prepare: () => Promise<void> }
  /** What is sent: the same plain text the contact form's message carries, and the address that reopens it. */
  share: { title: string; text: string; url: string }
  words: ShareWords
}

/** Today as 2026-11-25, the printed page's date: plain in both languages, and the way a bank files it. */
export function paperDate(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

// Toasts from these buttons have a toaster of their own, so the contact form's never shows them twice.
const toasterId = 'tools'
const loadToasts = () => import('@/components/contact/sonner-toasts')

/**
 * Print or save, and send: "Share" where the browser has the Web Share API (a phone's own sheet:
 * WhatsApp, e-mail, Drive), otherwise "Send on WhatsApp" (a link, the message already written) and
 * "Copy link" (confirmed by a toast). Nothing here loads with the page: the toasts come on first copy.
 */
export function ToolActions({ print, share, words }: ToolActionsProps) {
  const toasts = useOnDemand(loadToasts)
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const message = `${share.text}\n${share.url}`

  const printNow = async () => {
    await print.prepare().catch(() => {})
    window.print()
  }
  const shareNow = () => navigator.share({ title: share.title, text: share.text, url: share.url }).catch(() => {})
  const copy = async () => {
    const copied = await navigator.clipboard.writeText(share.url).then(
      () => true,
      () => false,
    )
    // The toast that says so comes with the first copy (offline before it ever came: the copy is made all the same).
    const { toast } = await toasts.want()
    if (copied) toast.success(words.copied, { toasterId })
    else toast.error(words.copyFailed, { toasterId })
  }

  return (
    <div className="tool-actions flex flex-wrap gap-3">
      <button type="button" onClick={() => void printNow()} className="tool-action">
        {print.label}
      </button>
      {canShare ? (
        <button type="button" onClick={() => void shareNow()} className="tool-action">
          {words.share}
        </button>
      ) : (
        <>
          <a href={whatsappShareUrl(message)} target="_blank" rel="noopener noreferrer" className="tool-action">
            {words.whatsApp}
            <span className="sr-only">{` ${words.newTab}`}</span>
          </a>
          <button type="button" onClick={() => void copy().catch(() => {})} className="tool-action">
            {words.copy}
          </button>
        </>
      )}
      {toasts.part && <toasts.part.Toaster {...toasts.part.toasterProps} id={toasterId} />}
    </div>
  )
}

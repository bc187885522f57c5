export type ContactSendRowProps = {
  words: { submit: string; submitting: string; privacyNotice: string; offlineNotice: string }
  /**
   * False until the form's script has taken it over. Until then the button is disabled: a send
   * would go nowhere, and the browser's own submit of a form without an action would put what was
   * typed into the address bar (and so into the history).
   */
  ready: boolean
  submitting: boolean
  /** No connection: says so plainly beside the button. */
  offline: boolean
}

/**
 * The send button, disabled until the form's script runs and, as 'Submitting...', while a send is
 * under way, with the privacy notice
 * beside it, and above them a notice while the device is offline (announced when it appears).
 */
export function ContactSendRow({ words: text, ready, submitting, offline }: ContactSendRowProps) {
  return (
    <div className="grid gap-3">
      <p role="status" className={offline ? 'rounded-md border-l-4 border-ochre-600 bg-cream-100 px-4 py-3 text-sm font-medium text-ink' : 'sr-only'}>
        {offline ? text.offlineNotice : ''}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <button
          type="submit"
          disabled={submitting || !ready}
          className="button-send"
        >
          {submitting ? text.submitting : text.submit}
        </button>
        <p className="text-sm text-ink-muted">{text.privacyNotice}</p>
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'

export type ContactSendRowProps = {
  words: { submit: string; submitting: string; offlineNotice: string }
  /** Under the button: the privacy line (PrivacyLine). */
  privacyLine: ReactNode
  /**
   * False until the form's script has taken it over. Until then the button is disabled: a send
   * would go nowhere, and the browser's own submit of a form without an action would put what was
   * typed into the address bar (and so into the history).
   */
  ready: boolean
  submitting: boolean
  /** No connection: says so plainly beside the button. */
  offline: boolean
  /** Below the privacy line: the control that removes what this device keeps. */
  children?: ReactNode
}

/**
 * The send button, disabled until the form's script runs and, as 'Submitting...', while a send is
 * under way; under it the one line on what happens to the visitor's details, with its link to the
 * privacy notice; above them a notice while the device is offline (announced when it appears).
 */
export function ContactSendRow({
  words: text,
  privacyLine,
  ready,
  submitting,
  offline,
  children,
}: ContactSendRowProps) {
  return (
    <div className="grid gap-3">
      <p
        role="status"
        className={
          offline
            ? 'rounded-md border-l-4 border-ochre-600 bg-cream-100 px-4 py-3 text-sm font-medium text-ink'
            : 'sr-only'
        }
      >
        {offline ? text.offlineNotice : ''}
      </p>
      <button type="submit" disabled={submitting || !ready} className="button-send justify-self-start max-sm:w-full">
        {submitting ? text.submitting : text.submit}
      </button>
      {privacyLine}
      {children}
    </div>
  )
}

import type { EffectContext, SendingEffect } from '@/components/contact/effect-context'
import type { ToastOffer } from '@/lib/contact/form-flow'
import { loadEmailJs, sendEnquiry } from '@/lib/contact/send-enquiry'
import { enquiryTemplateParams } from '@/lib/contact/template-params'

/**
 * What a send does, fetched when the visitor starts on the form (components/contact/contact-effects.tsx):
 * checking the fields, sending, keeping the enquiry in the outbox, and the toasts with what they
 * offer. Each outcome goes back to the form's flow as an event.
 */

const loadValidation = () => import('@/lib/contact/enquiry-schema')
// The outbox (an enquiry waiting for a connection): fetched with the checks, since a visitor who
// loses the connection before pressing Send needs it then.
const loadOutbox = () => import('@/lib/contact/outbox')
// The other ways to send (WhatsApp, the mail app) are needed only when the e-mail service fails.
const loadFallbackLinks = () => import('@/components/contact/FallbackLinks')
const toastButtonClass =
  'inline-flex min-h-11 items-center rounded-full border border-current px-4 text-sm font-semibold hover:underline'
const ignore = () => {} // A failed early fetch is tried again, and reported, when the visitor sends.

/** Fetches what a send needs while the visitor is still writing. */
export function prefetch(): void {
  loadValidation().catch(ignore)
  loadEmailJs().catch(ignore)
  loadOutbox().catch(ignore)
}

/** The toast, with what the visitor can do about it: wait for the connection, or send another way. */
async function notify(
  { dispatch, toasts, words, setLinks, whatsAppPhone, addressing }: EffectContext,
  kind: 'invalid' | 'sent' | 'failed',
  offer: ToastOffer = {},
) {
  const wait = offer.wait && (
    <button
      type="button"
      className={toastButtonClass}
      onClick={() => dispatch({ type: 'waitRequested', enquiry: offer.wait! })}
    >
      {words.outbox.action}
    </button>
  )
  let links = null
  if (offer.otherWays) {
    try {
      const { FallbackLinks, RefusedNote } = await loadFallbackLinks()
      setLinks({ Note: RefusedNote })
      links = (
        <FallbackLinks
          enquiry={offer.otherWays}
          words={words}
          whatsAppPhone={whatsAppPhone}
          toEmail={addressing.toEmail}
          compact
        />
      )
    } catch {
      return toasts.notify('failed')
    }
  }
  return toasts.notify(
    kind,
    wait || links
      ? {
          actions: (
            <>
              {wait}
              {links}
            </>
          ),
        }
      : {},
  )
}

/** Carries out an effect of a send, and feeds its outcome back as an event. */
export async function performSendingEffect(effect: SendingEffect, context: EffectContext): Promise<void> {
  const { dispatch, readFields, words, addressing, emailJs } = context
  switch (effect.type) {
    case 'loadChecks': {
      let validation: Awaited<ReturnType<typeof loadValidation>>
      try {
        validation = await loadValidation()
      } catch (error) {
        console.error(error)
        return dispatch({ type: 'checksUnavailable' })
      }
      const checked = validation.validateContactEnquiry(readFields(), words.validation)
      return dispatch({
        type: 'checked',
        outcome: checked.ok
          ? { ok: true, enquiry: enquiryTemplateParams(checked.enquiry, addressing), online: navigator.onLine }
          : { ok: false, errors: checked.errors },
      })
    }
    case 'send':
      return dispatch({ type: 'answered', outcome: await sendEnquiry(effect.enquiry, emailJs) })
    case 'queue': {
      let kept = false
      try {
        kept = (await loadOutbox()).queueEnquiry(localStorage, effect.enquiry)
      } catch {
        kept = false
      }
      return dispatch({ type: 'queued', ok: kept })
    }
    case 'notify':
      return notify(context, effect.kind, effect.offer)
  }
}

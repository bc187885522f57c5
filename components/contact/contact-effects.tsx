import type { ComponentType, RefObject } from 'react'
import type { ContactFormWords } from '@/components/contact/ContactForm'
import type { FallbackLinks as FallbackLinksType } from '@/components/contact/FallbackLinks'
import type { useContactToasts } from '@/components/contact/toasts'
import { clearDraft, saveDraft, type ContactDraft } from '@/lib/contact/draft'
import { contactFields, type ContactField } from '@/lib/contact/fields'
import type { ContactEffect, ContactEvent, ToastOffer } from '@/lib/contact/form-flow'
import { clearOutbox } from '@/lib/contact/outbox-key'
import { sendEnquiry } from '@/lib/contact/send-enquiry'
import { enquiryTemplateParams, type EnquiryAddressing } from '@/lib/contact/template-params'
import type { EmailJsSettings } from '@/lib/settings'

// The checks (zod), the toasts and the EmailJS SDK are fetched when a visitor starts on the form, not
// with the page: most visitors never write, and the page stays light on a slow link.
export const loadValidation = () => import('@/lib/contact/enquiry-schema')
// The other ways to send (WhatsApp, the mail app) are needed only when the e-mail service fails.
const loadFallbackLinks = () => import('@/components/contact/FallbackLinks')
// The outbox (an enquiry waiting for a connection): shown only when this browser holds one; fetched
// with the checks, since a visitor who loses the connection before pressing Send needs it then.
export const loadOutbox = () => import('@/lib/contact/outbox')
export const loadOutboxPanel = () => import('@/components/contact/OutboxPanel')
const toastButtonClass = 'inline-flex min-h-11 items-center rounded-full border border-current px-4 text-sm font-semibold hover:underline'

type FieldElement = HTMLInputElement & HTMLTextAreaElement
export type FallbackLinksComponent = ComponentType<Parameters<typeof FallbackLinksType>[0]>

/** What carrying out an effect needs of the form: its boxes, its toasts, its words and where it sends. */
export type EffectContext = {
  dispatch: (event: ContactEvent) => void
  readFields: () => ContactDraft
  formRef: RefObject<HTMLFormElement | null>
  fieldRefs: RefObject<Partial<Record<ContactField, FieldElement | null>>>
  clearedNote: RefObject<HTMLParagraphElement | null>
  toasts: ReturnType<typeof useContactToasts>
  words: ContactFormWords
  addressing: EnquiryAddressing
  emailJs: EmailJsSettings
  /** Keeps the other ways to send, once fetched, for the form's offer under the fields. */
  setLinks: (links: { Links: FallbackLinksComponent }) => void
  business: { phone: string; email: string }
  fallbackWords: ContactFormWords['fallback'] & { labels: ContactFormWords['labels'] }
}

/** The toast, with what the visitor can do about it: wait for the connection, or send another way. */
async function notify({ dispatch, toasts, words, setLinks, business, fallbackWords }: EffectContext, kind: 'invalid' | 'sent' | 'failed', offer: ToastOffer = {}) {
  const wait = offer.wait && (
    <button type="button" className={toastButtonClass} onClick={() => dispatch({ type: 'waitRequested', enquiry: offer.wait! })}>
      {words.outbox.action}
    </button>
  )
  let links = null
  if (offer.otherWays) {
    try {
      const { FallbackLinks } = await loadFallbackLinks()
      setLinks({ Links: FallbackLinks })
      links = <FallbackLinks enquiry={offer.otherWays} business={business} words={fallbackWords} compact />
    } catch {
      return toasts.notify('failed')
    }
  }
  return toasts.notify(kind, wait || links ? { actions: <>{wait}{links}</> } : {})
}

/** Carries out one effect the form's flow asked for, and feeds its outcome back as an event. */
export async function performContactEffect(effect: ContactEffect, context: EffectContext): Promise<void> {
  const { dispatch, readFields, formRef, fieldRefs, clearedNote, toasts, words, addressing, emailJs } = context
  switch (effect.type) {
    case 'saveDraft':
      return saveDraft(localStorage, readFields())
    case 'emptyForm':
      formRef.current?.reset()
      return clearDraft(localStorage)
    case 'fillForm':
      for (const field of contactFields) {
        const box = fieldRefs.current[field]
        if (box) box.value = effect.fields[field]
      }
      return
    case 'focusField':
      return fieldRefs.current[effect.field]?.focus()
    case 'focusClearedNote':
      // The control is gone once used: the focus goes to what it says, which stands where it stood.
      return clearedNote.current?.focus({ preventScroll: true })
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
        outcome: checked.ok ? { ok: true, enquiry: enquiryTemplateParams(checked.enquiry, addressing), online: navigator.onLine } : { ok: false, errors: checked.errors },
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
    case 'saySubmitting':
      return toasts.say(words.submitting)
    case 'dismissToasts':
      return toasts.dismiss()
    case 'clearOutbox':
      return clearOutbox(localStorage)
    case 'log':
      return console.error(effect.message)
  }
}

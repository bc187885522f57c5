import type { EffectContext, SendingEffect } from '@/components/contact/effect-context'
import { clearDraft, saveDraft } from '@/lib/contact/draft'
import { contactFields } from '@/lib/contact/fields'
import type { ContactEffect } from '@/lib/contact/form-flow'
import { clearOutbox } from '@/lib/contact/outbox-key'

// What a send does (checking, sending, the outbox, the toasts' offers), with the checks (zod) and
// the EmailJS SDK, is fetched when a visitor starts on the form, not with the page: most visitors
// never write, and the page stays light on a slow link.
export const loadSending = () => import('@/components/contact/contact-sending')
// The outbox's panel: shown only when this browser holds an enquiry waiting for a connection.
export const loadOutboxPanel = () => import('@/components/contact/OutboxPanel')

/** Carries out one effect the form's flow asked for, and feeds its outcome back as an event. */
export async function performContactEffect(effect: ContactEffect, context: EffectContext): Promise<void> {
  const { readFields, formRef, fieldRefs, clearedNote, toasts, words } = context
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
    case 'saySubmitting':
      return toasts.say(words.submitting)
    case 'dismissToasts':
      return toasts.dismiss()
    case 'clearOutbox':
      clearOutbox(localStorage)
      return context.dispatch({ type: 'outboxCleared' })
    case 'log':
      return console.error(`The enquiry was not sent: ${effect.reason}`)
    default:
      return performWhenLoaded(effect, context)
  }
}

/**
 * The effects of a send (checking, sending, queueing, the toasts with what they offer) come with
 * their code, fetched when the visitor starts on the form (`warmUp`). If it cannot be fetched (no
 * connection, and this device never kept it), the send is told as failed and nothing is lost.
 */
async function performWhenLoaded(effect: SendingEffect, context: EffectContext): Promise<void> {
  let sending: Awaited<ReturnType<typeof loadSending>>
  try {
    sending = await loadSending()
  } catch (error) {
    console.error(error)
    if (effect.type === 'loadChecks') return context.dispatch({ type: 'checksUnavailable' })
    if (effect.type === 'notify') return context.toasts.notify(effect.kind)
    return
  }
  return sending.performSendingEffect(effect, context)
}

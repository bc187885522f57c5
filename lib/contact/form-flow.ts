import type { ContactDraft } from '@/lib/contact/draft'
import { contactFields, type ContactErrors, type ContactField } from '@/lib/contact/fields'
import type { SendFailureCause } from '@/lib/contact/send-enquiry'
import type { EnquiryTemplateParams } from '@/lib/contact/template-params'

/**
 * The contact form's whole life as one pure state machine: what state it is in, which event moves
 * it where, and what each move asks the world to do (effects: storage, sending, fetching code,
 * focus, toasts). The component (components/contact/ContactForm.tsx) is a view of the state, and
 * components/contact/use-contact-flow.tsx carries the effects out and feeds their outcomes back as
 * events. Nothing here touches the page, storage or the network.
 *
 * The send's life (`phase`):
 *
 *   editing ──Send──▶ checking ──wrong──▶ editing (errors shown, focus on the first)
 *                         │ └──right, offline──▶ failed: network (offered: send once back online)
 *                         └──right, online──▶ sending ──answered ok──▶ sent (form emptied)
 *                                                   └──no answer / refused / timed out──▶ failed
 *   any ──Clear my saved draft──▶ cleared (nothing kept on this device; a send under way may still
 *         land, and is told, but a failure then offers nothing back: the visitor removed it)
 *   failed: network ──send once online──▶ editing (form emptied, the enquiry waits in the outbox)
 *
 * Beside it, independent of it: the outbox (an enquiry waiting for a connection, here or from
 * another tab), whether this device keeps a draft, the message's length and each field's error.
 */

/** Why a send failed: no connection, the service refused it, or no answer in time. */
export type ContactFailure = 'network' | 'refused' | 'timeout'

export type ContactPhase =
  | { name: 'editing' }
  | { name: 'checking' }
  | { name: 'sending'; enquiry: EnquiryTemplateParams }
  | { name: 'sent' }
  | { name: 'failed'; cause: ContactFailure }
  /** The visitor removed what this device kept; `sending` while a send they started is still under way. */
  | { name: 'cleared'; sending: boolean }

export type ContactFormState = {
  phase: ContactPhase
  errors: ContactErrors
  /** The message's length, for its counter. */
  messageLength: number
  /** This device keeps a draft of the form (so "Clear my saved draft" is offered). */
  saved: boolean
  /** The enquiry the e-mail service refused, offered to send another way until the next send. */
  refused: EnquiryTemplateParams | null
  /** The outbox: shown once this browser holds one; `revision` tells it the form just changed it. */
  outbox: { shown: boolean; revision: number }
}

/** What a toast offers beside its words: to wait for the connection, and the other ways to send. */
export type ToastOffer = { wait?: EnquiryTemplateParams; otherWays?: EnquiryTemplateParams }

export type ContactEffect =
  | { type: 'saveDraft' }
  | { type: 'emptyForm' }
  | { type: 'fillForm'; fields: ContactDraft }
  | { type: 'focusField'; field: ContactField }
  | { type: 'focusClearedNote' }
  | { type: 'loadChecks' }
  | { type: 'send'; enquiry: EnquiryTemplateParams }
  | { type: 'queue'; enquiry: EnquiryTemplateParams }
  | { type: 'notify'; kind: 'invalid' | 'sent' | 'failed'; offer?: ToastOffer }
  | { type: 'saySubmitting' }
  | { type: 'dismissToasts' }
  | { type: 'clearOutbox' }
  /** Says on the console why the enquiry was not sent. */
  | { type: 'log'; reason: string }

export type ContactEvent =
  /**
   * The script took the form over: what its boxes hold now (a saved draft put back, early typing), and whether that was
   * typed before it ran.
   */
  | { type: 'tookOver'; fields: ContactDraft; typedEarly: boolean; outboxHoldsSome: boolean }
  /**
   * The visitor changed a field (or the season planner wrote the message, which is kept as if typed); `fields` is the
   * whole form now.
   */
  | { type: 'typed'; field: ContactField; fields: ContactDraft }
  /** Send was pressed; `robot` when the hidden trap holds something. */
  | { type: 'sendPressed'; robot: boolean }
  | { type: 'checksUnavailable' }
  | {
      type: 'checked'
      outcome: { ok: false; errors: ContactErrors } | { ok: true; enquiry: EnquiryTemplateParams; online: boolean }
    }
  | { type: 'answered'; outcome: { ok: true } | { ok: false; cause: SendFailureCause; reason: string } }
  /** The visitor asked for the failed enquiry to be sent once back online. */
  | { type: 'waitRequested'; enquiry: EnquiryTemplateParams }
  | { type: 'queued'; ok: boolean }
  /** This browser's outbox holds an enquiry (put there here, or in another tab). */
  | { type: 'outboxSeen' }
  /** The outbox sent an enquiry. */
  | { type: 'outboxSent' }
  /** The outbox gave an enquiry back: refused by the service, or cancelled by the visitor. */
  | {
      type: 'outboxReturned'
      enquiry: EnquiryTemplateParams
      fields: ContactDraft
      refused: boolean
      formHasText: boolean
    }
  | { type: 'clearPressed' }
  /** What this device kept of the outbox is removed (after "Clear my saved draft"). */
  | { type: 'outboxCleared' }

export type Transition = { state: ContactFormState; effects: ContactEffect[] }

export function initialContactState(): ContactFormState {
  return {
    phase: { name: 'editing' },
    errors: {},
    messageLength: 0,
    saved: false,
    refused: null,
    outbox: { shown: false, revision: 0 },
  }
}

const holdsSomething = (fields: ContactDraft) => contactFields.some((field) => fields[field] !== '')

/** A form emptied: nothing typed, nothing kept, no error. */
const emptied = (state: ContactFormState): ContactFormState => ({
  ...state,
  errors: {},
  messageLength: 0,
  saved: false,
})

/** Writing in the form again leaves a sent, failed or cleared send behind; a send under way stays under way. */
const editingAgain = (phase: ContactPhase): ContactPhase =>
  phase.name === 'sent' || phase.name === 'failed' || (phase.name === 'cleared' && !phase.sending)
    ? { name: 'editing' }
    : phase

/** How the toast of a failure reads, and what it offers, by its cause. */
function failure(state: ContactFormState, cause: SendFailureCause, enquiry: EnquiryTemplateParams): Transition {
  if (cause === 'network')
    return {
      state: { ...state, phase: { name: 'failed', cause: 'network' } },
      effects: [{ type: 'notify', kind: 'failed', offer: { wait: enquiry } }],
    }
  const timedOut = cause === 'timeout'
  return {
    state: { ...state, phase: { name: 'failed', cause: timedOut ? 'timeout' : 'refused' }, refused: enquiry },
    effects: [
      {
        type: 'notify',
        kind: 'failed',
        offer: timedOut ? { wait: enquiry, otherWays: enquiry } : { otherWays: enquiry },
      },
    ],
  }
}

/** Where an event takes the form from a state, and what it asks for on the way. */
export function contactFlow(state: ContactFormState, event: ContactEvent): Transition {
  switch (event.type) {
    case 'tookOver':
      return {
        state: {
          ...state,
          messageLength: event.fields.message.length,
          saved: holdsSomething(event.fields),
          outbox: { ...state.outbox, shown: state.outbox.shown || event.outboxHoldsSome },
        },
        // Only new typing renews the draft's 7 days; a visit alone does not.
        effects: event.typedEarly ? [{ type: 'saveDraft' }] : [],
      }
    case 'typed': {
      const errors = state.errors[event.field] ? { ...state.errors, [event.field]: undefined } : state.errors
      return {
        state: {
          ...state,
          phase: editingAgain(state.phase),
          errors,
          messageLength: event.fields.message.length,
          saved: holdsSomething(event.fields),
        },
        effects: [{ type: 'saveDraft' }],
      }
    }
    case 'sendPressed':
      // A second press while the first is being checked or sent does nothing.
      if (state.phase.name === 'checking' || state.phase.name === 'sending') return { state, effects: [] }
      // A form-filling robot is told the message went, and nothing is sent.
      if (event.robot)
        return {
          state: { ...emptied(state), phase: { name: 'sent' } },
          effects: [{ type: 'emptyForm' }, { type: 'notify', kind: 'sent' }],
        }
      return { state: { ...state, phase: { name: 'checking' } }, effects: [{ type: 'loadChecks' }] }
    case 'checksUnavailable':
      return {
        state: { ...state, phase: { name: 'failed', cause: 'network' } },
        effects: [
          { type: 'log', reason: 'the form could not load its checks' },
          { type: 'notify', kind: 'failed' },
        ],
      }
    case 'checked': {
      if (state.phase.name !== 'checking') return { state, effects: [] }
      const { outcome } = event
      if (!outcome.ok) {
        const first = contactFields.find((field) => outcome.errors[field])
        return {
          state: { ...state, phase: { name: 'editing' }, errors: outcome.errors },
          effects: [
            ...(first ? [{ type: 'focusField' as const, field: first }] : []),
            { type: 'notify', kind: 'invalid' },
          ],
        }
      }
      const next = { ...state, errors: {}, refused: null }
      // Offline, nothing is tried: the visitor is offered to have it sent once back online.
      if (!outcome.online) {
        const failed = failure(next, 'network', outcome.enquiry)
        return { state: failed.state, effects: [{ type: 'log', reason: 'the device is offline' }, ...failed.effects] }
      }
      return {
        state: { ...next, phase: { name: 'sending', enquiry: outcome.enquiry } },
        effects: [{ type: 'saySubmitting' }, { type: 'send', enquiry: outcome.enquiry }],
      }
    }
    case 'answered': {
      const { phase } = state
      const clearedMeanwhile = phase.name === 'cleared' && phase.sending
      if (phase.name !== 'sending' && !clearedMeanwhile) return { state, effects: [] }
      if (event.outcome.ok) {
        // Sent: the form empties (it already is, if the visitor cleared it meanwhile).
        return {
          state: {
            ...emptied(state),
            phase: clearedMeanwhile ? { name: 'cleared', sending: false } : { name: 'sent' },
          },
          effects: [{ type: 'emptyForm' }, { type: 'notify', kind: 'sent' }],
        }
      }
      const log: ContactEffect = { type: 'log', reason: event.outcome.reason }
      // The visitor removed it while it was under way: it is not offered back.
      if (clearedMeanwhile)
        return {
          state: { ...state, phase: { name: 'cleared', sending: false } },
          effects: [log, { type: 'notify', kind: 'failed' }],
        }
      if (phase.name !== 'sending') return { state, effects: [] }
      const failed = failure(state, event.outcome.cause, phase.enquiry)
      return { state: failed.state, effects: [log, ...failed.effects] }
    }
    case 'waitRequested':
      return { state, effects: [{ type: 'dismissToasts' }, { type: 'queue', enquiry: event.enquiry }] }
    case 'queued':
      if (!event.ok) return { state, effects: [{ type: 'notify', kind: 'failed' }] }
      return {
        state: {
          ...emptied(state),
          phase: { name: 'editing' },
          refused: null,
          outbox: { shown: true, revision: state.outbox.revision + 1 },
        },
        effects: [{ type: 'emptyForm' }],
      }
    case 'outboxSeen':
      return {
        state: { ...state, phase: editingAgain(state.phase), outbox: { ...state.outbox, shown: true } },
        effects: [],
      }
    case 'outboxSent':
      return { state, effects: [{ type: 'notify', kind: 'sent' }] }
    case 'outboxReturned': {
      // Put back into the form, unless the visitor has started another enquiry there.
      const back: Transition = event.formHasText
        ? { state, effects: [] }
        : {
            state: { ...state, messageLength: event.fields.message.length, saved: true },
            effects: [{ type: 'fillForm', fields: event.fields }, { type: 'saveDraft' }],
          }
      if (!event.refused) return back
      const failed = failure(back.state, 'service', event.enquiry)
      return { state: failed.state, effects: [...back.effects, ...failed.effects] }
    }
    case 'clearPressed':
      return {
        state: {
          ...emptied(state),
          phase: { name: 'cleared', sending: state.phase.name === 'sending' },
          refused: null,
        },
        effects: [
          { type: 'emptyForm' },
          { type: 'dismissToasts' },
          { type: 'clearOutbox' },
          { type: 'focusClearedNote' },
        ],
      }
    case 'outboxCleared':
      // Told only once the outbox is empty, so its panel reads it empty.
      return { state: { ...state, outbox: { ...state.outbox, revision: state.outbox.revision + 1 } }, effects: [] }
  }
}

/** Whether the send button shows "Submitting..." and is disabled. */
export const isSubmitting = (state: ContactFormState) =>
  state.phase.name === 'sending' || (state.phase.name === 'cleared' && state.phase.sending)

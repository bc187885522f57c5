'use client'

import type { ReactNode } from 'react'
import { Announcement } from '@/components/Announcement'
import { ContactFormField } from '@/components/contact/ContactFormField'
import { ContactSendRow } from '@/components/contact/ContactSendRow'
import { Honeypot, honeypotName } from '@/components/contact/Honeypot'
import { loadOutboxPanel } from '@/components/contact/contact-effects'
import { useContactFlow, type ContactFlowOptions } from '@/components/contact/use-contact-flow'
import { useOnDemand } from '@/components/use-on-demand'
import { useOnline } from '@/components/contact/use-online'
import { useHydrated } from '@/components/use-hydrated'
import { contactFieldLimits, contactFields, type ContactField } from '@/lib/contact/fields'
import { isSubmitting } from '@/lib/contact/form-flow'

/**
 * The form's words and where it sends (use-contact-flow.tsx), and what is drawn on the server under the send button.
 */
export type ContactFormProps = ContactFlowOptions & {
  /** Under the send button: the line on what happens to the visitor's details, drawn on the server. */
  privacyLine: ReactNode
}

/**
 * The enquiry form, a view of its flow (lib/contact/form-flow.ts, carried out by use-contact-flow):
 * its fields with their errors and counter, the outbox while one waits, the other ways to send an
 * enquiry the service refused, the send row, and what it says to screen readers.
 */
export function ContactForm({ words, addressing, emailJs, whatsAppPhone, privacyLine }: ContactFormProps) {
  const {
    state,
    dispatch,
    toasts,
    formRef,
    fieldRefs,
    clearedNote,
    readFields,
    warmUp,
    outboxReturned,
    refusedNote: RefusedNote,
  } = useContactFlow({
    words,
    addressing,
    emailJs,
    whatsAppPhone,
  })
  const online = useOnline()
  const ready = useHydrated()
  const OutboxPanel = useOnDemand(loadOutboxPanel, { when: state.outbox.shown }).part?.default
  const cleared = state.phase.name === 'cleared'

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const robot = new FormData(event.currentTarget).get(honeypotName)
        dispatch({ type: 'sendPressed', robot: typeof robot === 'string' && robot !== '' })
      }}
      onFocus={warmUp}
      aria-labelledby="contact-form-title"
      className="relative grid gap-5"
    >
      <h3 id="contact-form-title" className="text-2xl font-semibold text-pasture-900">
        {words.formHeading}
      </h3>
      {contactFields.map((field: ContactField) => (
        <ContactFormField
          key={field}
          field={field}
          label={words.labels[field]}
          optionalMark={field === 'phone' ? words.optional : undefined}
          error={state.errors[field]}
          hint={field === 'message' ? `${state.messageLength}/${contactFieldLimits.message}` : undefined}
          fieldRef={(box) => {
            fieldRefs.current[field] = box
          }}
          onInput={() => dispatch({ type: 'typed', field, fields: readFields() })}
        />
      ))}
      <Honeypot label={words.honeypotLabel} />
      {/* Always present, so what the outbox says is announced when it appears; empty, out of the form's rows. */}
      <div role="status" className="grid gap-3 empty:absolute" data-outbox-panel="">
        {OutboxPanel && (
          <OutboxPanel
            emailJs={emailJs}
            words={words.outbox}
            revision={state.outbox.revision}
            onSent={() => dispatch({ type: 'outboxSent' })}
            phoneNotProvided={addressing.phoneNotProvided}
            onReturned={outboxReturned}
          />
        )}
      </div>
      {/* Always present, so the other ways to send are announced when they appear. */}
      <div role="status" className="empty:hidden">
        {state.refused && RefusedNote && (
          <RefusedNote
            enquiry={state.refused}
            words={words}
            whatsAppPhone={whatsAppPhone}
            toEmail={addressing.toEmail}
          />
        )}
      </div>
      <ContactSendRow
        ready={ready}
        submitting={isSubmitting(state)}
        offline={!online}
        privacyLine={privacyLine}
        words={words}
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {ready && !cleared && (state.saved || state.outbox.shown) && (
            <button
              type="button"
              onClick={() => dispatch({ type: 'clearPressed' })}
              className={
                'inline-flex min-h-11 items-center text-sm font-semibold text-pasture-800 ' +
                'underline underline-offset-2 hover:text-pasture-900'
              }
            >
              {words.clearDraft.action}
            </button>
          )}
          <p
            ref={clearedNote}
            tabIndex={-1}
            role="status"
            className="text-sm text-ink-muted outline-none empty:absolute"
          >
            {cleared ? words.clearDraft.done : ''}
          </p>
        </div>
      </ContactSendRow>
      {toasts.toaster}
      <Announcement polite={toasts.spoken.polite} assertive={toasts.spoken.assertive} />
    </form>
  )
}

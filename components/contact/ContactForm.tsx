'use client'

import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Announcement } from '@/components/Announcement'
import { ContactFormField } from '@/components/contact/ContactFormField'
import type { FallbackLinks as FallbackLinksType } from '@/components/contact/FallbackLinks'
import type { OutboxWords } from '@/components/contact/OutboxPanel'
import { ContactSendRow } from '@/components/contact/ContactSendRow'
import { Honeypot, honeypotName } from '@/components/contact/Honeypot'
import { takeMessageEdits } from '@/components/contact/message-hand-over'
import { useContactToasts } from '@/components/contact/toasts'
import { useOnDemand } from '@/components/contact/use-on-demand'
import { useOnline } from '@/components/contact/use-online'
import { useHydrated } from '@/components/use-hydrated'
import { clearDraft, emptyDraft, loadDraft, saveDraft, type ContactDraft } from '@/lib/contact/draft'
import type { ValidationMessages } from '@/lib/contact/enquiry-schema'
import { contactFieldLimits, contactFields, type ContactErrors, type ContactField } from '@/lib/contact/fields'
import type { OutboxEntry } from '@/lib/contact/outbox'
import { clearOutbox, outboxHoldsAnything, outboxStorageKey } from '@/lib/contact/outbox-key'
import { loadEmailJs, sendEnquiry, type SendOutcome } from '@/lib/contact/send-enquiry'
import { enquiryTemplateParams, type EnquiryAddressing, type EnquiryTemplateParams } from '@/lib/contact/template-params'
import type { EmailJsSettings } from '@/lib/settings'

type Toast = { title: string; description: string }

/** Every word the form shows, in the page's language (content/contact.yaml). */
export type ContactFormWords = {
  formHeading: string
  labels: Record<ContactField, string>
  optional: string
  /** The hidden robot trap's label. */
  honeypotLabel: string
  submit: string
  submitting: string
  /** The control that removes the saved draft and any waiting enquiry. */
  clearDraft: { action: string; done: string }
  offlineNotice: string
  validation: ValidationMessages
  toasts: { invalid: Toast; sent: Toast; failed: Toast }
  /** When the e-mail service refuses the enquiry: the other ways to send it. */
  fallback: { lead: string; whatsApp: string; email: string; shortened: string }
  /** An enquiry kept to send once back online (lib/contact/outbox.ts): the toast's action, and the panel's words. */
  outbox: OutboxWords & { action: string }
}

export type ContactFormProps = {
  words: ContactFormWords
  /** The page's subject, the business's address, and the words for an empty phone number. */
  addressing: EnquiryAddressing
  emailJs: EmailJsSettings
  /** The business's WhatsApp number, for the link that sends a refused enquiry as a chat. */
  whatsAppPhone: string
  /** Under the send button: the line on what happens to the visitor's details, drawn on the server. */
  privacyLine: ReactNode
}

// The checks (zod), the toasts and the EmailJS SDK are fetched when a visitor starts on the form, not
// with the page: most visitors never write, and the page stays light on a slow link.
const loadValidation = () => import('@/lib/contact/enquiry-schema')
// The other ways to send (WhatsApp, the mail app) are needed only when the e-mail service fails.
const loadFallbackLinks = () => import('@/components/contact/FallbackLinks')
// The outbox (an enquiry waiting for a connection): shown only when this browser holds one; fetched
// with the checks, since a visitor who loses the connection before pressing Send needs it then.
const loadOutbox = () => import('@/lib/contact/outbox')
const loadOutboxPanel = () => import('@/components/contact/OutboxPanel')
const ignore = () => {} // A failed early fetch is retried, and reported, when the visitor sends.
type FieldElement = HTMLInputElement & HTMLTextAreaElement
const toastButtonClass = 'inline-flex min-h-11 items-center rounded-full border border-current px-4 text-sm font-semibold hover:underline'

/** The enquiry form: checks on send, sends through EmailJS, and keeps a draft until it is sent. */
export function ContactForm({ words, addressing, emailJs, whatsAppPhone, privacyLine }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRefs = useRef<Partial<Record<ContactField, FieldElement | null>>>({})
  const [errors, setErrors] = useState<ContactErrors>({})
  const [messageLength, setMessageLength] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  // Whether this device keeps a draft of the form (for the control that clears it), and whether the
  // visitor has just cleared what it kept.
  const [saved, setSaved] = useState(false)
  const [cleared, setCleared] = useState(false)
  // The enquiry the e-mail service refused, offered to send another way until the next send.
  const [refused, setRefused] = useState<{ enquiry: EnquiryTemplateParams; Links: ComponentType<Parameters<typeof FallbackLinksType>[0]> } | null>(null)
  // Guards the whole send, including the first fetch of the checks, against a second click.
  const busy = useRef(false)
  const { toaster, prepare, notify, say, spoken, dismiss } = useContactToasts(words.toasts, formRef)
  const online = useOnline()
  const ready = useHydrated()

  const fallbackWords = { ...words.fallback, labels: words.labels }
  const fallbackBusiness = { phone: whatsAppPhone, email: addressing.toEmail }

  /** Puts an enquiry back into the form, unless the visitor has started another one there. */
  const restore = (params: EnquiryTemplateParams) => {
    if (contactFields.some((field) => fieldRefs.current[field]?.value)) return
    const fields: ContactDraft = {
      name: params.from_name,
      email: params.from_email,
      phone: params.phone === addressing.phoneNotProvided.trim() ? '' : params.phone,
      message: params.message,
    }
    for (const field of contactFields) {
      const box = fieldRefs.current[field]
      if (box) box.value = fields[field]
    }
    saveDraft(localStorage, fields)
    setMessageLength(fields.message.length)
    setSaved(true)
  }

  /** The error toast, with what the visitor can do about this kind of failure. */
  const reportFailure = async (params: EnquiryTemplateParams, outcome: Extract<SendOutcome, { ok: false }>) => {
    const waitButton = (
      <button type="button" className={toastButtonClass} onClick={() => void sendWhenOnline(params)}>
        {words.outbox.action}
      </button>
    )
    // No network: it can wait for the connection. The service refused it: another way can carry it.
    if (outcome.cause === 'network') return notify('failed', { actions: waitButton })
    let Links: typeof FallbackLinksType
    try {
      Links = (await loadFallbackLinks()).FallbackLinks
    } catch {
      return notify('failed')
    }
    setRefused({ enquiry: params, Links })
    const links = <Links enquiry={params} business={fallbackBusiness} words={fallbackWords} compact />
    // No answer in time: either.
    return notify('failed', { actions: outcome.cause === 'timeout' ? <>{waitButton}{links}</> : links })
  }

  // The outbox panel is shown (and its code fetched) once this browser holds an outbox; `revision`
  // tells it the form has just put an enquiry in.
  const [outboxShown, setOutboxShown] = useState(false)
  const OutboxPanel = useOnDemand(outboxShown, loadOutboxPanel)?.default
  const [outboxRevision, setOutboxRevision] = useState(0)
  useEffect(() => {
    // Local storage exists only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (outboxHoldsAnything(localStorage)) setOutboxShown(true)
    const onStorage = (event: StorageEvent) => {
      if (event.key === outboxStorageKey && event.newValue !== null) {
        setOutboxShown(true)
        setCleared(false)
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const sendWhenOnline = async (params: EnquiryTemplateParams) => {
    dismiss()
    let kept = false
    try {
      kept = (await loadOutbox()).queueEnquiry(localStorage, params)
    } catch {
      kept = false
    }
    if (!kept) return void notify('failed')
    setRefused(null)
    formRef.current?.reset()
    clearDraft(localStorage)
    setMessageLength(0)
    setSaved(false)
    setCleared(false)
    setOutboxShown(true)
    setOutboxRevision((revision) => revision + 1)
  }

  const readFields = (): ContactDraft => {
    const draft = { ...emptyDraft }
    for (const field of contactFields) draft[field] = fieldRefs.current[field]?.value ?? ''
    return draft
  }

  // Put back a saved draft, without overwriting anything typed before the script arrived.
  useEffect(() => {
    const typedEarly = contactFields.some((field) => fieldRefs.current[field]?.value)
    const saved = loadDraft(localStorage)
    for (const field of contactFields) {
      const box = fieldRefs.current[field]
      if (box && box.value === '' && saved?.[field]) box.value = saved[field]
    }
    const current = readFields()
    // Only new typing renews the draft's 7 days; a visit alone does not.
    if (typedEarly) saveDraft(localStorage, current)
    // The counter follows text that came from storage or the visitor's early typing, not from React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMessageLength(current.message.length)
    setSaved(contactFields.some((field) => current[field] !== ''))
  }, [])

  // Another part of the page (the season planner) may write into the message: the edit is kept as
  // if typed (draft, counter, no stale error), the box is brought into view and focused, and the
  // visitor decides whether to send.
  useEffect(
    () =>
      takeMessageEdits((edit) => {
        const box = fieldRefs.current.message
        const next = box ? edit(box.value) : null
        if (!box || next === null) return false
        box.value = next
        saveDraft(localStorage, readFields())
        setMessageLength(next.length)
        setSaved(true)
        setCleared(false)
        setErrors((previous) => (previous.message ? { ...previous, message: undefined } : previous))
        box.scrollIntoView({ block: 'center' })
        box.focus({ preventScroll: true })
        return true
      }),
    [],
  )

  const warmUp = () => {
    loadValidation().catch(ignore)
    loadEmailJs().catch(ignore)
    loadOutbox().catch(ignore)
    loadOutboxPanel().catch(ignore)
    prepare()
  }

  const onFieldInput = (field: ContactField) => {
    const current = readFields()
    saveDraft(localStorage, current)
    if (field === 'message') setMessageLength(current.message.length)
    setSaved(contactFields.some((name) => current[name] !== ''))
    setCleared(false)
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  const emptyForm = () => {
    formRef.current?.reset()
    clearDraft(localStorage)
    setMessageLength(0)
    setSaved(false)
  }

  /** The visitor's request: nothing of an enquiry stays on this device, neither the draft nor the outbox. */
  const clearSaved = () => {
    emptyForm()
    setErrors({})
    setRefused(null)
    dismiss()
    clearOutbox(localStorage)
    setOutboxRevision((revision) => revision + 1)
    setCleared(true)
  }
  // The control is gone once used: focus goes to what it says, not to the top of the page.
  const clearedNote = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (cleared) clearedNote.current?.focus({ preventScroll: true }) // It stands where the control stood, in view.
  }, [cleared])

  const send = async (honeypot: FormDataEntryValue | null) => {
    if (typeof honeypot === 'string' && honeypot !== '') {
      // A form-filling robot: it is told the message went, and nothing is sent.
      emptyForm()
      return notify('sent')
    }
    let validation: Awaited<ReturnType<typeof loadValidation>>
    try {
      validation = await loadValidation()
    } catch (error) {
      console.error('The enquiry was not sent: the form could not load its checks.', error)
      return notify('failed')
    }
    const checked = validation.validateContactEnquiry(readFields(), words.validation)
    if (!checked.ok) {
      flushSync(() => setErrors(checked.errors))
      const first = contactFields.find((field) => checked.errors[field])
      if (first) fieldRefs.current[first]?.focus()
      return notify('invalid')
    }
    setErrors({})
    setRefused(null)
    const params = enquiryTemplateParams(checked.enquiry, addressing)
    // Offline, nothing is tried: the visitor is offered to have it sent once back online.
    if (!navigator.onLine) {
      console.error('The enquiry was not sent: the device is offline')
      return reportFailure(params, { ok: false, reason: 'the device is offline', cause: 'network' })
    }
    setSubmitting(true)
    say(words.submitting)
    const outcome = await sendEnquiry(params, emailJs)
    setSubmitting(false)
    if (outcome.ok) {
      emptyForm()
      return notify('sent')
    }
    console.error(`The enquiry was not sent: ${outcome.reason}`)
    return reportFailure(params, outcome)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    try {
      await send(new FormData(event.currentTarget).get(honeypotName))
    } finally {
      busy.current = false
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={warmUp} aria-labelledby="contact-form-title" className="relative grid gap-5">
      <h3 id="contact-form-title" className="text-2xl font-semibold text-pasture-900">
        {words.formHeading}
      </h3>
      {contactFields.map((field) => (
        <ContactFormField
          key={field}
          field={field}
          label={words.labels[field]}
          optionalMark={field === 'phone' ? words.optional : undefined}
          error={errors[field]}
          hint={field === 'message' ? `${messageLength}/${contactFieldLimits.message}` : undefined}
          fieldRef={(box) => {
            fieldRefs.current[field] = box
          }}
          onInput={() => onFieldInput(field)}
        />
      ))}
      <Honeypot label={words.honeypotLabel} />
      {/* Always present, so what the outbox says is announced when it appears. */}
      <div role="status" className="grid gap-3 empty:sr-only" data-outbox-panel="">
        {OutboxPanel && (
          <OutboxPanel
            emailJs={emailJs}
            words={words.outbox}
            revision={outboxRevision}
            onSent={() => void notify('sent')}
            onRefused={(entry: OutboxEntry) => {
              restore(entry.params)
              void reportFailure(entry.params, { ok: false, reason: 'refused', cause: 'service' })
            }}
            onCancelled={(entry: OutboxEntry) => restore(entry.params)}
          />
        )}
      </div>
      {/* Always present, so the other ways to send are announced when they appear. */}
      <div role="status" className="empty:hidden">
        {refused && (
          <div className="grid gap-3 rounded-md border-l-4 border-danger-800 bg-danger-50 px-4 py-3 text-sm text-ink">
            <p className="font-medium">{words.fallback.lead}</p>
            <p className="flex flex-wrap gap-3">
              <refused.Links enquiry={refused.enquiry} business={fallbackBusiness} words={fallbackWords} />
            </p>
          </div>
        )}
      </div>
      <ContactSendRow
        ready={ready}
        submitting={submitting}
        offline={!online}
        privacyLine={privacyLine}
        words={{ submit: words.submit, submitting: words.submitting, offlineNotice: words.offlineNotice }}
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {ready && !cleared && (saved || outboxShown) && (
            <button type="button" onClick={clearSaved} className="inline-flex min-h-11 items-center text-sm font-semibold text-pasture-800 underline underline-offset-2 hover:text-pasture-900">
              {words.clearDraft.action}
            </button>
          )}
          <p ref={clearedNote} tabIndex={-1} role="status" className="text-sm text-ink-muted outline-none empty:sr-only">
            {cleared ? words.clearDraft.done : ''}
          </p>
        </div>
      </ContactSendRow>
      {toaster}
      <Announcement polite={spoken.polite} assertive={spoken.assertive} />
    </form>
  )
}

'use client'

import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { ContactFormField } from '@/components/contact/ContactFormField'
import type { FallbackLinks as FallbackLinksType } from '@/components/contact/FallbackLinks'
import { ContactSendRow } from '@/components/contact/ContactSendRow'
import { Honeypot, honeypotName } from '@/components/contact/Honeypot'
import { takeMessageEdits } from '@/components/contact/message-hand-over'
import { useContactToasts } from '@/components/contact/toasts'
import { useOnline } from '@/components/contact/use-online'
import { useHydrated } from '@/components/use-hydrated'
import { clearDraft, emptyDraft, loadDraft, saveDraft, type ContactDraft } from '@/lib/contact/draft'
import type { ValidationMessages } from '@/lib/contact/enquiry-schema'
import { contactFieldLimits, contactFields, type ContactErrors, type ContactField } from '@/lib/contact/fields'
import { loadEmailJs, sendEnquiry } from '@/lib/contact/send-enquiry'
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
  privacyNotice: string
  offlineNotice: string
  validation: ValidationMessages
  toasts: { invalid: Toast; sent: Toast; failed: Toast }
  /** When the e-mail service refuses the enquiry: the other ways to send it. */
  fallback: { lead: string; whatsApp: string; email: string; shortened: string }
}

export type ContactFormProps = {
  words: ContactFormWords
  /** The page's subject, the business's address, and the words for an empty phone number. */
  addressing: EnquiryAddressing
  emailJs: EmailJsSettings
  /** The business's WhatsApp number, for the link that sends a refused enquiry as a chat. */
  whatsAppPhone: string
}

// The checks (zod), the toasts and the EmailJS SDK are fetched when a visitor starts on the form, not
// with the page: most visitors never write, and the page stays light on a slow link.
const loadValidation = () => import('@/lib/contact/enquiry-schema')
// The other ways to send (WhatsApp, the mail app) are needed only when the e-mail service fails.
const loadFallbackLinks = () => import('@/components/contact/FallbackLinks')
const ignore = () => {} // A failed early fetch is retried, and reported, when the visitor sends.
type FieldElement = HTMLInputElement & HTMLTextAreaElement

/** The enquiry form: checks on send, sends through EmailJS, and keeps a draft until it is sent. */
export function ContactForm({ words, addressing, emailJs, whatsAppPhone }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRefs = useRef<Partial<Record<ContactField, FieldElement | null>>>({})
  const [errors, setErrors] = useState<ContactErrors>({})
  const [messageLength, setMessageLength] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  // The enquiry the e-mail service refused, offered to send another way until the next send.
  const [refused, setRefused] = useState<{ enquiry: EnquiryTemplateParams; Links: ComponentType<Parameters<typeof FallbackLinksType>[0]> } | null>(null)
  // Guards the whole send, including the first fetch of the checks, against a second click.
  const busy = useRef(false)
  const { toaster, prepare, notify } = useContactToasts(words.toasts)
  const online = useOnline()
  const ready = useHydrated()

  const fallbackWords = { ...words.fallback, labels: words.labels }
  const fallbackBusiness = { phone: whatsAppPhone, email: addressing.toEmail }

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
    prepare()
  }

  const onFieldInput = (field: ContactField) => {
    const current = readFields()
    saveDraft(localStorage, current)
    if (field === 'message') setMessageLength(current.message.length)
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  const emptyForm = () => {
    formRef.current?.reset()
    clearDraft(localStorage)
    setMessageLength(0)
  }

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
    setSubmitting(true)
    const params = enquiryTemplateParams(checked.enquiry, addressing)
    const outcome = await sendEnquiry(params, emailJs)
    setSubmitting(false)
    if (outcome.ok) {
      emptyForm()
      return notify('sent')
    }
    console.error(`The enquiry was not sent: ${outcome.reason}`)
    // The service refused it or never answered: WhatsApp and the mail app can still carry it.
    if (outcome.cause === 'network') return notify('failed')
    let Links: typeof FallbackLinksType
    try {
      Links = (await loadFallbackLinks()).FallbackLinks
    } catch {
      return notify('failed')
    }
    setRefused({ enquiry: params, Links })
    return notify('failed', { actions: <Links enquiry={params} business={fallbackBusiness} words={fallbackWords} compact /> })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Offline, nothing is sent or queued: the notice says so and the draft stays for a later send.
    if (busy.current || !navigator.onLine) return
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
      {refused && (
        <div role="status" className="grid gap-3 rounded-md border-l-4 border-danger-800 bg-danger-50 px-4 py-3 text-sm text-ink">
          <p className="font-medium">{words.fallback.lead}</p>
          <p className="flex flex-wrap gap-3">
            <refused.Links enquiry={refused.enquiry} business={fallbackBusiness} words={fallbackWords} />
          </p>
        </div>
      )}
      <ContactSendRow
        ready={ready}
        submitting={submitting}
        offline={!online}
        words={{ submit: words.submit, submitting: words.submitting, privacyNotice: words.privacyNotice, offlineNotice: words.offlineNotice }}
      />
      {toaster}
    </form>
  )
}

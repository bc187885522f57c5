'use client'

import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ToasterProps } from 'sonner'
import { ContactFormField } from '@/components/contact/ContactFormField'
import { Honeypot, honeypotName } from '@/components/contact/Honeypot'
import { loadToasts, toasterProps } from '@/components/contact/toasts'
import { contactFormText as text } from '@/content/contact'
import { clearDraft, emptyDraft, loadDraft, saveDraft, type ContactDraft } from '@/lib/contact/draft'
import { contactFieldLimits, contactFields, type ContactErrors, type ContactField } from '@/lib/contact/fields'
import { loadEmailJs, sendEnquiry, type EmailJsSettings } from '@/lib/contact/send-enquiry'
import { enquiryTemplateParams } from '@/lib/contact/template-params'

export type ContactFormProps = {
  /** The subject enquiries from this page carry. */
  subject: string
  /** The business's address, where every enquiry goes. */
  toEmail: string
  emailJs: EmailJsSettings
}

type ToastKind = keyof typeof text.toasts

// The checks (zod), the toasts and the EmailJS SDK are fetched when a visitor starts on the form, not
// with the page: most visitors never write, and the page stays light on a slow link.
const loadValidation = () => import('@/lib/contact/enquiry-schema')
const ignore = () => {} // A failed early fetch is retried, and reported, when the visitor sends.
const warmUp = () => {
  loadValidation().catch(ignore)
  loadToasts().catch(ignore)
  loadEmailJs().catch(ignore)
}
type FieldElement = HTMLInputElement & HTMLTextAreaElement

const fieldSetup: Record<ContactField, { autoComplete: string; type?: 'email' | 'tel'; multiline?: boolean }> = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email', type: 'email' },
  phone: { autoComplete: 'tel', type: 'tel' },
  message: { autoComplete: 'off', multiline: true },
}

/** The enquiry form: checks on send, sends through EmailJS, and keeps a draft until it is sent. */
export function ContactForm({ subject, toEmail, emailJs }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRefs = useRef<Partial<Record<ContactField, FieldElement | null>>>({})
  const [errors, setErrors] = useState<ContactErrors>({})
  const [messageLength, setMessageLength] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)

  const readFields = (): ContactDraft => {
    const draft = { ...emptyDraft }
    for (const field of contactFields) draft[field] = fieldRefs.current[field]?.value ?? ''
    return draft
  }

  // Put back a saved draft, without overwriting anything typed before the script arrived.
  useEffect(() => {
    const saved = loadDraft(localStorage)
    for (const field of contactFields) {
      const box = fieldRefs.current[field]
      if (box && box.value === '' && saved?.[field]) box.value = saved[field]
    }
    const current = readFields()
    saveDraft(localStorage, current)
    // The counter follows text that came from storage or the visitor's early typing, not from React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMessageLength(current.message.length)
  }, [])

  const notify = async (kind: ToastKind) => {
    let sonner: Awaited<ReturnType<typeof loadToasts>>
    try {
      sonner = await loadToasts()
    } catch {
      return // Offline before the toasts ever loaded: the fields still hold everything typed.
    }
    const { title, description } = text.toasts[kind]
    if (kind === 'sent') sonner.toast.success(title, { description })
    else sonner.toast.error(title, { description })
    setToaster(() => sonner.Toaster)
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const honeypot = new FormData(event.currentTarget).get(honeypotName)
    if (typeof honeypot === 'string' && honeypot !== '') {
      // A form-filling robot: it is told the message went, and nothing is sent.
      emptyForm()
      return notify('sent')
    }
    let validation: Awaited<ReturnType<typeof loadValidation>>
    try {
      validation = await loadValidation()
    } catch (error) {
      console.error('The form could not load its checks:', error)
      return notify('failed')
    }
    const checked = validation.validateContactEnquiry(readFields())
    if (!checked.ok) {
      flushSync(() => setErrors(checked.errors))
      const first = contactFields.find((field) => checked.errors[field])
      if (first) fieldRefs.current[first]?.focus()
      return notify('invalid')
    }
    setErrors({})
    setSubmitting(true)
    const outcome = await sendEnquiry(enquiryTemplateParams(checked.enquiry, { subject, toEmail }), emailJs)
    setSubmitting(false)
    if (outcome.ok) {
      emptyForm()
      return notify('sent')
    }
    console.error(`The enquiry was not sent: ${outcome.reason}`)
    return notify('failed')
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={warmUp} aria-labelledby="contact-form-title" className="relative grid gap-5">
      <h3 id="contact-form-title" className="text-2xl font-semibold text-pasture-900">
        {text.formHeading}
      </h3>
      {contactFields.map((field) => (
        <ContactFormField
          key={field}
          id={`contact-${field}`}
          name={field}
          label={
            field === 'phone' ? (
              <>
                {text.labels.phone} <span className="font-normal text-ink-muted">{text.optionalMark}</span>
              </>
            ) : (
              text.labels[field]
            )
          }
          error={errors[field]}
          hint={field === 'message' ? `${messageLength}/${contactFieldLimits.message}` : undefined}
          maxLength={contactFieldLimits[field]}
          fieldRef={(box) => {
            fieldRefs.current[field] = box
          }}
          onInput={() => onFieldInput(field)}
          {...fieldSetup[field]}
        />
      ))}
      <Honeypot />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-full bg-pasture-800 px-7 py-3 font-semibold text-white shadow-(--shadow-card) hover:bg-pasture-900 disabled:cursor-wait disabled:bg-pasture-600"
        >
          {submitting ? text.submitting : text.submit}
        </button>
        <p className="text-sm text-ink-muted">{text.privacyNotice}</p>
      </div>
      {Toaster ? <Toaster {...toasterProps} /> : null}
    </form>
  )
}

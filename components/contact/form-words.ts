import type { OutboxWords } from '@/components/contact/OutboxPanel'
import type { ValidationMessages } from '@/lib/contact/enquiry-schema'
import type { ContactField } from '@/lib/contact/fields'

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

/**
 * The form's words, picked from the contact content of one language: only what the form shows,
 * so the client island's props carry nothing else.
 */
export function contactFormWords(contact: ContactFormWords): ContactFormWords {
  return {
    formHeading: contact.formHeading,
    labels: contact.labels,
    optional: contact.optional,
    honeypotLabel: contact.honeypotLabel,
    submit: contact.submit,
    submitting: contact.submitting,
    clearDraft: contact.clearDraft,
    offlineNotice: contact.offlineNotice,
    validation: contact.validation,
    toasts: contact.toasts,
    fallback: contact.fallback,
    outbox: contact.outbox,
  }
}

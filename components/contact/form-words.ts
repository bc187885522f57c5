import type { ContactFormWords } from '@/components/contact/ContactForm'

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

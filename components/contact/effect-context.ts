/**
 * What carrying out the contact form's effects needs of the form (contact-effects.tsx, and contact-sending.tsx on
 * demand).
 */
import type { ComponentType, RefObject } from 'react'
import type { ContactFormWords } from '@/components/contact/form-words'
import type { RefusedNote as RefusedNoteType } from '@/components/contact/FallbackLinks'
import type { useContactToasts } from '@/components/contact/toasts'
import type { ContactDraft } from '@/lib/contact/draft'
import type { ContactField } from '@/lib/contact/fields'
import type { ContactEffect, ContactEvent } from '@/lib/contact/form-flow'
import type { EnquiryAddressing } from '@/lib/contact/template-params'
import type { EmailJsSettings } from '@/lib/settings'

type FieldElement = HTMLInputElement & HTMLTextAreaElement
/** The effects carried out by the code fetched on demand (contact-sending.tsx). */
export type SendingEffect = Extract<ContactEffect, { type: 'loadChecks' | 'send' | 'queue' | 'notify' }>
export type RefusedNoteComponent = ComponentType<Parameters<typeof RefusedNoteType>[0]>

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
  setLinks: (links: { Note: RefusedNoteComponent }) => void
  /** The business's WhatsApp number, for the link that sends a refused enquiry as a chat. */
  whatsAppPhone: string
}

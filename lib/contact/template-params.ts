import type { ContactDraft } from '@/lib/contact/draft'
import type { ContactEnquiry } from '@/lib/contact/enquiry-schema'

/** The variables the EmailJS template receives (SPEC sections 3 and 7). */
export type EnquiryTemplateParams = {
  from_name: string
  from_email: string
  phone: string
  message: string
  subject: string
  to_email: string
}

export type EnquiryAddressing = {
  /** The page's subject line, for example 'JLDT Bonsmara Inquiry'. */
  subject: string
  /** The business's address: every enquiry goes there. */
  toEmail: string
  /** What the template's phone says when the visitor left it empty ('Not provided'). */
  phoneNotProvided: string
}

/** Turns a checked enquiry into the template's variables; an empty phone reads 'Not provided'. */
export function enquiryTemplateParams(
  enquiry: ContactEnquiry,
  { subject, toEmail, phoneNotProvided }: EnquiryAddressing,
): EnquiryTemplateParams {
  const phone = enquiry.phone.trim()
  return {
    from_name: enquiry.name.trim(),
    from_email: enquiry.email.trim(),
    phone: phone === '' ? phoneNotProvided.trim() : phone,
    message: enquiry.message.trim(),
    subject: subject.trim(),
    to_email: toEmail.trim(),
  }
}

/**
 * The form's fields again from an enquiry's variables (one the outbox gives back); 'Not provided' is an empty phone.
 */
export function draftOfEnquiry(params: EnquiryTemplateParams, phoneNotProvided: string): ContactDraft {
  return {
    name: params.from_name,
    email: params.from_email,
    phone: params.phone === phoneNotProvided.trim() ? '' : params.phone,
    message: params.message,
  }
}

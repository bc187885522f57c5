// zod/mini is zod 4's tree-shakable build: the form's schema costs the browser a few KB, not ~60.
import * as z from 'zod/mini'
import { contactFieldLimits, type ContactErrors, type ContactField } from '@/lib/contact/fields'

/**
 * zod's default e-mail pattern with letters and digits from any script, so an address such as
 * josé@exämple.co.za is accepted: an enquiry is never refused for an unusual but real address.
 */
const emailPattern =
  /^(?:[\p{L}\p{N}_'+-]+\.)*[\p{L}\p{N}_'+-]*[\p{L}\p{N}_+-]@(?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+\p{L}{2,}$/u

/** The form's messages in the page's language, one for each rule a field can break (SPEC section 5). */
export type ValidationMessages = {
  nameRequired: string
  nameTooLong: string
  emailInvalid: string
  emailTooLong: string
  phoneTooLong: string
  messageRequired: string
  messageTooLong: string
}

/** The enquiry's rules, with the messages in the page's language. */
export const contactEnquirySchema = (text: ValidationMessages) =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, text.nameRequired), z.maxLength(contactFieldLimits.name, text.nameTooLong)),
    email: z
      .string()
      .check(
        z.trim(),
        z.maxLength(contactFieldLimits.email, text.emailTooLong),
        z.regex(emailPattern, text.emailInvalid),
      ),
    phone: z.string().check(z.trim(), z.maxLength(contactFieldLimits.phone, text.phoneTooLong)),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, text.messageRequired),
        z.maxLength(contactFieldLimits.message, text.messageTooLong),
      ),
  })

/** What a visitor typed, trimmed and checked. */
export type ContactEnquiry = z.infer<ReturnType<typeof contactEnquirySchema>>

export type ContactValidation = { ok: true; enquiry: ContactEnquiry } | { ok: false; errors: ContactErrors }

/**
 * Trims and checks the form's values; on failure returns, for each offending field, the message of
 * the first rule it breaks in the order above.
 */
export function validateContactEnquiry(
  values: Record<ContactField, string>,
  messages: ValidationMessages,
): ContactValidation {
  const result = contactEnquirySchema(messages).safeParse(values)
  if (result.success) return { ok: true, enquiry: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

import { z } from 'zod'
import { loadContent } from '@/content/load'
import { template, words } from '@/content/schema'

const toast = z.strictObject({ title: words(), description: words() })

export const contactSchema = z.strictObject({
  formHeading: words(),
  directHeading: words(),
  emailLink: template(['email']),
  whatsappLink: template(['phone']),
  labels: z.strictObject({ name: words(), email: words(), phone: words(), message: words() }),
  optional: words(),
  honeypotLabel: words(),
  submit: words({ max: 30 }),
  submitting: words({ max: 30 }),
  privacyNotice: words({ min: 20 }),
  validation: z.strictObject({
    nameRequired: words(),
    nameTooLong: words(),
    emailInvalid: words(),
    emailTooLong: words(),
    phoneTooLong: words(),
    messageRequired: words(),
    messageTooLong: words(),
  }),
  toasts: z.strictObject({ invalid: toast, sent: toast, failed: toast }),
  offlineNotice: words({ min: 20 }),
  phoneNotProvided: words(),
})

/** Every word of the contact form (content/contact.yaml). */
export const contactWords = loadContent('contact.yaml', contactSchema)

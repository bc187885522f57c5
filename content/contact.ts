import { z } from 'zod'
import { loadContent } from '@/content/load'
import { cardTitle, label, template, textLimits, words } from '@/content/schema'

const toast = z.strictObject({ title: words(), description: words() })

export const contactSchema = z
  .strictObject({
    formHeading: cardTitle(),
    directHeading: cardTitle().describe('Above the e-mail and WhatsApp links, which work with or without JavaScript.'),
    emailLink: template(['email']),
    whatsappLink: template(['phone']),
    labels: z.strictObject({ name: label(), email: label(), phone: label(), message: label() }),
    optional: words({ max: textLimits.tableHeading }).describe('Beside the Phone label.'),
    honeypotLabel: words().describe(
      'The label of a hidden field that only form-filling robots see and fill in; people never meet it.',
    ),
    submit: words({ max: 30 }),
    submitting: words({ max: 30 }),
    privacyNotice: template(['link'], {
      min: 20,
      hint:
        'South Africa’s POPIA: under the send button, one line on what the details ' +
        'are used for, that they go through an e-mail service outside South Africa ' +
        'and that an unsent draft stays on the device for 7 days. {link} is the link ' +
        'to the privacy notice.',
    }),
    privacyLink: words({ max: 60 }).describe(
      'The words of the link to the privacy notice, in the line under the send button.',
    ),
    clearDraft: z
      .strictObject({
        action: words({ max: 40 }).describe(
          'The button under the form that removes the saved draft and any enquiry waiting to be sent.',
        ),
        done: words().describe('What the form says once it has removed them.'),
      })
      .describe('What this device keeps of an enquiry, removed at the visitor’s request.'),
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
    fallback: z
      .strictObject({
        lead: words({ min: 20 }).describe('Above the two links, when the e-mail service refused the enquiry.'),
        whatsApp: words({ max: 40 }),
        email: words({ max: 40 }),
        shortened: words({ min: 20 }).describe('Ends a long message cut to fit a link.'),
      })
      .describe(
        'When the e-mail service refuses an enquiry: links that open WhatsApp and ' +
          'the mail app with the whole enquiry written.',
      ),
    outbox: z
      .strictObject({
        action: words({ max: 40 }).describe('The button in the error toast when there was no connection.'),
        waiting: template(['subject'], { min: 20 }).describe('In the form while an enquiry waits for a connection.'),
        cancel: words({ max: 30 }),
        cancelled: words({ min: 10 }),
        expired: words({ min: 20 }).describe('When a waiting enquiry passed its 7 days and was removed unsent.'),
        unconfirmed: template(['subject'], { min: 20 }).describe(
          'When a send from the waiting list lost its answer: it may have arrived.',
        ),
        sendAgain: words({ max: 30 }),
        remove: words({ max: 30 }),
      })
      .describe('An enquiry the visitor asked to send once back online: the words of the waiting list in the form.'),
    offlineNotice: words({ min: 20 }).describe('Beside the send button while the device has no connection.'),
    phoneNotProvided: words().describe('What the e-mail says for the phone number when the visitor leaves it empty.'),
  })
  .describe(
    'Every word of the contact form at the end of each page. The field labels, ' +
      'the validation messages, the button texts and the toasts are the product ' +
      'specification’s own: change them only with it. Each page’s introduction and ' +
      'the subject its enquiries carry are in the page’s own file.',
  )

/** Every word of the contact form (content/contact.yaml). */
export const contactWords = loadContent('contact.yaml', contactSchema)

/**
 * Every word the contact form shows a visitor. The validation messages, toasts and button texts are
 * the specification's own (SPEC sections 2, 5 and 8): change them only with the specification.
 */
export const contactFormText = {
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
  },
  /** Shown beside the Phone label. */
  optionalMark: '(optional)',
  submit: 'Send Message',
  submitting: 'Submitting...',
  /** The heading above the form, under the section's 'Contact Us'. */
  formHeading: 'Send us a message',
  /** Above the e-mail and WhatsApp links, which work with or without JavaScript. */
  directHeading: 'E-mail or WhatsApp us',
  /** South Africa's POPIA: what happens to what the visitor types, beside the send button. */
  privacyNotice:
    'We e-mail your enquiry to the business only to answer it. Until you send it, your draft stays on this device.',
  validation: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be less than 100 characters',
    emailInvalid: 'Invalid email address',
    emailTooLong: 'Email must be less than 255 characters',
    phoneTooLong: 'Phone number must be less than 20 characters',
    messageRequired: 'Message is required',
    messageTooLong: 'Message must be less than 1000 characters',
  },
  toasts: {
    invalid: { title: 'Validation Error', description: 'Please check the form for errors.' },
    sent: { title: 'Message Sent!', description: 'Thank you for your enquiry. We will get back to you soon.' },
    failed: { title: 'Error', description: 'Failed to send message. Please try again later.' },
  },
  /** Beside the send button while the device has no connection; the form sends nothing then. */
  offlineNotice:
    'You are offline. Nothing is sent until you are back online and press Send Message again; your message stays on this device.',
  /** The template's `phone` value when the visitor leaves Phone empty. */
  phoneNotProvided: 'Not provided',
} as const

/** The contact form's fields, in the order they appear and are checked. */
export const contactFields = ['name', 'email', 'phone', 'message'] as const
export type ContactField = (typeof contactFields)[number]

/** Most characters each field takes (SPEC section 9); the inputs' `maxLength` uses the same numbers. */
export const contactFieldLimits = { name: 100, email: 255, phone: 20, message: 1000 } as const satisfies Record<
  ContactField,
  number
>

/** One message per field that breaks a rule. */
export type ContactErrors = Partial<Record<ContactField, string>>

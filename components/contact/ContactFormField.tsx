import type { ReactNode, Ref } from 'react'
import { contactFieldLimits, type ContactField } from '@/lib/contact/fields'

export type ContactFormFieldProps = {
  field: ContactField
  label: string
  /** Beside the label of an optional field: '(optional)'. */
  optionalMark?: string
  error?: string
  /** Text under the field that is not an error, such as the message counter. */
  hint?: ReactNode
  fieldRef: Ref<HTMLInputElement & HTMLTextAreaElement>
  onInput: () => void
}

const setup: Record<ContactField, { autoComplete: string; type?: 'email' | 'tel'; multiline?: boolean }> = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email', type: 'email' },
  phone: { autoComplete: 'tel', type: 'tel' },
  message: { autoComplete: 'off', multiline: true },
}

/**
 * One labelled box of the contact form. Uncontrolled on purpose: what a visitor types before the
 * page's JavaScript arrives on a slow link stays in the box instead of being reset when React starts.
 */
export function ContactFormField({
  field,
  label,
  optionalMark,
  error,
  hint,
  fieldRef,
  onInput,
}: ContactFormFieldProps) {
  const { autoComplete, type = 'text', multiline } = setup[field]
  const id = `contact-${field}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name: field,
    maxLength: contactFieldLimits[field],
    autoComplete,
    onInput,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'form-box',
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-pasture-900">
        {label}
        {optionalMark ? <span className="font-normal text-ink-muted"> {optionalMark}</span> : null}
      </label>
      {multiline ? <textarea {...shared} ref={fieldRef} rows={6} /> : <input {...shared} ref={fieldRef} type={type} />}
      <div className="mt-1 flex items-start justify-between gap-3 text-sm">
        {error ? (
          <p id={errorId} className="font-semibold text-cattle-800">
            {error}
          </p>
        ) : (
          <span />
        )}
        {hint ? (
          <p id={hintId} className="shrink-0 text-ink-muted tabular-nums">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}

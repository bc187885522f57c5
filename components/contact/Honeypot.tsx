/** The field robots fill and people never see; its name is one no browser autofills. */
export const honeypotName = 'extra_notes'

/**
 * A trap for form-filling robots: moved off screen rather than `display: none` (which robots skip),
 * out of the tab order, hidden from screen readers and from autofill.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-extra-notes">{label}</label>
      <input
        id="contact-extra-notes"
        type="text"
        name={honeypotName}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

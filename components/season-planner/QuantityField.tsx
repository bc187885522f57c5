import { useId } from 'react'
import type { ReactNode } from 'react'
import type { QuantityWords } from '@/components/season-planner/types'
import { plannerNames } from '@/lib/season-planner/query'
import type { PlannerQuantity } from '@/lib/season-planner/types'

export type QuantityFieldProps = {
  name: PlannerQuantity
  value: string
  onChange: (value: string) => void
  words: QuantityWords
  /** The hint in the estimate panel about this entry, while it has one. */
  hintId: string | undefined
  /** The entry is wrong (rather than still to be made). */
  invalid: boolean
  /** Anything offered beside the box (the calculator's land). */
  children?: ReactNode
}

/**
 * A labelled quantity box with its help; what the entry still needs is said in the estimate panel,
 * and the box points to it. A text box rather than a number box: a number box drops a decimal
 * comma (2,5 would read as 25), and here 2,5 and 2.5 are both taken.
 */
export function QuantityField({ name, value, onChange, words, hintId, invalid, children }: QuantityFieldProps) {
  const id = useId()
  const helpId = `${id}-help`
  const describedBy = [words.help ? helpId : null, hintId].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {words.label}
      </label>
      <input
        id={id}
        name={plannerNames[name]}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={32}
        placeholder={words.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="calculator-box"
      />
      {words.help && (
        <p id={helpId} className="field-help">
          {words.help}
        </p>
      )}
      {children}
    </div>
  )
}

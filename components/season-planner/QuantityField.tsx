import type { ReactNode } from 'react'
import { plannerIds } from '@/components/season-planner/planner-ids'
import { plannerNames } from '@/lib/season-planner/query'
import type { PlannerQuantity } from '@/lib/season-estimate'

export type QuantityFieldProps = {
  name: PlannerQuantity
  words: { label: string; placeholder: string; help?: string }
  /** Anything offered beside the box (the calculator's land). */
  children?: ReactNode
}

/**
 * A labelled quantity box with its help; what the entry still needs is said in the estimate panel,
 * and the planner points the box to it (and marks the box invalid when it is wrong). A text box rather than a number box: a number box drops a decimal comma (2,5
 * would read as 25), and here 2,5 and 2.5 are both taken. Drawn by the server and left to the
 * browser, so what is typed before the scripts arrive stays in it.
 */
export function QuantityField({ name, words, children }: QuantityFieldProps) {
  const id = plannerIds.box(name)
  const helpId = `${id}-help`
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
        aria-describedby={words.help ? helpId : undefined}
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

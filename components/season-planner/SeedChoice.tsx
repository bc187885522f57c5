import { useId } from 'react'
import type { PlannerSeed } from '@/components/season-planner/types'
import { plannerNames } from '@/lib/season-planner/query'

export type SeedChoiceProps = {
  /** The varieties still to be had. */
  seeds: readonly PlannerSeed[]
  /** The chosen variety's key; '' for no seed. */
  value: string
  onChange: (key: string) => void
  words: { label: string; none: string }
}

/**
 * The seed garlic for the land: a native select named as in the address, so a choice made before the
 * script arrives is adopted when it runs. The seed is priced for the hectares above, in the estimate's
 * own line (kilograms and bags × the price per kilogram, or "on request").
 */
export function SeedChoice({ seeds, value, onChange, words }: SeedChoiceProps) {
  const id = useId()
  // min-w-0: a select is as wide as its longest option unless told it may be narrower. WebKit still lets
  // a long option's text reach past the box and widen the page: the box around it clips that, with room
  // for the focus ring (3 px at 3 px) inside its edge.
  return (
    <div className="-m-1.5 min-w-0 overflow-hidden p-1.5">
      <label htmlFor={id} className="block font-semibold text-ink">
        {words.label}
      </label>
      <select
        id={id}
        name={plannerNames.seed}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="calculator-box min-w-0"
      >
        <option value="">{words.none}</option>
        {seeds.map((seed) => (
          <option key={seed.key} value={seed.key}>
            {seed.name}
          </option>
        ))}
      </select>
    </div>
  )
}

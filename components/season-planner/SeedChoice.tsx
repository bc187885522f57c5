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
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {words.label}
      </label>
      <select
        id={id}
        name={plannerNames.seed}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="calculator-box"
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

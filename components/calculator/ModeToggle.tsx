import { modeLabels } from '@/components/calculator/labels'
import { calculatorModes } from '@/lib/garlic-calculator'
import type { CalculatorMode } from '@/lib/garlic-calculator'

export type ModeToggleProps = {
  mode: CalculatorMode
  onChange: (mode: CalculatorMode) => void
}

/** The two modes as a radio group drawn as a segmented control: Tab reaches it, arrow keys switch. */
export function ModeToggle({ mode, onChange }: ModeToggleProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">What do you want to work out?</legend>
      <div className="mt-3 grid grid-cols-2 gap-1 rounded-2xl bg-garlic-100 p-1">
        {calculatorModes.map((option) => (
          <label
            key={option}
            className="mode-option"
          >
            <input
              type="radio"
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              // The native radio, drawn as nothing and spread over its segment: it takes the clicks and shows the focus ring.
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl"
            />
            {modeLabels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

import { calculatorModes } from '@/lib/calculator/inputs'
import type { CalculatorMode } from '@/lib/calculator/inputs'

export type ModeToggleProps = {
  mode: CalculatorMode
  onChange: (mode: CalculatorMode) => void
  /** The question and the two modes' names, in the page's language. */
  words: { question: string; modes: Record<CalculatorMode, string> }
}

/** The two modes as a radio group drawn as a segmented control: Tab reaches it, arrow keys switch. */
export function ModeToggle({ mode, onChange, words }: ModeToggleProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">{words.question}</legend>
      <div className="mt-3 grid grid-cols-2 gap-1 rounded-2xl bg-garlic-100 p-1">
        {calculatorModes.map((option) => (
          <label key={option} className="mode-option">
            <input
              type="radio"
              name="mode"
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              // The native radio, drawn as nothing and spread over its segment by .mode-option (app/globals.css): it
              // takes the clicks and shows the focus ring; the words after it show the choice.
            />
            <span>{words.modes[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

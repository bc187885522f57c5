import { useId } from 'react'
import type { ChangeEvent } from 'react'
import { unitLabels } from '@/components/calculator/labels'
import { formatNumber } from '@/lib/format'
import { landLimits, landUnits, seedLimits } from '@/lib/garlic-calculator'
import type { CalculatorMode, LandUnit } from '@/lib/garlic-calculator'

export type AmountFieldProps = {
  mode: CalculatorMode
  value: string
  unit: LandUnit
  /** The id of the message explaining why the value gives no result, when there is one. */
  problemId: string | undefined
  onValueChange: (value: string, badInput: boolean) => void
  /** A comma was typed for land, where it is most likely a decimal comma the field will drop. */
  onDecimalComma: () => void
  onUnitChange: (unit: LandUnit) => void
}

const field = 'calculator-box'

/** The number to work from: seeds in one mode, land (with its unit) in the other. */
export function AmountField({ mode, value, unit, problemId, onValueChange, onDecimalComma, onUnitChange }: AmountFieldProps) {
  const id = useId()
  const seeds = mode === 'seedsToLand'
  const limits = seeds ? seedLimits : landLimits
  const helpId = `${id}-help`

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // A number field reports '' for text it cannot read; badInput tells that apart from an empty box.
    onValueChange(event.target.value, event.target.validity.badInput)
  }

  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-amount`} className="block text-base font-semibold text-ink">
          {seeds ? 'Number of seeds' : 'Land size'}
        </label>
        <input
          key={mode}
          id={`${id}-amount`}
          type="number"
          inputMode={seeds ? 'numeric' : 'decimal'}
          min={limits.min}
          step={limits.step}
          max={limits.max}
          placeholder={seeds ? 'e.g. 1000' : 'e.g. 2.5'}
          value={value}
          onChange={handleChange}
          onKeyDown={(event) => {
            // In seed counts a comma can only group thousands, so dropping it keeps the number right.
            if (event.key === ',' && !seeds) onDecimalComma()
          }}
          aria-invalid={problemId ? true : undefined}
          aria-describedby={problemId ? `${helpId} ${problemId}` : helpId}
          className={field}
        />
      </div>
      {!seeds && (
        <div className="w-36 shrink-0 sm:w-44">
          <label htmlFor={`${id}-unit`} className="block text-base font-semibold text-ink">
            Unit
          </label>
          <select
            id={`${id}-unit`}
            value={unit}
            onChange={(event) => onUnitChange(event.target.value as LandUnit)}
            className={field}
          >
            {landUnits.map((option) => (
              <option key={option} value={option}>
                {unitLabels[option]}
              </option>
            ))}
          </select>
        </div>
      )}
      <p id={helpId} className="w-full text-sm text-ink-muted">
        {seeds ? 'A whole number, at least 1.' : `At least ${formatNumber(landLimits.min, 1)} ${unitLabels[unit]}.`}
      </p>
    </div>
  )
}

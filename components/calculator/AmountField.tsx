import type { ChangeEvent } from 'react'
import { Template } from '@/components/Template'
import { formatNumber } from '@/lib/format'
import { landLimits, landUnits, seedLimits } from '@/lib/calculator/inputs'
import type { LandUnit } from '@/lib/calculator/inputs'

export type AmountFieldProps = {
  /** Seeds (Seeds to Land Size) or land with its unit (Land Size to Seeds). */
  kind: 'seeds' | 'land'
  /** Stem of the field's ids. */
  id: string
  value: string
  unit: LandUnit
  /** The id of the message explaining why the value gives no result, when there is one. */
  problemId: string | undefined
  onValueChange: (value: string, badInput: boolean) => void
  /** A comma was typed for land, where it is most likely a decimal comma the field will drop. */
  onDecimalComma?: () => void
  onUnitChange?: (unit: LandUnit) => void
  /** The field's label, placeholder and help ('At least {min} {unit}.'), and the units' names. */
  words: { label: string; placeholder: string; help: string; unitLabel: string; units: Record<LandUnit, string> }
}

const box = 'calculator-box'

/**
 * The number to work from. Both modes' fields are in the page; the style sheet shows the one of the
 * checked mode (`data-field`), so switching works before the script arrives. Their names are the
 * address's, so the form read as a query is the calculator's state.
 */
export function AmountField({
  kind,
  id,
  value,
  unit,
  problemId,
  onValueChange,
  onDecimalComma,
  onUnitChange,
  words,
}: AmountFieldProps) {
  const seeds = kind === 'seeds'
  const limits = seeds ? seedLimits : landLimits
  const inputId = `${id}-${kind}`
  const helpId = `${inputId}-help`

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // A number field reports '' for text it cannot read; badInput tells that apart from an empty box.
    onValueChange(event.target.value, event.target.validity.badInput)
  }

  return (
    <div data-field={kind} className="flex flex-wrap items-end gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-base font-semibold text-ink">
          {words.label}
        </label>
        <input
          id={inputId}
          name={kind}
          type="number"
          inputMode={seeds ? 'numeric' : 'decimal'}
          min={limits.min}
          step={limits.step}
          max={limits.max}
          placeholder={words.placeholder}
          value={value}
          onChange={handleChange}
          onKeyDown={(event) => {
            // In seed counts a comma can only group thousands, so dropping it keeps the number right.
            if (event.key === ',') onDecimalComma?.()
          }}
          aria-invalid={problemId ? true : undefined}
          aria-describedby={problemId ? `${helpId} ${problemId}` : helpId}
          className={box}
        />
      </div>
      {!seeds && (
        <div className="w-36 shrink-0 sm:w-44">
          <label htmlFor={`${id}-unit`} className="block text-base font-semibold text-ink">
            {words.unitLabel}
          </label>
          <select
            id={`${id}-unit`}
            name="unit"
            value={unit}
            onChange={(event) => onUnitChange?.(event.target.value as LandUnit)}
            className={box}
          >
            {landUnits.map((option) => (
              <option key={option} value={option}>
                {words.units[option]}
              </option>
            ))}
          </select>
        </div>
      )}
      <p id={helpId} className="w-full text-sm text-ink-muted">
        {seeds ? (
          <Template text={words.help} gaps={{ min: formatNumber(seedLimits.min) }} />
        ) : (
          <LandHelp help={words.help} units={words.units} />
        )}
      </p>
    </div>
  )
}

/**
 * 'At least 0,1 hectare.' with the chosen unit's name picked by the style sheet from the select
 * (`data-unit`), with or without the script. Each unit's span carries the rest of the sentence too,
 * so screen readers read it as one run of text.
 */
function LandHelp({ help, units }: { help: string; units: Record<LandUnit, string> }) {
  const [before = '', after = ''] = help.split('{unit}')
  const min = formatNumber(landLimits.min, 1)
  return (
    <>
      <Template text={before} gaps={{ min }} />
      {landUnits.map((option) => (
        <span key={option} data-unit={option}>
          <Template text={`${units[option]}${after}`} gaps={{ min }} />
        </span>
      ))}
    </>
  )
}

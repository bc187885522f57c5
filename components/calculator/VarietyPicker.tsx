import { spacingLabel, type SeedVariety } from '@/components/calculator/labels'

export type VarietyPickerProps = {
  varieties: readonly SeedVariety[]
  /** The question above the varieties, in the page's language. */
  question: string
  selected: string
  onChange: (key: string) => void
}

/** The varieties as radio buttons, each with its stock label and spacing. */
export function VarietyPicker({ varieties, question, selected, onChange }: VarietyPickerProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-ink">{question}</legend>
      <div className="mt-3 grid gap-2">
        {varieties.map((variety) => (
          <label key={variety.key} className="variety-option">
            <input
              type="radio"
              name="variety"
              value={variety.key}
              checked={selected === variety.key}
              onChange={() => onChange(variety.key)}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{variety.name}</span>
              <span className="sr-only">, </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                <span className="stock-badge">{variety.stock}</span>
                <span className="sr-only">, </span>
                <span>{spacingLabel(variety)}</span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

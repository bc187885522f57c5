import { useCalculatorLand } from '@/components/calculator/calculator-land'
import { formatNumber } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

export type TakeCalculatorLandProps = {
  /** The button's words, with {hectares} for the land, and the unit after it. */
  words: { take: string; unit: string }
  /** Puts the land into the hectares box, as the box takes it. */
  onTake: (hectares: string) => void
}

/**
 * One tap puts the land the calculator above worked out into the hectares box. Shown only while
 * the calculator has land, so never in the static HTML: before the scripts run it could not do anything.
 */
export function TakeCalculatorLand({ words, onTake }: TakeCalculatorLandProps) {
  const hectares = useCalculatorLand()
  if (hectares === null) return null
  return (
    // As the box takes it: 1,2375, the decimals it has and no grouping.
    <button type="button" onClick={() => onTake(String(hectares).replace('.', ','))} className="take-button">
      {fillTemplate(words.take, { hectares: `${formatNumber(hectares, 4)}\u00a0${words.unit}` })}
    </button>
  )
}

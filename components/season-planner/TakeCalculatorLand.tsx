'use client'

import { useCalculatorLand } from '@/components/calculator/calculator-land'
import { plannerIds } from '@/components/season-planner/planner-ids'
import { formatNumber } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

export type TakeCalculatorLandProps = {
  /** The button's words, with {hectares} for the land, and the unit after it. */
  words: { take: string; unit: string }
}

/**
 * One tap puts the land the calculator above worked out into the hectares box, as if typed (the
 * planner hears it like any entry). Shown only while the calculator has land, so never in the
 * static HTML: before the scripts run it could not do anything.
 */
export function TakeCalculatorLand({ words }: TakeCalculatorLandProps) {
  const hectares = useCalculatorLand()
  if (hectares === null) return null
  const take = () => {
    const box = document.getElementById(plannerIds.box('hectares'))
    if (!(box instanceof HTMLInputElement)) return
    // As the box takes it: 1,2375, the decimals it has and no grouping.
    box.value = String(hectares).replace('.', ',')
    box.dispatchEvent(new Event('input', { bubbles: true }))
  }
  return (
    <button type="button" onClick={take} className="take-button">
      {fillTemplate(words.take, { hectares: `${formatNumber(hectares, 4)}\u00a0${words.unit}` })}
    </button>
  )
}

import { useState, type RefObject } from 'react'
import { formQuery } from '@/components/form-query'
import { writeQueryPart } from '@/components/page-address'
import { useAddressState } from '@/components/use-address-state'
import {
  defaultCalculatorState,
  parseCalculatorQuery,
  sameCalculatorState,
  serialiseCalculatorQuery,
} from '@/lib/calculator/query'
import type { CalculatorState } from '@/lib/calculator/query'

/** Why the visible amount cannot be trusted: text a number box cannot read, or a decimal comma it dropped. */
export type AmountDoubt = 'unreadable' | 'decimalComma' | null

/** Writes the calculator's part of the address; the season planner's part after it is kept. */
const writeAddress = (state: CalculatorState) => writeQueryPart('calculator', serialiseCalculatorQuery(state))

/**
 * The number boxes that held text they cannot read when this script arrived, by id, noted before
 * React hydrates the form. Hydrating writes each box's default value, and in Chromium that can
 * clear such text (now and then, at phone width), and with it the only trace
 * of what the visitor typed. Empty on the server.
 */
const unreadableOnArrival: ReadonlySet<string> =
  typeof document === 'undefined'
    ? new Set()
    : new Set(
        [...document.querySelectorAll<HTMLInputElement>('input[type="number"][id]')]
          .filter((box) => box.validity.badInput)
          .map((box) => box.id),
      )

/**
 * What the visitor did in the form before this script ran. The form's fields carry the address's
 * names (mode, variety, seeds, land, unit), so the form serialised is a query like any other. A
 * number box holding text it cannot read reports it as empty, so that is asked of the box itself.
 */
function readEarlyInput(form: HTMLFormElement, varietyKeys: readonly [string, ...string[]]) {
  const state = parseCalculatorQuery(formQuery(form), varietyKeys)
  const box = form.elements.namedItem(state.mode === 'seedsToLand' ? 'seeds' : 'land')
  const unreadable =
    box instanceof HTMLInputElement && (box.validity.badInput || (box.value === '' && unreadableOnArrival.has(box.id)))
  return {
    state,
    unreadable,
    touched: unreadable || !sameCalculatorState(state, defaultCalculatorState(varietyKeys[0])),
  }
}

/**
 * The calculator's state, kept in the page address beside the season planner's (useAddressState).
 * When the script takes over it adopts what the visitor already did in the form (typed, chose,
 * switched), noting text the number box could not read.
 */
export function useCalculatorState(
  varieties: readonly [{ key: string }, ...{ key: string }[]],
  form: RefObject<HTMLFormElement | null>,
) {
  const [first, ...others] = varieties
  const varietyKeys: [string, ...string[]] = [first.key, ...others.map((variety) => variety.key)]
  const [doubt, setDoubt] = useState<AmountDoubt>(null)
  const [state, update] = useAddressState<CalculatorState>(
    () => defaultCalculatorState(first.key),
    { read: (search) => parseCalculatorQuery(search, varietyKeys), write: writeAddress },
    () => {
      const early = form.current ? readEarlyInput(form.current, varietyKeys) : null
      if (!early?.touched) return null
      setDoubt(early.unreadable ? 'unreadable' : null)
      return early.state
    },
  )
  return { state, update, doubt, setDoubt }
}

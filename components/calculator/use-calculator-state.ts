import { useLayoutEffect, useState, type RefObject } from 'react'
import { formQuery, writeQueryPart } from '@/components/page-address'
import { defaultCalculatorState, parseCalculatorQuery, sameCalculatorState, serialiseCalculatorQuery } from '@/lib/calculator-query'
import type { CalculatorState } from '@/lib/calculator-query'

/** Why the visible amount cannot be trusted: text a number box cannot read, or a decimal comma it dropped. */
export type AmountDoubt = 'unreadable' | 'decimalComma' | null

/** Writes the calculator's part of the address; the season planner's part after it is kept. */
const writeAddress = (state: CalculatorState) => writeQueryPart('calculator', serialiseCalculatorQuery(state))

/**
 * The number boxes that held text they cannot read when this script arrived, by id, noted before
 * React hydrates the form. Hydrating writes each box's default value, and in Chromium that can
 * clear such text (about one load in fifty at phone width, measured), and with it the only trace
 * of what the visitor typed. Empty on the server.
 */
const unreadableOnArrival: ReadonlySet<string> =
  typeof document === 'undefined'
    ? new Set()
    : new Set([...document.querySelectorAll<HTMLInputElement>('input[type="number"][id]')].filter((box) => box.validity.badInput).map((box) => box.id))

/**
 * What the visitor did in the form before this script ran. The form's fields carry the address's
 * names (mode, variety, seeds, land, unit), so the form serialised is a query like any other. A
 * number box holding text it cannot read reports it as empty, so that is asked of the box itself.
 */
function readEarlyInput(form: HTMLFormElement, varietyKeys: readonly [string, ...string[]]) {
  const state = parseCalculatorQuery(formQuery(form), varietyKeys)
  const box = form.elements.namedItem(state.mode === 'seedsToLand' ? 'seeds' : 'land')
  const unreadable = box instanceof HTMLInputElement && (box.validity.badInput || (box.value === '' && unreadableOnArrival.has(box.id)))
  return { state, unreadable, touched: unreadable || !sameCalculatorState(state, defaultCalculatorState(varietyKeys[0])) }
}

/**
 * The calculator's state, kept in the page address so a result can be bookmarked or shared. The
 * static HTML shows the defaults; when the script takes over it adopts what the visitor already
 * did in the form (typed, chose, switched) and writes it to the address, or, if they did nothing,
 * the state the address describes. From then on every change rewrites the address in place (no
 * new history entry); Back and Forward to an address with other settings restore those.
 */
export function useCalculatorState(varieties: readonly [{ key: string }, ...{ key: string }[]], form: RefObject<HTMLFormElement | null>) {
  const [first, ...others] = varieties
  const varietyKeys: [string, ...string[]] = [first.key, ...others.map((variety) => variety.key)]
  const [state, setState] = useState<CalculatorState>(() => defaultCalculatorState(first.key))
  const [doubt, setDoubt] = useState<AmountDoubt>(null)

  // Before the first paint after hydration, so the figures replace the waiting message at once.
  useLayoutEffect(() => {
    const early = form.current ? readEarlyInput(form.current, varietyKeys) : null
    /* eslint-disable react-hooks/set-state-in-effect -- the form's DOM and the address are outside React until now */
    if (early?.touched) {
      setState(early.state)
      setDoubt(early.unreadable ? 'unreadable' : null)
      writeAddress(early.state)
    } else {
      setState(parseCalculatorQuery(window.location.search, varietyKeys))
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    const fromAddress = () => setState(parseCalculatorQuery(window.location.search, varietyKeys))
    window.addEventListener('popstate', fromAddress)
    return () => window.removeEventListener('popstate', fromAddress)
    // Once, when the island takes over: the keys come from the page's content and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function update(change: Partial<CalculatorState>) {
    const next = { ...state, ...change }
    setState(next)
    writeAddress(next)
  }

  return { state, update, doubt, setDoubt }
}

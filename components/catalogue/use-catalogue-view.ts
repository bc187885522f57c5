import { useLayoutEffect, useState, type RefObject } from 'react'
import { betterFirst } from '@/lib/sale/catalogue'
import { readCompare, readShortlist } from '@/lib/sale/shortlist'
import { catalogueSearch, defaultView, readView, type CatalogueView, type ViewChoices } from '@/lib/sale/view'

/**
 * Rewrites the catalogue's address in place (no new history entry): the view, a shared shortlist
 * and a comparison, each as the address already has it unless `change` gives it anew. `known` are
 * the catalogue's animals, the only ones an address may name.
 */
export function writeCatalogueAddress(
  change: { view?: CatalogueView; shared?: readonly string[]; comparing?: readonly string[] },
  known: readonly string[],
  choices: ViewChoices,
): void {
  const { pathname, search, hash } = window.location
  const next = catalogueSearch(
    change.view ?? readView(search, choices),
    change.shared ?? readShortlist(search, known),
    change.comparing ?? readCompare(search, known),
  )
  window.history.replaceState(null, '', `${pathname}${next}${hash}`)
}

const isDefault = (view: CatalogueView) =>
  (Object.keys(defaultView) as (keyof CatalogueView)[]).every((part) => view[part] === defaultView[part])

/** What the visitor chose in the form before this script ran, or null where it is the default view. */
function chosenEarly(form: HTMLFormElement | null, choices: ViewChoices): CatalogueView | null {
  if (!form) return null
  const fields = new FormData(form)
  const early = readView(new URLSearchParams(fields as unknown as string[][]).toString(), choices)
  const direction = fields.get('dir') as CatalogueView['direction'] | null
  const chosen = { ...early, direction: direction ?? early.direction }
  return isDefault(chosen) ? null : chosen
}

/**
 * The catalogue's order and filters, kept in the address so a link opens the list as it was: taken
 * over before the first paint after hydration, what the visitor chose in the form before this script
 * ran winning over the address; Back and Forward restore what their address says. The garlic page's
 * tools keep theirs the same way (components/use-address-state.ts); this island shares no module
 * with them (components/catalogue/fill-words.ts says why). `choose` changes part of the view; a new
 * figure opens with its better end first.
 */
export function useCatalogueView(
  form: RefObject<HTMLFormElement | null>,
  known: readonly string[],
  choices: ViewChoices,
) {
  const [view, setView] = useState<CatalogueView>(defaultView)
  useLayoutEffect(() => {
    const early = chosenEarly(form.current, choices)
    /* eslint-disable react-hooks/set-state-in-effect -- the form and the address are outside React until now */
    if (early) {
      setView(early)
      writeCatalogueAddress({ view: early }, known, choices)
    } else {
      setView(readView(window.location.search, choices))
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    const fromAddress = () => setView(readView(window.location.search, choices))
    window.addEventListener('popstate', fromAddress)
    return () => window.removeEventListener('popstate', fromAddress)
  }, [form, known, choices])
  const choose = (change: Partial<CatalogueView>) => {
    const next = { ...view, ...change }
    if (change.sort && !change.direction) next.direction = betterFirst(change.sort)
    setView(next)
    writeCatalogueAddress({ view: next }, known, choices)
  }
  return [view, choose] as const
}

import { useLayoutEffect, useState } from 'react'

/** How a tool's state lives in the page address: read from a query string, written back in place. */
export type AddressPart<State> = {
  read: (search: string) => State
  write: (state: State) => void
}

/**
 * A tool's state kept in the page address, so a result can be bookmarked or shared. The static HTML
 * shows the defaults; when the script takes over, `takeOver` returns what the visitor already did in
 * the form before it ran (or null if nothing), which wins and is written to the address; otherwise
 * the state the address describes is read. From then on every change rewrites the address in place
 * (no new history entry), and Back and Forward restore what their address says.
 */
export function useAddressState<State extends object>(
  initial: () => State,
  address: AddressPart<State>,
  takeOver: () => State | null,
) {
  const [state, setState] = useState<State>(initial)

  // Before the first paint after hydration, so the tool never shows a result of other entries.
  useLayoutEffect(() => {
    const early = takeOver()
    /* eslint-disable react-hooks/set-state-in-effect -- the form's DOM and the address are outside React until now */
    if (early) {
      setState(early)
      address.write(early)
    } else {
      setState(address.read(window.location.search))
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    const fromAddress = () => setState(address.read(window.location.search))
    window.addEventListener('popstate', fromAddress)
    return () => window.removeEventListener('popstate', fromAddress)
    // Once, when the island takes over: what the tool reads comes from the page's content and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function update(change: Partial<State>) {
    const next = { ...state, ...change }
    setState(next)
    address.write(next)
  }

  return [state, update] as const
}

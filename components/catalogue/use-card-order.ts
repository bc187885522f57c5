import { useEffect } from 'react'

/**
 * The server's cards and table rows (each an entry `[data-animal]` of a list named in `listIds`), put
 * in the order of `shown`, and those it leaves out hidden: the list reads whole before the script and
 * without it, and the tools only move and hide what is there.
 */
export function useCardOrder(shown: readonly { slug: string }[], listIds: readonly string[]): void {
  useEffect(() => {
    const showing = new Set(shown.map((animal) => animal.slug))
    for (const id of listIds) {
      const list = document.getElementById(id)
      if (!list) continue
      const entries = new Map(
        [...list.querySelectorAll<HTMLElement>(':scope > [data-animal]')].map((entry) => [
          entry.dataset.animal!,
          entry,
        ]),
      )
      for (const animal of shown) {
        const entry = entries.get(animal.slug)
        if (entry) list.append(entry)
      }
      for (const [slug, entry] of entries) {
        entry.hidden = !showing.has(slug)
        if (entry.hidden) list.append(entry)
      }
    }
  }, [shown, listIds])
}

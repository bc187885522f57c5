import { useEffect, useState } from 'react'
import { parseStored, shortlistStorageKey } from '@/lib/sale/shortlist'

function readStored(known: readonly string[]): string[] {
  try {
    return parseStored(window.localStorage.getItem(shortlistStorageKey), known)
  } catch {
    return []
  }
}

function store(slugs: readonly string[]): void {
  try {
    window.localStorage.setItem(shortlistStorageKey, JSON.stringify(slugs))
  } catch {
    // A phone that keeps nothing (private browsing, storage full) still has the list for this visit.
  }
}

/**
 * The buyer's shortlist, kept on the device, and each card's star (the server's markup, in the list
 * `listId`): the star says whether its animal is on the list, and a press puts it on or takes it
 * off. `keep` replaces the list (in the catalogue's order, as `known` has it) and stores it.
 */
export function useShortlist(known: readonly string[], listId: string | undefined) {
  const [shortlist, setShortlist] = useState<string[]>([])
  const keep = (slugs: readonly string[]) => {
    const next = known.filter((slug) => slugs.includes(slug))
    setShortlist(next)
    store(next)
  }

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's store is outside React until now
    setShortlist(readStored(known))
  }, [known])

  useEffect(() => {
    const list = listId ? document.getElementById(listId) : null
    if (!list) return
    for (const star of list.querySelectorAll<HTMLButtonElement>('[data-shortlist]')) {
      star.setAttribute('aria-pressed', String(shortlist.includes(star.dataset.shortlist!)))
    }
    const onClick = (event: MouseEvent) => {
      const star = (event.target as Element).closest<HTMLButtonElement>('[data-shortlist]')
      if (!star) return
      const slug = star.dataset.shortlist!
      const next = known.filter((each) => (each === slug) !== shortlist.includes(each))
      setShortlist(next)
      store(next)
    }
    list.addEventListener('click', onClick)
    return () => list.removeEventListener('click', onClick)
  }, [shortlist, known, listId])

  return [shortlist, keep] as const
}

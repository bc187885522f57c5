import { useEffect, useState } from 'react'

/**
 * A module fetched only when `wanted` turns true (code most visitors never need). A fetch that fails
 * (no connection, and no service worker holding the file yet) is tried again when the browser is
 * back online: nothing throws into the page, which stays as it was meanwhile.
 */
export function useOnDemand<Module>(wanted: boolean, load: () => Promise<Module>): Module | null {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    const attempt = () => {
      load().then(
        (module) => {
          if (current) setLoaded({ module })
        },
        () => {}, // Tried again on 'online'.
      )
    }
    attempt()
    window.addEventListener('online', attempt)
    return () => {
      current = false
      window.removeEventListener('online', attempt)
    }
  }, [wanted, loaded, load])
  return loaded?.module ?? null
}

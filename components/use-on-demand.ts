import { useCallback, useEffect, useRef, useState } from 'react'

export type OnDemand<Part> = {
  /** The part, once it is here; null until then. */
  part: Part | null
  /** The last attempt failed (no connection, and no service worker holding the file yet). */
  failed: boolean
  /**
   * Fetches the part, or joins the fetch under way, and resolves with it. A failed attempt is tried
   * again on the next call, and when the browser is back online.
   */
  want: () => Promise<Part>
}

/**
 * A part of a tool fetched on first use, not with the page: code most visitors never need (the
 * calculator's rules, the form's checks and toasts, a tooltip, a QR encoder). The tool calls `want`
 * when the visitor turns to it, or passes `when` (true once the part is needed: an entry adopted
 * from before the script, a panel to show). Nothing throws into the page when a fetch fails: the
 * tool stays as it was, and says what it can (`failed`). `load` is a module-level function, the
 * same on every render.
 */
export function useOnDemand<Part>(load: () => Promise<Part>, options: { when?: boolean } = {}): OnDemand<Part> {
  const [state, setState] = useState<{ part: Part | null; failed: boolean }>({ part: null, failed: false })
  const pending = useRef<Promise<Part> | null>(null)

  const want = useCallback(() => {
    pending.current ??= load().then(
      (part) => {
        setState({ part, failed: false })
        return part
      },
      (error: unknown) => {
        pending.current = null
        setState((current) => ({ ...current, failed: true }))
        throw error
      },
    )
    return pending.current
  }, [load])

  const wanted = options.when === true
  useEffect(() => {
    if (wanted) want().catch(() => {})
  }, [wanted, want])

  // After a failure, the connection coming back is a reason to try again if the part is still wanted.
  useEffect(() => {
    if (!state.failed) return
    const again = () => {
      want().catch(() => {})
    }
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [state.failed, want])

  return { ...state, want }
}

import { useEffect, useState } from 'react'

/** How long typing must pause before a tool's answer is read out: a short breath between keys is not a pause. */
export const settleMs = 700

/** `value` once it has stayed the same for `delay` ms: what a tool says once the visitor stops typing. */
export function useSettled(value: string, delay = settleMs): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return settled
}

export type AnnouncementProps = {
  /** The answer, read when the screen reader is next free (polite): '' says nothing. */
  polite: string
  /** What is wrong, read at once (assertive): '' says nothing. */
  assertive?: string
}

/**
 * What a tool says to a screen reader, apart from what it shows: one sentence each, replaced (not
 * queued) as the answer changes, each region read whole. The visible figures are not a live region,
 * so a change of twelve figures is one sentence, not twelve.
 */
export function Announcement({ polite, assertive = '' }: AnnouncementProps) {
  return (
    <>
      <p role="status" className="sr-only">
        {polite}
      </p>
      <p role="alert" className="sr-only">
        {assertive}
      </p>
    </>
  )
}

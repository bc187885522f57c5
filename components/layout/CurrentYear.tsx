'use client'

import { useSyncExternalStore } from 'react'

export type CurrentYearProps = {
  /** The year the page was built, shown until the browser supplies today's. */
  buildYear: number
}

const neverChanges = () => () => {}

/** The current year as the visitor's browser sees it, so an old build never shows last year. */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  const year = useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  )
  return <>{year}</>
}

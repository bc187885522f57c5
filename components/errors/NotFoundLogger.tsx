'use client'

import { useEffect } from 'react'

/** Records the missing path in the browser console, where site owners look when a link is broken. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`)
  }, [])
  return null
}

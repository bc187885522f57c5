'use client'

import { useEffect } from 'react'

/**
 * The service worker's registrar, a client component because registering needs the browser. It
 * registers /sw.js once the page has loaded, so the worker and its downloads never delay the first
 * view, and only in production builds. It never prompts the visitor: the browser's own install
 * banner is held back (adding to the home screen stays in the browser's menu), and a browser
 * without service workers, or one that refuses this one, simply goes on without offline use.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    const holdBackBanner = (event: Event) => event.preventDefault()
    window.addEventListener('beforeinstallprompt', holdBackBanner)
    return () => window.removeEventListener('beforeinstallprompt', holdBackBanner)
  }, [])
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
  return null
}

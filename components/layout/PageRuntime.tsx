'use client'

import { useEffect } from 'react'

/**
 * What every page does once React has taken it over, a client component because it needs the
 * browser:
 *
 * - It marks the document `data-interactive`. The scripts load after the first paint (see
 *   scripts/build/content-first.ts), so for a moment a page shows its controls before they answer;
 *   the attribute says they now do (the end-to-end tests wait for it).
 * - It registers the service worker once the page has loaded, so the worker and its downloads
 *   never delay the first view, and only in production builds. It never prompts the visitor: the
 *   browser's own install banner is held back (adding to the home screen stays in the browser's
 *   menu), and a browser without service workers, or one that refuses this one, simply goes on
 *   without offline use.
 * - The language link (components/layout/LanguageLink.tsx) carries the address's query along, so
 *   the calculator opens with the same figures in the other language.
 */
export function PageRuntime() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
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
  useEffect(() => {
    const keepQuery = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-language-link]') : null
      if (!link) return
      // The link's own address is kept in its data attribute; the query is today's.
      const target = new URL(link.dataset.languageLink || link.href, window.location.href)
      target.search = window.location.search
      link.href = target.href
    }
    // Capture, before the browser follows the link; also for a middle click or one that opens a new tab.
    document.addEventListener('click', keepQuery, true)
    document.addEventListener('auxclick', keepQuery, true)
    return () => {
      document.removeEventListener('click', keepQuery, true)
      document.removeEventListener('auxclick', keepQuery, true)
    }
  }, [])
  return null
}

'use client'

import { useEffect } from 'react'

/**
 * What every page does once React has taken it over, a client component because it needs the
 * browser:
 *
 * - It marks the document `data-interactive`. The scripts load after the first paint (see
 *   scripts/build-steps/content-first.ts), so for a moment a page shows its controls before they answer;
 *   the attribute says they now do (the end-to-end tests wait for it).
 * - It registers the service worker once the page has loaded and the main thread is idle, so the
 *   worker and its downloads never delay the first view, and only in production builds. A visitor
 *   who asked to save data (or is on 2G) gets the worker in its light mode, which downloads
 *   nothing at install (lib/offline/worker/sw.ts); any other visitor's worker then stores the
 *   pages of the language being read. The worker is told the screen's pixel ratio and
 *   the pictures already shown, which it keeps from the browser's cache. It never prompts the visitor: the
 *   browser's own install banner is held back (adding to the home screen stays in the browser's
 *   menu), and a browser without service workers, or one that refuses this one, simply goes on
 *   without offline use.
 * - The language link (components/layout/LanguageLink.tsx) carries the address's query along, so
 *   the calculator opens with the same figures in the other language.
 */
type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** The visitor asked the browser to save data (Save-Data), or the link is 2G. */
function wantsLightData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** The pictures this page has shown so far (the worker keeps them from the browser's cache). */
function shownPictures(): string[] {
  const urls = [...document.images]
    .filter((image) => image.complete && image.naturalWidth > 0)
    .map((image) => image.currentSrc)
  return [...new Set(urls.filter((url) => url.startsWith(`${window.location.origin}/img/`)))]
}

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
    let cancelled = false
    const register = () => {
      if (cancelled) return
      const light = wantsLightData()
      navigator.serviceWorker
        .register(light ? '/sw.js?mode=light' : '/sw.js', { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          const worker = registration.active
          if (!worker || cancelled) return
          worker.postMessage({ type: 'screen', pixelRatio: window.devicePixelRatio, saveData: light })
          worker.postMessage({ type: 'keep-pictures', urls: shownPictures() })
          // Every page of the menu in the language being read, and this page, for offline use (fetched
          // once, then only changes).
          if (!light)
            worker.postMessage({
              type: 'keep-pages',
              language: document.documentElement.lang.slice(0, 2).toLowerCase(),
              page: location.pathname,
            })
        })
        .catch(() => {})
    }
    // After the load event, once the main thread is idle: the worker's downloads never compete
    // with the page. Safari has no requestIdleCallback; a second's wait stands in for it.
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 5000 })
      else setTimeout(register, 1000)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', whenIdle)
    }
  }, [])
  useEffect(() => {
    const keepQuery = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-language-link]') : null
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

/**
 * What every page does without the framework: browser code in the file every page shares
 * (page-script-entry.ts), which the page's inline starter adds after its first paint.
 * A page without a tool, or one whose visitor saves data and only reads, never fetches React, yet
 * still:
 *
 * - shows the current year in its footer (`[data-current-year]`), so an old build never shows last year;
 * - shows what a day has made current (`[data-shown-after="2027-05-14"]`, hidden until then): an
 *   auction's results, built while its lots were being marked on the day, once that day has passed in
 *   South Africa by the reader's clock (components/catalogue/SaleResultsSection.tsx);
 * - on the page for unknown addresses (`[data-not-found]`), records the missing path in the browser
 *   console, where site owners look when a link is broken;
 * - holds back the browser's install banner (adding to the home screen stays in the browser's menu);
 * - hands "Ask about this animal" (components/catalogue/AskAboutAnimal.tsx) to the contact form: to
 *   its code when it is here; else the words go into the message box as if typed (the form's code
 *   takes them over with the rest) and the ask stays in the address; the focus goes to the end of
 *   the message either way;
 * - notes a click on a button that takes one before the framework (lib/early-click.ts: the social
 *   feed's), which its component does once its script runs;
 * - lets the language link (components/layout/LanguageLink.tsx) carry the address's query along, so
 *   the calculator opens with the same figures in the other language;
 * - registers the service worker once the page has loaded and the main thread is idle, so the
 *   worker and its downloads never delay the first view. A visitor who asked to save data (or is
 *   on 2G) gets the light worker (lib/offline/worker/light.ts), which keeps what is read, told what
 *   this page loaded; any other visitor's worker (lib/offline/worker/sw.ts) then stores the pages
 *   of the language being read. The worker is told the screen's pixel ratio and the pictures already shown, which
 *   it keeps from the browser's cache. A browser without service workers, or one that refuses this
 *   one, simply goes on without offline use.
 */
import { askEvent, messageAsking } from '../../lib/contact/ask'
import { noteEarlyClick } from '../../lib/early-click'
import { dataIsDear } from './load-when'

type Connection = { saveData?: boolean; effectiveType?: string }

/** The pictures this page has shown so far (the worker keeps them from the browser's cache). */
function shownPictures(): string[] {
  const urls = [...document.images]
    .filter((image) => image.complete && image.naturalWidth > 0)
    .map((image) => image.currentSrc)
  return [...new Set(urls.filter((url) => url.startsWith(`${location.origin}/img/`)))]
}

/** The files this page loaded from the site, but its pictures: the light worker keeps them from the browser's cache. */
function loadedFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`) && !url.startsWith(`${location.origin}/img/`))
  return [location.href, ...new Set(files)]
}

function registerWorker(): void {
  const light = dataIsDear((navigator as Navigator & { connection?: Connection }).connection)
  navigator.serviceWorker
    .register(light ? '/sw-light.js' : '/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const worker = registration.active
      if (!worker) return
      worker.postMessage({ type: 'screen', pixelRatio: devicePixelRatio, saveData: light })
      worker.postMessage({ type: 'keep-pictures', urls: shownPictures() })
      // The light worker keeps what was read; the full one every page of the menu in the language
      // being read, and this page, for offline use (fetched once, then only changes).
      if (light) worker.postMessage({ type: 'keep-read', urls: loadedFiles() })
      else
        worker.postMessage({
          type: 'keep-pages',
          language: document.documentElement.lang.slice(0, 2).toLowerCase(),
          page: location.pathname,
        })
    })
    .catch(() => {})
}

export function pageBasics(): void {
  const year = String(new Date().getFullYear())
  document.querySelectorAll('[data-current-year]').forEach((element) => {
    if (element.textContent !== year) element.textContent = year
  })
  // South Africa keeps UTC+2 all year.
  const today = new Date(Date.now() + 72e5).toISOString().slice(0, 10)
  document.querySelectorAll<HTMLElement>('[data-shown-after]').forEach((element) => {
    if (today > (element.dataset.shownAfter ?? today)) element.hidden = false
  })
  if (document.querySelector('[data-not-found]'))
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`)

  addEventListener('beforeinstallprompt', (event) => event.preventDefault())

  document.addEventListener('click', (event) => {
    if (!document.documentElement.hasAttribute('data-interactive'))
      noteEarlyClick(event.target, document.documentElement)
  })

  document.addEventListener('click', (event) => {
    // A click that opens a new tab or window follows the link: the form there takes the ask up.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-ask-message]')
    const box = document.querySelector<HTMLTextAreaElement>('#contact textarea[name="message"]')
    if (!link || !box) return
    event.preventDefault()
    const words = link.dataset.askMessage ?? ''
    // The form cancels the event when it took the words; the address then gains #contact alone.
    if (dispatchEvent(new CustomEvent(askEvent, { detail: words, cancelable: true }))) {
      const next = messageAsking(box.value, words)
      if (next !== null) box.value = next
      history.pushState(history.state, '', link.href)
    } else history.pushState(history.state, '', '#contact')
    // The jump made here rather than by the link, so no engine's own jump takes the focus back after
    // it (Firefox's does): the visitor goes on writing where the message ends.
    requestAnimationFrame(() => {
      box.focus()
      box.setSelectionRange(box.value.length, box.value.length)
    })
  })

  const keepQuery = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-language-link]')
    if (!link) return
    // The link's own address is kept in its data attribute; the query is today's.
    const target = new URL(link.dataset.languageLink || link.href, location.href)
    target.search = location.search
    link.href = target.href
  }
  // Capture, before the browser follows the link; also for a middle click or one that opens a new tab.
  document.addEventListener('click', keepQuery, true)
  document.addEventListener('auxclick', keepQuery, true)

  if (!('serviceWorker' in navigator)) return
  // After the load event, once the main thread is idle: the worker's downloads never compete with
  // the page. Safari has no requestIdleCallback; a second's wait stands in for it.
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(registerWorker, { timeout: 5000 })
    else setTimeout(registerWorker, 1000)
  }
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

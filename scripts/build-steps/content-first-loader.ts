/**
 * The content-first loader: browser code that every exported page runs inline, as the last thing in
 * its body (scripts/build-steps/content-first.ts puts it there, bundled and minified by esbuild). It holds
 * the page's JavaScript back until the words are on screen:
 *
 * - it waits for the first contentful paint (at once in a hidden tab, where nothing paints; after
 *   the next frame in a browser without paint timing; a second after the page's load event at the
 *   latest, for Firefox reports no paint for a page opened at a #fragment far down (Chromium's
 *   paint can come after the load event's own frame); after 10 s whatever happens);
 * - then, when the page's React payload left the HTML, it preloads the chunks, fetches the payload
 *   and hands it to React; a failed fetch is tried again when the browser is back online or after
 *   a pause that grows (2, 4, 6, 8, 10 s), five times at most, the page readable all along;
 * - then it adds the chunk scripts, and React takes the page over.
 *
 * When it starts is the page's `LoadWhen` (load-when.ts): after the first paint (`now`); on a
 * touch, focus or keystroke in a tool only (`on-intent`, where data is dear); when a tool comes
 * within a screen of view, or the page is idle after its load, or a tool is touched, whichever is
 * first (`near-or-idle`); or never, on a page without a tool. Starting marks the document
 * `data-scripts-asked` and tells the watchdog (scripts-watchdog.ts), whose clocks start then.
 *
 * Every byte here is in every page's first round trip, so it is written small.
 */
import type { LoadWhen } from './load-when'

type FlightWindow = Window & { __next_f?: unknown[] }

export function loadAfterFirstPaint(
  chunks: readonly string[],
  payloadUrl: string | null,
  when: LoadWhen = 'now',
): void {
  const page = document
  // What the page waits for, for the stylesheet and the tests: `on-intent` pages stay as they are until touched.
  page.documentElement.setAttribute('data-scripts-when', when)
  if (when === 'never') return
  let started = false
  let failures = 0

  const add = (tag: string, attributes: Record<string, string>) => {
    const element = page.createElement(tag)
    for (const name in attributes) element.setAttribute(name, attributes[name]!)
    page.head.append(element)
  }
  const addScripts = () => chunks.forEach((src) => add('script', { src, async: '' }))

  const fetchPayload = (url: string) =>
    fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
      .then(
        (text) => {
          const flight = window as FlightWindow
          // The stream's start (the page's inline one went with the payload), then the payload.
          ;(flight.__next_f ||= []).push([0], [1, text])
          addScripts()
        },
        () => {
          if (++failures > 5) return
          const retry = () => {
            removeEventListener('online', retry)
            clearTimeout(timer)
            void fetchPayload(url)
          }
          const timer = setTimeout(retry, 2000 * failures)
          addEventListener('online', retry)
        },
      )

  const start = () => {
    if (started) return
    started = true
    page.documentElement.setAttribute('data-scripts-asked', '')
    dispatchEvent(new Event('scripts-asked'))
    if (!payloadUrl) return addScripts()
    chunks.forEach((href) => add('link', { rel: 'preload', as: 'script', href }))
    void fetchPayload(payloadUrl)
  }
  // A touch, a focus or a key in a tool starts the scripts at once, whatever the page waits for.
  const intent = (event: Event) => (event.target as Element | null)?.closest?.('[data-tool]') && start()
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'])
    page.addEventListener(type, intent, { capture: true, passive: true })
  if (when === 'on-intent') return

  // After the first paint: at once, or once a tool is within a screen of view.
  let watching = false
  const painted =
    when === 'now'
      ? start
      : () => {
          if (watching || !window.IntersectionObserver) return
          watching = true
          const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
            rootMargin: '100% 0px',
          })
          page.querySelectorAll('[data-tool]').forEach((tool) => near.observe(tool))
        }
  const soon = () => setTimeout(painted)

  if (page.visibilityState === 'hidden') return void setTimeout(start)
  page.addEventListener('visibilitychange', soon)
  // Started or not by then (start() runs once only): a second after the load event (Chromium may
  // paint after it), and where the page waits for a tool to come near, once it is idle after that.
  // (The page's shared file may run after the load event: then the second counts from now.)
  const afterLoad = () =>
    setTimeout(
      () => (when === 'now' || !window.requestIdleCallback ? start() : requestIdleCallback(start, { timeout: 2000 })),
      1000,
    )
  if (page.readyState === 'complete') afterLoad()
  else addEventListener('load', afterLoad)

  setTimeout(start, 10000)
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(soon)
  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && soon()).observe({
    type: 'paint',
    buffered: true,
  })
}

/** The page's plan, read from its own script element: `data-chunks` (space separated) and `data-payload`. */
export function planFromScript(script: HTMLOrSVGScriptElement | null): { chunks: string[]; payloadUrl: string | null } {
  const data = (script as HTMLScriptElement | null)?.dataset
  return { chunks: data?.chunks?.split(' ').filter(Boolean) ?? [], payloadUrl: data?.payload || null }
}

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
 * Every byte here is in every page's first round trip, so it is written small.
 */
type FlightWindow = Window & { __next_f?: unknown[] }

export function loadAfterFirstPaint(chunks: readonly string[], payloadUrl: string | null): void {
  const page = document
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
          ;(flight.__next_f ||= []).push([1, text])
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
    page.removeEventListener('visibilitychange', soon)
    if (!payloadUrl) return addScripts()
    chunks.forEach((href) => add('link', { rel: 'preload', as: 'script', href }))
    void fetchPayload(payloadUrl)
  }
  const soon = () => setTimeout(start)

  if (page.visibilityState === 'hidden') return void soon()
  page.addEventListener('visibilitychange', soon)
  // Started or not by then: start() runs once only.
  addEventListener('load', () => setTimeout(start, 1000))
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

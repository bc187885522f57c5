/* eslint-disable no-var -- ES5 on purpose: esbuild minifies it for ES5 but does not rewrite `let` and `const` */
/**
 * The page's starter: the one script inline in every page, at the end of its body (about 1 KB, half that with gzip;
 * scripts/build-steps/content-first.ts puts it there, minified for ES5 by esbuild, so it runs in
 * every engine that runs scripts). Its element carries the page's plan (`data-chunks`, `data-payload`:
 * scripts/site/deferred-loads.ts). Everything else the page's scripts do lives in one file every page
 * shares (page-script-entry.ts: the watchdog, the page's basics and the loader), so the page's HTML
 * arrives whole in a new connection's first round trip and the file is fetched once for the whole site.
 *
 * - It adds that file once the page has painted its first frame (the second animation frame: one
 *   after the paint), so the file is never one the first paint waits for; at once in a hidden tab,
 *   where nothing paints; a second after the load event at the latest.
 * - It closes the phone's menu (components/layout/MobileMenu.tsx, a native disclosure) on Escape, the
 *   focus back on its button, on a tap outside it and on choosing one of its links: from the moment
 *   the page is read, before any file and for a reader who never gets the framework.
 * - On a page with tools, when the file never runs (it failed to download, or the engine cannot read
 *   it: one older than the browser policy), it marks the page `data-scripts-stalled` as the watchdog
 *   would, and fetches what fills the notices' e-mail links: the tools say so and offer the way on.
 *   The file marks the page `data-page-script` once its watchdog is running; its load or error event
 *   without that mark, or 40 s without either, is the sign.
 */
export function startPage(file: string, stalledMailPath: string): void {
  var page = document
  var root = page.documentElement
  var plan = page.querySelector('script[data-chunks]')
  var stall = function () {
    // A page without a tool has nothing to say.
    if (
      root.hasAttribute('data-page-script') ||
      root.hasAttribute('data-scripts-stalled') ||
      !plan!.getAttribute('data-chunks')
    )
      return
    root.setAttribute('data-scripts-stalled', '')
    page.head.appendChild(page.createElement('script')).src = stalledMailPath
  }
  var menu = page.querySelector('details[data-menu]') as HTMLDetailsElement | null
  if (menu) {
    addEventListener('keydown', function (event) {
      if (event.key !== 'Escape' || !menu!.open) return
      menu!.open = false
      var button = menu!.querySelector('summary')
      if (button) button.focus()
    })
    addEventListener('pointerdown', function (event) {
      if (menu!.open && !menu!.contains(event.target as Node)) menu!.open = false
    })
    // Left open, a page kept for the Back button would come back with it open.
    menu.addEventListener('click', function (event) {
      var target = event.target as Element | null
      if (target && target.closest && target.closest('a')) menu!.open = false
    })
  }
  var started = 0
  var start = function () {
    if (started) return
    started = 1
    var script = page.createElement('script')
    script.onload = script.onerror = stall
    script.src = file
    page.body.appendChild(script)
    setTimeout(stall, 40000)
  }
  if (page.visibilityState === 'hidden') return start()
  requestAnimationFrame(function () {
    requestAnimationFrame(start)
  })
  // A frame that is not drawn (a page in a frame out of view, where engines hold animation frames
  // back) starts a second after its load.
  addEventListener('load', function () {
    setTimeout(start, 1000)
  })
}

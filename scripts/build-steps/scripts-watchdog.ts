/* eslint-disable no-var -- ES5 on purpose: esbuild minifies it for ES5 but does not rewrite `let` and `const` */
/**
 * The scripts' watchdog: browser code that every page with tools runs first in the file all pages
 * share (page-script-entry.ts), before its loader. Where that file never runs (an engine older than
 * the browser policy, a download that failed), the page's inline starter (page-starter.ts) marks the
 * page as this would. It is written in the JavaScript of every browser, as the starter is, and
 * `fillStalledMail` below goes out as ES5 (its own file, for those engines too).
 *
 * It marks the page `data-scripts-stalled` when its scripts cannot take the page over, and the tools
 * then say so and offer the way on (components/errors/ScriptsStalled, app/globals.css):
 *
 * - a second after a chunk fails to download (blocked by a proxy, lost on the way) or throws before
 *   the page is interactive (a syntax its engine cannot read, an API it lacks), unless the page has
 *   become interactive by then (React reports the errors it recovers from too);
 * - when the loader never started the chunks: no chunk and no preload 4 s after its clocks start
 *   (the page's load event, or this script's first 10 s if a request holds it back, once the
 *   loader has asked for the scripts: at once, on a tool's touch, or when a tool is near);
 * - when the chunks are being fetched (preloaded) but none was added 40 s after the clocks start
 *   (the loader's pauses between its five tries at the page's data add up to 30 s);
 * - when every chunk has loaded and the page is still not interactive 6 s later.
 * The time a tab spends in the background does not count.
 *
 * Until then the tools behave as before: the words "on its way". Once marked, it fetches
 * `fillStalledMail` (below, its own small file), so the e-mail link of each notice carries what the
 * visitor entered in its section's form. The page becoming interactive after all
 * (`data-interactive`) ends it, and the notices go.
 */
export function watchScripts(stalledMailPath: string): void {
  var page = document
  var root = page.documentElement
  var stalled = 0
  var loadedAt = 0
  var lastChunkAt = 0
  var chunksLoaded = 0
  var now = Date.now
  var live = function () {
    return stalled || root.hasAttribute('data-interactive')
  }
  var isChunk = function (url: unknown) {
    return /\/_next\//.test(String(url))
  }
  var count = function (selector: string) {
    return page.querySelectorAll(selector).length
  }
  var stall = function () {
    if (live()) return
    stalled = 1
    root.setAttribute('data-scripts-stalled', '')
    // What fills the notices' e-mail links, fetched only now: every page carries the watchdog.
    page.head.appendChild(page.createElement('script')).src = stalledMailPath
  }
  var check = function () {
    if (live()) return
    // A tab in the background does not run its scripts: its time does not count.
    if (page.hidden) {
      lastChunkAt = now()
      loadedAt = Math.max(loadedAt, now() - 3000)
    }
    var since = now() - loadedAt
    // A browser with modules never fetches the polyfills for those without (`nomodule`).
    var chunks = count('script[src*="/_next/"]:not([nomodule])')
    if (
      chunks
        ? chunksLoaded >= chunks && now() - lastChunkAt > 6000
        : (since > 4000 && !count('link[as=script][href*="/_next/"]')) || since > 40000
    )
      return stall()
    setTimeout(check, 1000)
  }
  // The clocks start once the page has loaded (or 10 s after this script) and the loader has asked
  // for the scripts: on a page that waits for a touch, or has no tool, nothing is late before then.
  var pageDone = 0
  var asked = root.hasAttribute('data-scripts-asked')
  var begin = function () {
    if (!loadedAt && pageDone && asked) {
      loadedAt = now()
      check()
    }
  }
  var loaded = function () {
    pageDone = 1
    // A loader that never ran (an engine that cannot read it) never marked what it waits for.
    if (!root.hasAttribute('data-scripts-when')) asked = true
    begin()
  }
  // A chunk's failure or error (a second's grace: React reports the errors it recovers from too),
  // and each chunk that arrives, whatever element they reach (so on the way down, `true`).
  var watch = function (event: Event) {
    var target = event.target as HTMLScriptElement
    var chunk =
      target && target.tagName === 'SCRIPT'
        ? isChunk(target.src)
        : event.type === 'error' && isChunk((event as ErrorEvent).filename)
    if (chunk && event.type === 'error') setTimeout(stall, 1000)
    else if (chunk) {
      chunksLoaded++
      lastChunkAt = now()
    }
  }
  addEventListener('error', watch, true)
  addEventListener('load', watch, true)
  addEventListener('load', loaded)
  // Added after the page's load (its starter waits for the first paint, which may come later).
  if (page.readyState === 'complete') setTimeout(loaded)
  // A request that never ends holds the load event back: the clock starts 10 s after this script at the latest.
  setTimeout(loaded, 10000)
  addEventListener('scripts-asked', function () {
    asked = true
    begin()
  })
}

/**
 * The notices' e-mail links (`.tool-stalled a[href^="mailto:"]`) made to carry what the visitor entered in the
 * form of the same section, a line a field ("label: value", a ticked box by its group's legend),
 * kept current as they type. Its own file, fetched by the watchdog once the page is marked.
 */
export function fillStalledMail(): void {
  var page = document
  var text = function (element: Element | null | undefined) {
    return element && element.textContent ? element.textContent.replace(/\s+/g, ' ').replace(/^ | $/g, '') : ''
  }

  /** What the form holds, a line a field: "label: value", a checked box by its group's legend. */
  var entries = function (form: HTMLFormElement) {
    var lines: string[] = []
    for (var index = 0; index < form.elements.length; index++) {
      var field = form.elements[index] as HTMLInputElement
      var type = field.type
      if (
        !field.name ||
        field.disabled ||
        /^(hidden|submit|button|reset|file)$/.test(type) ||
        field.closest('[aria-hidden="true"]')
      )
        continue
      var ticked = type === 'radio' || type === 'checkbox'
      if (ticked && !field.checked) continue
      var label = text(field.labels && field.labels[0])
      var select = field as unknown as HTMLSelectElement
      var value = ticked ? label : field.tagName === 'SELECT' ? text(select.options[select.selectedIndex]) : field.value
      if (!value) continue
      var name = ticked ? text(field.closest('fieldset') && field.closest('fieldset')!.querySelector('legend')) : label
      lines.push(name ? name + ': ' + value : value)
    }
    return lines.join('\n')
  }

  var fillMail = function () {
    var links = page.querySelectorAll('.tool-stalled a[href^="mailto:"]')
    for (var index = 0; index < links.length; index++) {
      var link = links[index] as HTMLAnchorElement
      var section = link.closest('section')
      var form = section && section.querySelector('form')
      var href = link.getAttribute('href')!.split('&body=')[0]!
      // Lines end in CR LF in a mailto address; a long body is cut where mail programs stop reading.
      var body = (form ? entries(form) : '').slice(0, 1500).replace(/\n/g, '\r\n')
      link.setAttribute('href', body ? href + '&body=' + encodeURIComponent(body) : href)
    }
  }

  // The calculator's land hint names the unit chosen, in an engine without `:has()` too (app/globals.css).
  var markUnit = function (event: Event) {
    var unit = event.target as HTMLSelectElement
    var calculator = unit && unit.name === 'unit' && unit.closest ? unit.closest('.calculator') : null
    if (calculator) calculator.setAttribute('data-chosen-unit', unit.value)
  }
  var update = function (event?: Event) {
    // A browser older than `closest` and `labels` keeps the links as they are.
    try {
      if (event) markUnit(event)
      fillMail()
    } catch {
      // nothing more to do
    }
  }
  update()
  page.addEventListener('input', update)
  page.addEventListener('change', update)
}

import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page, Route } from '@playwright/test'

/** Text matched literally inside a regular expression: escapeRegExp('R 5.50 (per km)'). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Records every layout shift (the browser's own PerformanceObserver) from the first paint on.
 * Call before `page.goto`; read the total with `layoutShiftTotal`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    // An engine without the Layout Instability API (Firefox, WebKit) reports no shifts at all: say so.
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined
          const classes = node?.getAttribute?.('class')?.split(' ').slice(0, 3).join('.')
          return node ? `${node.nodeName}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}` : '?'
        })
        shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Scrolls to the bottom a screen at a time, as a reader does, so lazy images load on the way. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })
  await page.waitForLoadState('networkidle')
}

/**
 * Every picture the page draws fetched now rather than as it is scrolled to (the larger views stay
 * closed and unfetched). Returns each picture whose box changed when it arrived: a box not held for
 * its picture, which would shift the page wherever the reader is.
 */
export async function loadEveryPicture(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')].filter((image) => image.checkVisibility())
    const before = images.map((image) => image.getBoundingClientRect())
    for (const image of images) image.loading = 'eager'
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true })
              image.addEventListener('error', resolve, { once: true })
            }),
      ),
    )
    return images.flatMap((image, index) => {
      const [was, now] = [before[index]!, image.getBoundingClientRect()]
      if (Math.abs(was.width - now.width) < 0.5 && Math.abs(was.height - now.height) < 0.5) return []
      return [
        `${image.currentSrc.split('/').pop()}: ${Math.round(was.width)} × ` +
          `${Math.round(was.height)} px before it arrived, ${Math.round(now.width)} × ` +
          `${Math.round(now.height)} px after`,
      ]
    })
  })
}

export async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts?: { value: number; sources: string[] }[] }).__shifts,
  )
  if (!shifts)
    throw new Error(
      "This browser does not report layout shifts (the Layout Instability API is Chromium's); tag the test @chromium.",
    )
  return shifts
}

/** How many columns a CSS grid currently lays out. */
export async function gridColumns(grid: Locator): Promise<number> {
  return grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length)
}

/** The heading of each top-level section of `<main>`, in page order (the hero's `<h1>` first). */
export async function sectionHeadings(page: Page): Promise<(string | undefined)[]> {
  return page
    .getByRole('main')
    .locator(':scope > section')
    .evaluateAll((sections) => sections.map((section) => section.querySelector('h1, h2')?.textContent?.trim()))
}

/**
 * The phone's menu: a native disclosure (`<details>`) whose button is its `<summary>`, named
 * "Menu". `state()` reads what the browser tells assistive technology about the button: its role
 * and whether it is expanded.
 */
export function mobileMenu(page: Page) {
  const menu = page.getByRole('banner').locator('details')
  const button = menu.locator('summary')
  return {
    menu,
    button,
    async state(): Promise<{ role: string; name: string; expanded: boolean }> {
      const cdp = await page.context().newCDPSession(page)
      try {
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: 'header details > summary',
        })
        const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
        const node = nodes[0]!
        const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value
        return { role: String(node.role?.value), name: String(node.name?.value), expanded: expanded === true }
      } finally {
        await cdp.detach()
      }
    },
  }
}

/**
 * A slow link: the page's scripts (Next's chunks) and its React payload are fetched at once but
 * handed to the page only when `release()` is called, while the HTML and the style sheet arrive
 * as usual. Because the files are already here, the page can be taken offline before the release
 * and still come alive.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = async (route: Route) => {
    const response = await route.fetch()
    await held
    await route.fulfill({ response })
  }
  await page.route('**/_next/static/chunks/*.js', hold)
  await page.route(/\.txt(\?|$)/, hold)
  return { release }
}

/**
 * Types into a number box as a visitor does: selects what is there and types over it ('' empties it).
 * Playwright's `fill` sets a number box's value directly in Firefox over WebDriver BiDi, an input
 * event React does not take for a change, so number boxes are typed into in every engine.
 */
export async function typeNumber(field: Locator, text: string): Promise<void> {
  await field.focus()
  await field.press('ControlOrMeta+A')
  if (text === '') await field.press('Backspace')
  else await field.pressSequentially(text)
}

/** Phone widths every page must fit, in CSS pixels: the narrowest in use (320) to a large phone (412). */
export const phoneWidths = [320, 360, 375, 412]

/**
 * What makes a document wider than its screen: empty when it fits. Otherwise the page's width and, for
 * each element that reaches past the right edge (outermost first, inside boxes that scroll on their
 * own left out), its tag, class and right edge, so the failure names the culprit. The text of a
 * function of the document and its window, so any driver can run it on a page or a frame (the WebKit
 * suite frames pages to lay them out at phone widths).
 */
export const overflowFunction = `function (document, window) {
  const screen = document.documentElement.clientWidth
  const width = document.documentElement.scrollWidth
  if (width <= screen) return []
  const culprits = []
  const scrollsItself = (element) =>
    ['auto', 'scroll', 'hidden', 'clip'].includes(window.getComputedStyle(element).overflowX)
  const walk = (element) => {
    const right = element.getBoundingClientRect().right + window.scrollX
    if (right > screen + 0.5) {
      const tag = element.tagName.toLowerCase()
      const words = (element.textContent || '').trim().slice(0, 60)
      culprits.push(
        '<' + tag + ' class="' + (element.getAttribute('class') || '') + '"> ends at ' + Math.round(right) +
          ' px: "' + words + '"',
      )
      return
    }
    if (!scrollsItself(element)) for (const child of element.children) walk(child)
  }
  for (const child of document.body.children) walk(child)
  return ['the page is ' + width + ' px wide on a ' + screen + ' px screen', ...culprits.slice(0, 5)]
}`

/**
 * A4's printable width in CSS pixels: 210 mm less the left and right margins of the print sheet's
 * `@page` (public/print.css), read from it.
 */
export function a4PrintableWidth(): number {
  const sheet = readFileSync(path.join(__dirname, '..', '..', 'public', 'print.css'), 'utf8')
  const margin = /@page\s*\{[^}]*?\bmargin:\s*([^;]+);/.exec(sheet)?.[1]?.trim().split(/\s+/)
  if (!margin?.every((part) => /^\d+(\.\d+)?mm$/.test(part)))
    throw new Error('public/print.css: @page has no margin in mm to read A4’s printable width from')
  // CSS's shorthand: one to four values, top, right, bottom, left; right and left by the same rule.
  const millimetres = margin.map((part) => Number.parseFloat(part))
  const right = millimetres[1] ?? millimetres[0]!
  const left = millimetres[3] ?? right
  return Math.floor(((210 - left - right) * 96) / 25.4)
}

/**
 * What reaches past the paper's edge with the page laid out as a printer lays it out, at A4's
 * printable width: a page wider than that is printed shrunk to fit, its type smaller than the print
 * sheet sets. A test's last step: the page stays laid out for paper (a phone's page widened and
 * narrowed again keeps its zoom, and a tap then misses).
 */
export async function pastThePaper(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' })
  await page.setViewportSize({ width: a4PrintableWidth(), height: 1000 })
  return overflowing(page)
}

export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(`(${overflowFunction})(document, window)`) as Promise<string[]>
}

/**
 * Text a reader cannot see whole: any run of visible text that reaches past the screen's edge, or past
 * the edge of a box that hides what overflows it (`overflow: hidden` or `clip`), each with its box and
 * the text, so the failure names the culprit; empty when none does. A page can be no wider than its
 * screen and still cut a line off at a clipping box (a hero that hides what overflows), which the
 * page's width does not show. Text inside a box that scrolls on its own (a wide table) is reachable
 * and left out, as is text hidden for screen readers only (`sr-only`: a 1 px box that clips). The
 * text of a function of the document and its window, like `overflowFunction`.
 */
export const clippedTextFunction = `function (document, window) {
  const screen = document.documentElement.clientWidth
  const found = []
  const overflowX = (element) => window.getComputedStyle(element).overflowX
  // Hidden for screen readers only: a box positioned out of the flow and clipped to nothing.
  const srOnly = (element) => {
    const style = window.getComputedStyle(element)
    return style.position === 'absolute' && ((style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none')
  }
  // 4: NodeFilter.SHOW_TEXT, read from no particular window.
  const walker = document.createTreeWalker(document.body, 4)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.textContent || '').trim()) continue
    // Not drawn at all (a closed menu, a larger view not opened).
    const parent = node.parentElement
    if (parent.checkVisibility && !parent.checkVisibility({ visibilityProperty: true })) continue
    let boxes = []
    let skip = false
    for (let element = parent; element && element !== document.documentElement; element = element.parentElement) {
      if (srOnly(element)) { skip = true; break }
      const overflow = overflowX(element)
      if (overflow === 'auto' || overflow === 'scroll') { skip = true; break }
      if (overflow === 'hidden' || overflow === 'clip') boxes.push(element)
    }
    if (skip) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const rect of range.getClientRects()) {
      // Wholly off the left edge is placed there on purpose (the form's field for robots), not cut.
      if (rect.width === 0 || rect.height === 0 || rect.right <= 0) continue
      let where = ''
      if (rect.right > screen + 0.5) where = 'the screen (' + screen + ' px)'
      else if (rect.left < -0.5) where = 'the screen’s left edge'
      if (!where) {
        for (const box of boxes) {
          const edge = box.getBoundingClientRect()
          if (rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5) {
            where = '<' + box.tagName.toLowerCase() + ' class="' + (box.getAttribute('class') || '').slice(0, 60) + '">'
            break
          }
        }
      }
      if (where) {
        const words = (node.textContent || '').trim().slice(0, 60)
        found.push('"' + words + '" reaches past ' + where + ' at ' + Math.round(rect.right) + ' px')
        break
      }
    }
  }
  return found.slice(0, 8)
}`

export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(`(${clippedTextFunction})(document, window)`) as Promise<string[]>
}

/**
 * The words of the page's headings (or of what `selector` names) that the browser broke across two
 * lines ("Saadgehalteversekeri / ng"), each with its heading: empty when none is. A compound may
 * break after its own hyphen ("Bonsmara- / beeste"). Run it where the engine has no hyphenation
 * dictionary for the page's language (Safari's WebKit has none for Afrikaans, nor has Chromium
 * without its downloaded data): there a word across two lines is cut mid-way, without a hyphen.
 * The text of a function of the document, like `overflowFunction`, so the WebKit suite runs it in
 * its frames.
 */
export const brokenHeadingWordsFunction = `function (document, selector) {
  const broken = []
  for (const heading of document.querySelectorAll(selector || 'main h1, main h2, main h3')) {
    if (heading.getBoundingClientRect().width === 0) continue
    // 4: NodeFilter.SHOW_TEXT, read from no particular window.
    const walker = document.createTreeWalker(heading, 4)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent || ''
      // A compound written with a hyphen may break after it, as a reader expects.
      for (const match of text.matchAll(/[^\\s-]+-?/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const drawn = [...range.getClientRects()].filter((rect) => rect.width > 0)
        const lines = new Set(drawn.map((rect) => Math.round(rect.top)))
        const words = (heading.textContent || '').trim().slice(0, 60)
        if (lines.size > 1) broken.push('"' + match[0] + '" in "' + words + '"')
      }
    }
  }
  return broken
}`

export async function brokenHeadingWords(page: Page, selector?: string): Promise<string[]> {
  return page.evaluate(`(${brokenHeadingWordsFunction})(document, ${JSON.stringify(selector ?? '')})`) as Promise<
    string[]
  >
}

import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'

/** The words of a page exactly as the server sends them (no JavaScript run), tags stripped. */
export async function servedText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
  const html = await response.text()
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\r\n]+/g, ' ')
}

/** A rand amount as the one formatter writes it, with no-break spaces: rand('1 000') is "R 1 000". */
export function rand(amount: string): string {
  return `R\u00a0${amount.replace(/ /g, '\u00a0')}`
}

/**
 * Records every layout shift (the browser's own PerformanceObserver) from the first paint on.
 * Call before `page.goto`; read the total with `layoutShiftTotal`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
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
          return node ? `${node.nodeName}${node.id ? `#${node.id}` : ''}` : '?'
        })
        shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Scrolls to the bottom in steps, as a reader does, so lazy images load on the way. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })
  await page.waitForLoadState('networkidle')
}

export async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)
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
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'header details > summary' })
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

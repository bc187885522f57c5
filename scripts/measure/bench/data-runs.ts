import type { Browser } from '@playwright/test'
import { startWireMeter } from '../wire-meter'

/** What a first visit costs on the wire, and the visit after (scripts/measure/wire-meter.ts counts every byte). */
export type DataFigures = {
  /** Bytes until the page marked itself interactive. */
  untilInteractive: number
  /**
   * Bytes from then until the line was quiet for 5 s (at most 60 s): the page's own and, apart, the service worker's.
   */
  afterInteractive: { page: number; serviceWorker: number }
  /** Everything a first visit costs. */
  total: number
  /** Bytes of the visit after, once the worker has stored the site. */
  repeatVisit: number
}

const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }

/**
 * A first visit on a phone, through a byte meter in front of the site's server at `port`, then a
 * second visit to the same page. With `saveData`, the browser asks to save data (the Save-Data
 * header and `navigator.connection.saveData`).
 */
export async function dataRun(
  browser: Browser,
  port: number,
  path: string,
  { saveData }: { saveData: boolean },
): Promise<DataFigures> {
  const meter = await startWireMeter(port)
  const context = await browser.newContext({
    ...phone,
    serviceWorkers: 'allow',
    ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  })
  try {
    const page = await context.newPage()
    if (saveData)
      await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    let interactive = false
    let pageAfter = 0
    page.on('requestfinished', (request) => {
      if (!interactive) return
      void request.sizes().then(
        (sizes) => (pageAfter += sizes.responseHeadersSize + sizes.responseBodySize),
        () => {},
      )
    })
    await page.goto(`${meter.origin}${path}`)
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 })
    const untilInteractive = meter.bytes()
    interactive = true
    await page.evaluate(async () => void (await navigator.serviceWorker.ready))
    const total = await meter.settled({ quietMs: 5000, timeoutMs: 60_000 })
    const after = total - untilInteractive
    // The page's own requests after that moment; the rest is the worker's (its script included).
    const pageShare = Math.min(pageAfter, after)
    meter.reset()
    await page.goto(`${meter.origin}${path}`)
    const repeatVisit = await meter.settled({ quietMs: 2000, timeoutMs: 30_000 })
    return {
      untilInteractive,
      afterInteractive: { page: pageShare, serviceWorker: after - pageShare },
      total,
      repeatVisit,
    }
  } finally {
    await context.close()
    await meter.close()
  }
}

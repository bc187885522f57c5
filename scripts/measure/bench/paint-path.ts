import type { RunnerResult } from 'lighthouse'

/** One event of Lighthouse's DevTools protocol log. */
export type ProtocolEvent = { method: string; params?: object }

/** The parts of an event's parameters read here. */
type RequestParams = { requestId?: string; type?: string; request?: { url?: string } }
const paramsOf = (event: ProtocolEvent) => (event.params ?? {}) as RequestParams

const browserIcon = /\.(svg|png|ico)$/i

/**
 * Whether a request is one the browser starts for itself from the page's head, the same on a
 * page and on its content floor: the install manifest (`type` Manifest) and the tab icon (an image
 * fetched as `Other`, which is how Chromium fetches favicons and the manifest's icons).
 */
export function isBrowserOwnRequest(event: ProtocolEvent): boolean {
  if (event.method !== 'Network.requestWillBeSent') return false
  const { type, request } = paramsOf(event)
  if (type === 'Manifest') return true
  const url = request?.url
  if (type !== 'Other' || !url) return false
  return browserIcon.test(new URL(url).pathname)
}

/**
 * Whether a request is for one of the page's lazily loaded pictures (`lazyImagePaths` as
 * `lazyImages` in scripts/site/precache-list.ts gives them: site paths without the leading slash).
 */
export function isLazyImageRequest(event: ProtocolEvent, lazyImagePaths: ReadonlySet<string>): boolean {
  if (event.method !== 'Network.requestWillBeSent') return false
  const url = paramsOf(event).request?.url
  if (!url || !/^https?:/.test(url)) return false
  return lazyImagePaths.has(decodeURIComponent(new URL(url).pathname).replace(/^\/+/, ''))
}

/** The log without any event of the requests `leaveOut` picks (by their `requestWillBeSent` event). */
function withoutRequests<T extends ProtocolEvent>(log: readonly T[], leaveOut: (event: ProtocolEvent) => boolean): T[] {
  const left = new Set(log.filter(leaveOut).map((event) => paramsOf(event).requestId))
  return log.filter((event) => {
    const { requestId } = paramsOf(event)
    return requestId === undefined || !left.has(requestId)
  })
}

/** The log without any event of the browser's own manifest and icon requests. */
export function withoutBrowserOwnRequests<T extends ProtocolEvent>(log: readonly T[]): T[] {
  return withoutRequests(log, isBrowserOwnRequest)
}

/** The log of the paint path: without the browser's own requests and the page's lazily loaded pictures. */
export function paintPathLog<T extends ProtocolEvent>(log: readonly T[], lazyImagePaths: ReadonlySet<string>): T[] {
  return withoutRequests(log, (event) => isBrowserOwnRequest(event) || isLazyImageRequest(event, lazyImagePaths))
}

/** One trace event, as far as it is read here. */
type TraceEvent = { name: string; ts: number; args?: { data?: { type?: string; imageUrl?: string } } }

/**
 * The address of the picture the page's largest contentful paint shows, or null when it is text:
 * the last LCP candidate of the trace, and if it is an image, the last image candidate's URL.
 */
export function largestPaintImage(traceEvents: readonly TraceEvent[]): string | null {
  const last = (name: string) =>
    traceEvents
      .filter((event) => event.name === name)
      .sort((a, b) => a.ts - b.ts)
      .at(-1)
  if (last('largestContentfulPaint::Candidate')?.args?.data?.type !== 'image') return null
  return last('LargestImagePaint::Candidate')?.args?.data?.imageUrl ?? null
}

/**
 * LCP on the paint path: Lighthouse's own simulated LCP for the same run, computed again from the
 * run's trace and network log without the requests that cannot hold up a first paint on a slow
 * link, though a fast local load sometimes finishes them before it:
 *
 * - the browser's own manifest and icon requests, which start at the end of the first paint's
 *   task or after load, each on a connection of its own in the simulation;
 * - the page's lazily loaded pictures, which the browser asks for only once layout, and so the
 *   style sheet, is done. Lantern makes them depend on the document alone, so in the runs where
 *   they finished before the observed paint they share the simulated link with the style sheet.
 *
 * Lantern counts every request that ended before the observed paint as one the paint waited for,
 * so these move the simulated LCP in steps of about 150 ms that no markup or script causes. The
 * same computation on the unchanged log must give Lighthouse's own figure, and a largest paint that
 * is itself a lazily loaded picture is refused, or this refuses to answer.
 */
export async function paintPathLcp(result: RunnerResult, lazyImagePaths: ReadonlySet<string>): Promise<number> {
  const { LanternLargestContentfulPaint } =
    await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')
  const { artifacts } = result
  type DevtoolsLog = typeof artifacts.DevtoolsLog
  const simulate = async (devtoolsLog: DevtoolsLog) => {
    const input = {
      trace: artifacts.Trace,
      devtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: result.lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    }
    return (await LanternLargestContentfulPaint.request(input, { computedCache: new Map() })).timing
  }
  const lighthouseLcp = result.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN
  const same = await simulate(artifacts.DevtoolsLog)
  if (Math.abs(same - lighthouseLcp) > 1)
    throw new Error(`Lantern's LCP computed again (${same} ms) differs from Lighthouse's (${lighthouseLcp} ms)`)
  const image = largestPaintImage(artifacts.Trace.traceEvents as TraceEvent[])
  if (
    image &&
    isLazyImageRequest({ method: 'Network.requestWillBeSent', params: { request: { url: image } } }, lazyImagePaths)
  ) {
    throw new Error(`The largest contentful paint is a lazily loaded picture (${image}): it should not be lazy`)
  }
  return simulate(paintPathLog(artifacts.DevtoolsLog, lazyImagePaths))
}

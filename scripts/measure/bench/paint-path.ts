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

/** The log without any event of the browser's own manifest and icon requests. */
export function withoutBrowserOwnRequests<T extends ProtocolEvent>(log: readonly T[]): T[] {
  const own = new Set(log.filter(isBrowserOwnRequest).map((event) => paramsOf(event).requestId))
  return log.filter((event) => {
    const { requestId } = paramsOf(event)
    return requestId === undefined || !own.has(requestId)
  })
}

/**
 * LCP on the paint path: Lighthouse's own simulated LCP for the same run, computed again from the
 * run's trace and network log with the browser's manifest and icon requests left out. Lantern
 * counts every request that ended before the observed paint as one the paint waited for; these
 * two start at the end of the first paint's task or after load, each on a connection of its own
 * in the simulation, so whether they land before a paint moves the simulated LCP in steps of
 * about 150 ms that no markup or script causes. The same computation on the unchanged log must
 * give Lighthouse's own figure, or this refuses to answer.
 */
export async function paintPathLcp(result: RunnerResult): Promise<number> {
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')
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
  if (Math.abs(same - lighthouseLcp) > 1) throw new Error(`Lantern's LCP computed again (${same} ms) differs from Lighthouse's (${lighthouseLcp} ms)`)
  return simulate(withoutBrowserOwnRequests(artifacts.DevtoolsLog))
}

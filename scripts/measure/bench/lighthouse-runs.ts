import { get } from 'node:http'
import type { Config, Flags, RunnerResult } from 'lighthouse'
import { lazyImages } from '../../site/precache-list'
import { paintPathLcp } from './paint-path'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  /**
   * LCP on the paint path: Lighthouse's LCP without the browser's own manifest and icon requests and the lazily loaded
   * pictures (see paint-path.ts).
   */
  paintPathLcp: number
  tbt: number
  cls: number
  speedIndex: number
  totalBytes: number
}

export type FormFactor = 'mobile' | 'desktop'

async function figures(result: RunnerResult, lazyImagePaths: ReadonlySet<string>): Promise<LighthouseFigures> {
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    paintPathLcp: await paintPathLcp(result, lazyImagePaths),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    totalBytes: value('total-byte-weight'),
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Median of each figure over the runs (the median run of each metric, as Lighthouse advises). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as LighthouseFigures
}

/**
 * The server's answer time every simulated run assumes, for the page and its floors alike:
 * Lantern's own figure for a server it knows nothing about. Left to itself, Lighthouse estimates
 * it per run as the median over every request of the load, those after the paint included: for a
 * page that is mostly its JavaScript and the service worker's precache (about 100 requests
 * answered while the browser runs scripts on the same two cores), for its content floor a handful
 * of files on an idle machine. On /garlic that made the page's document arrive tens of
 * milliseconds after its floor's, with the same bytes, which a host's server would never do; so
 * the bench states the server instead of inheriting the local one's.
 */
export const assumedServerResponseMs = 30

/** Lighthouse's `precomputedLanternData` for one origin: no extra round trip, the assumed answer time. */
export function statedServer(url: string): NonNullable<Flags['precomputedLanternData']> {
  const origin = new URL(url).origin
  return { additionalRttByOrigin: { [origin]: 0 }, serverResponseTimeByOrigin: { [origin]: assumedServerResponseMs } }
}

/** A run Lighthouse itself gave up on (its `runtimeError`, such as NO_NAVSTART), which it asks to run again. */
export class LighthouseRuntimeError extends Error {}

/** How many times one run is tried when Lighthouse gives up on it. */
export const lighthouseAttempts = 3

/**
 * Calls `run` until it succeeds, at most `attempts` times, again only after a
 * `LighthouseRuntimeError`; any other error, and the last runtime error, is thrown as it is.
 */
export async function retryRuntimeErrors<T>(
  run: () => Promise<T>,
  attempts: number,
  onRetry: (error: Error) => void = () => {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error
      onRetry(error)
    }
  }
}

/**
 * The body of a page the bench's own server sends. Over node:http rather than fetch(), which
 * refuses ports on the Fetch standard's list of bad ports, the site's 4190 among them.
 */
export function pageText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        reject(new Error(`${url} answered ${response.statusCode}`))
        return
      }
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
    }).on('error', reject)
  })
}

async function lighthouseOnce(url: string, port: number, formFactor: FormFactor): Promise<LighthouseFigures> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse')
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    precomputedLanternData: statedServer(url),
  }
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined
  // The page's lazily loaded pictures, from the HTML the server sends for it.
  const lazyImagePaths = new Set(lazyImages(await pageText(url)))
  return retryRuntimeErrors(
    async () => {
      const result = await lighthouse(url, flags, config)
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (result.lhr.runtimeError)
        throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
      return await figures(result, lazyImagePaths)
    },
    lighthouseAttempts,
    (error) => console.warn(`${error.message}; running it again`),
  )
}

/**
 * Runs Lighthouse `times` times against a URL in an already running Chromium (its remote debugging
 * port), mobile with the default simulated throttling or the desktop preset, and returns the medians.
 */
export async function lighthouseMedian(
  url: string,
  port: number,
  formFactor: FormFactor,
  times: number,
): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = []
  for (let run = 0; run < times; run += 1) runs.push(await lighthouseOnce(url, port, formFactor))
  return medianFigures(runs)
}

/**
 * Two URLs measured in turn (a, b, a, b ...), mobile, so a page and the floor it is held against
 * meet the same moments of a busy machine; the medians of each. Lighthouse's simulated paint times
 * vary by about ±70 ms from run to run with the requests that happen to start before the observed
 * paint, so only paired medians are compared.
 */
export async function pairedLighthouseMedians(
  a: string,
  b: string,
  port: number,
  times: number,
): Promise<[LighthouseFigures, LighthouseFigures]> {
  const runsA: LighthouseFigures[] = []
  const runsB: LighthouseFigures[] = []
  for (let run = 0; run < times; run += 1) {
    runsA.push(await lighthouseOnce(a, port, 'mobile'))
    runsB.push(await lighthouseOnce(b, port, 'mobile'))
  }
  return [medianFigures(runsA), medianFigures(runsB)]
}

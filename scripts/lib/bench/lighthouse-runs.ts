import type { Config, Flags, RunnerResult } from 'lighthouse'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  totalBytes: number
}

export type FormFactor = 'mobile' | 'desktop'

function figures(result: RunnerResult): LighthouseFigures {
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
 * Runs Lighthouse `times` times against a URL in an already running Chromium (its remote debugging
 * port), mobile with the default simulated throttling or the desktop preset, and returns the medians.
 */
export async function lighthouseMedian(url: string, port: number, formFactor: FormFactor, times: number): Promise<LighthouseFigures> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse')
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined
  const runs: LighthouseFigures[] = []
  for (let run = 0; run < times; run += 1) {
    const result = await lighthouse(url, flags, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
    runs.push(figures(result))
  }
  return medianFigures(runs)
}

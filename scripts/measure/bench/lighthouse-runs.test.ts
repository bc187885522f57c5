import { assumedServerResponseMs, LighthouseRuntimeError, medianFigures, retryRuntimeErrors, statedServer, type LighthouseFigures } from './lighthouse-runs'

const run = (lcp: number, performance = 90): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: lcp - 100,
  lcp,
  paintPathLcp: lcp - 150,
  tbt: 0,
  cls: 0,
  speedIndex: lcp,
  totalBytes: 1000,
})

describe('statedServer', () => {
  test.each([
    ['http://127.0.0.1:4190/garlic', 'http://127.0.0.1:4190'],
    ['http://127.0.0.1:4192/af/knoffel?mode=landToSeeds', 'http://127.0.0.1:4192'],
    ['https://www.example.com/', 'https://www.example.com'],
  ])('%s is answered as from %s, with no extra round trip', (url, origin) => {
    expect(statedServer(url)).toEqual({
      additionalRttByOrigin: { [origin]: 0 },
      serverResponseTimeByOrigin: { [origin]: assumedServerResponseMs },
    })
  })

  test('refuses what is not an address', () => {
    expect(() => statedServer('garlic')).toThrow()
  })
})

describe('medianFigures', () => {
  test('takes the middle run of each figure on its own', () => {
    const median = medianFigures([run(960, 80), run(810, 99), run(1035, 90)])
    expect(median.lcp).toBe(960)
    expect(median.fcp).toBe(860)
    expect(median.performance).toBe(90)
  })

  test('of an even number of runs, the upper middle one', () => {
    expect(medianFigures([run(810), run(960), run(900), run(1000)]).lcp).toBe(960)
  })
})

describe('retryRuntimeErrors', () => {
  const runtime = new LighthouseRuntimeError('Lighthouse failed: NO_NAVSTART')
  const other = new Error("Lantern's LCP computed again differs from Lighthouse's")

  test.each([
    ['succeeds at once', [], 3, 'figures', 1, 0],
    ['succeeds on the third try after two runtime errors', [runtime, runtime], 3, 'figures', 3, 2],
    ['gives up after the last allowed try', [runtime, runtime, runtime], 3, runtime, 3, 2],
    ['does not try again after any other error', [other], 3, other, 1, 0],
    ['stops at an other error that follows a runtime error', [runtime, other], 3, other, 2, 1],
    ['with one attempt, a runtime error is thrown at once', [runtime], 1, runtime, 1, 0],
  ] as const)('%s', async (_what, failures, attempts, outcome, calls, retries) => {
    let call = 0
    const onRetry = jest.fn()
    const run = async () => {
      const failure = failures[call]
      call += 1
      if (failure) throw failure
      return 'figures'
    }
    const result = retryRuntimeErrors(run, attempts, onRetry)
    if (outcome === 'figures') await expect(result).resolves.toBe('figures')
    else await expect(result).rejects.toBe(outcome)
    expect(call).toBe(calls)
    expect(onRetry).toHaveBeenCalledTimes(retries)
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  assumedServerResponseMs,
  LighthouseRuntimeError,
  medianFigures,
  pageText,
  retryRuntimeErrors,
  statedServer,
  type LighthouseFigures,
} from './lighthouse-runs'

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

describe('pageText', () => {
  let server: Server
  let origin: string
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/garlic') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end('<img loading="lazy" src="/img/ü.avif">')
      } else {
        response.writeHead(404)
        response.end('missing')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('gives the body of a page, as UTF-8', async () => {
    await expect(pageText(`${origin}/garlic`)).resolves.toBe('<img loading="lazy" src="/img/ü.avif">')
  })

  test('refuses a page the server does not have', async () => {
    await expect(pageText(`${origin}/nope`)).rejects.toThrow(/answered 404/)
  })

  test('refuses when nothing listens', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await expect(pageText(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  })
})

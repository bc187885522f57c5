/**
 * @jest-environment jsdom
 */
import { loaderSource } from './content-first'

/** The page's loader run in a DOM, with a paint timeline and a network the test controls. */
type Harness = {
  paint: () => void
  fetch: jest.Mock
  scripts: () => string[]
  preloads: () => string[]
}

const chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']

function run(payloadUrl: string | null, { paintTiming = true } = {}): Harness {
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource']
    constructor(callback: typeof observer) {
      observer = callback
    }
    observe() {}
  }
  Object.assign(window, { PerformanceObserver: FakeObserver })
  const fetchMock = jest.fn()
  Object.assign(window, { fetch: fetchMock })
  // The loader ships as source text in the page; run that very text.
  new Function(loaderSource(chunks, payloadUrl))()
  return {
    paint: () => observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    fetch: fetchMock,
    scripts: () => [...document.head.querySelectorAll('script')].map((script) => `${script.getAttribute('src')} async=${script.hasAttribute('async')}`),
    preloads: () => [...document.head.querySelectorAll('link[rel=preload][as=script]')].map((link) => link.getAttribute('href')!),
  }
}

const ok = (text: string) => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(text) })
const settle = async () => {
  for (let step = 0; step < 5; step += 1) await Promise.resolve()
}

beforeEach(() => {
  jest.useFakeTimers()
  document.head.innerHTML = ''
  delete (window as { __next_f?: unknown }).__next_f
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
})

afterEach(() => {
  // A loader a test left waiting would start in a later test: start it now, against a network
  // that never answers.
  Object.assign(window, { fetch: () => new Promise(() => {}) })
  document.dispatchEvent(new Event('visibilitychange'))
  jest.runOnlyPendingTimers()
  jest.useRealTimers()
})

describe('the content-first loader', () => {
  test('fetches nothing before the first contentful paint', () => {
    const page = run('/garlic.txt')
    jest.advanceTimersByTime(5000)
    expect(page.fetch).not.toHaveBeenCalled()
    expect(page.scripts()).toEqual([])
    expect(page.preloads()).toEqual([])
  })

  test('after it: preloads the chunks, fetches the payload, hands it to React, then adds the scripts', async () => {
    const page = run('/garlic.txt')
    page.fetch.mockReturnValue(ok('0:"payload"\n'))
    page.paint()
    jest.runOnlyPendingTimers()
    expect(page.preloads()).toEqual(chunks)
    expect(page.fetch).toHaveBeenCalledWith('/garlic.txt')
    expect(page.scripts()).toEqual([])
    await settle()
    expect((window as { __next_f?: unknown }).__next_f).toEqual([[1, '0:"payload"\n']])
    expect(page.scripts()).toEqual(chunks.map((src) => `${src} async=true`))
  })

  test('with the payload inline, adds the scripts straight after the paint', () => {
    const page = run(null)
    page.paint()
    jest.runOnlyPendingTimers()
    expect(page.fetch).not.toHaveBeenCalled()
    expect(page.scripts()).toEqual(chunks.map((src) => `${src} async=true`))
  })

  test('a failed fetch leaves the page as it is and is tried again as soon as the browser is back online', async () => {
    const page = run('/garlic.txt')
    page.fetch.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch'))).mockReturnValueOnce(ok('0:1\n'))
    page.paint()
    jest.runOnlyPendingTimers()
    await settle()
    expect(page.scripts()).toEqual([])
    window.dispatchEvent(new Event('online'))
    expect(page.fetch).toHaveBeenCalledTimes(2)
    await settle()
    expect(page.scripts()).toHaveLength(2)
  })

  test('an error status is tried again after a pause that grows, and after five more failures it stops', async () => {
    const page = run('/garlic.txt')
    page.fetch.mockImplementation(() => Promise.resolve({ ok: false, status: 503, text: () => Promise.resolve('') }))
    page.paint()
    jest.runOnlyPendingTimers()
    await settle()
    expect(page.fetch).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1999)
    expect(page.fetch).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    expect(page.fetch).toHaveBeenCalledTimes(2)
    for (const pause of [4000, 6000, 8000, 10000]) {
      await settle()
      jest.advanceTimersByTime(pause)
    }
    await settle()
    expect(page.fetch).toHaveBeenCalledTimes(6)
    jest.advanceTimersByTime(60000)
    await settle()
    expect(page.fetch).toHaveBeenCalledTimes(6)
    expect(page.scripts()).toEqual([])
  })

  test('in a hidden tab, where nothing paints, it starts at once', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    const page = run(null)
    jest.runOnlyPendingTimers()
    expect(page.scripts()).toHaveLength(2)
  })

  test('a tab hidden before its first paint starts then', () => {
    const page = run(null)
    document.dispatchEvent(new Event('visibilitychange'))
    jest.runOnlyPendingTimers()
    expect(page.scripts()).toHaveLength(2)
  })

  test('a browser without paint timing starts after the next frame', () => {
    const page = run(null, { paintTiming: false })
    expect(page.scripts()).toEqual([])
    jest.advanceTimersByTime(100)
    expect(page.scripts()).toHaveLength(2)
  })

  test('starts once only, whatever fires', async () => {
    const page = run('/garlic.txt')
    page.fetch.mockReturnValue(ok('0:1\n'))
    page.paint()
    page.paint()
    document.dispatchEvent(new Event('visibilitychange'))
    jest.advanceTimersByTime(20000)
    await settle()
    expect(page.fetch).toHaveBeenCalledTimes(1)
    expect(page.scripts()).toHaveLength(2)
  })
})

/**
 * @jest-environment jsdom
 */
import { watchScripts } from './scripts-watchdog'

const stalled = () => document.documentElement.hasAttribute('data-scripts-stalled')

beforeEach(() => {
  jest.useFakeTimers()
  document.head.innerHTML = ''
  document.documentElement.removeAttribute('data-scripts-stalled')
  document.documentElement.removeAttribute('data-scripts-asked')
  document.documentElement.removeAttribute('data-interactive')
  // The loader ran, and waits (content-first-loader.ts marks what for).
  document.documentElement.setAttribute('data-scripts-when', 'on-intent')
  // The page is still loading, unless a test says otherwise.
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
})

afterEach(() => {
  // A watchdog a test left running ends when the page becomes interactive.
  document.documentElement.setAttribute('data-interactive', '')
  jest.runOnlyPendingTimers()
  jest.useRealTimers()
})

describe('the scripts watchdog’s clocks', () => {
  test('do not run before the loader asks for the scripts: a page that waits for a touch is never late', () => {
    watchScripts('/stalled-mail.js')
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(120_000)
    expect(stalled()).toBe(false)
  })

  test('start when the loader asks, long after the load: 4 s later with no chunk asked for, the page is marked', () => {
    watchScripts('/stalled-mail.js')
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(60_000)
    window.dispatchEvent(new Event('scripts-asked'))
    jest.advanceTimersByTime(3000)
    expect(stalled()).toBe(false)
    jest.advanceTimersByTime(2000)
    expect(stalled()).toBe(true)
  })

  test('asked before the load event (a page started at its first paint): they start at the load, as before', () => {
    document.documentElement.setAttribute('data-scripts-asked', '')
    watchScripts('/stalled-mail.js')
    jest.advanceTimersByTime(8000)
    expect(stalled()).toBe(false)
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(5000)
    expect(stalled()).toBe(true)
  })

  test('added after the page’s load (its paint came later), asked at once: 4 s on, no chunk asked for, marked', () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    document.documentElement.setAttribute('data-scripts-asked', '')
    watchScripts('/stalled-mail.js')
    jest.advanceTimersByTime(3000)
    expect(stalled()).toBe(false)
    jest.advanceTimersByTime(2000)
    expect(stalled()).toBe(true)
  })

  test('a loader that never ran (an engine that cannot read it): they start at the load, 4 s to the mark', () => {
    document.documentElement.removeAttribute('data-scripts-when')
    watchScripts('/stalled-mail.js')
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(3000)
    expect(stalled()).toBe(false)
    jest.advanceTimersByTime(2000)
    expect(stalled()).toBe(true)
  })

  test('asked, chunks being fetched: the page is not marked while the loader retries its data (up to 40 s)', () => {
    watchScripts('/stalled-mail.js')
    window.dispatchEvent(new Event('load'))
    window.dispatchEvent(new Event('scripts-asked'))
    const preload = document.head.appendChild(document.createElement('link'))
    preload.rel = 'preload'
    preload.setAttribute('as', 'script')
    preload.href = '/_next/static/chunks/a.js'
    jest.advanceTimersByTime(39_000)
    expect(stalled()).toBe(false)
    jest.advanceTimersByTime(2000)
    expect(stalled()).toBe(true)
  })
})

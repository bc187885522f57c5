/**
 * @jest-environment jsdom
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { loadAfterFirstPaint, planFromScript } from './content-first-loader'
import type { LoadWhen } from './load-when'

/** The page's loader run in a DOM, with a paint timeline and a network the test controls. */
type Harness = {
  paint: () => void
  fetch: jest.Mock
  scripts: () => string[]
  preloads: () => string[]
}

const chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']

/**
 * The page's starter element (with its plan) and the shared file's code, exactly as the build writes
 * them. esbuild does not run inside jsdom, so the build's own functions are asked in a separate Node
 * process.
 */
function shippedCode(payloadUrl: string | null): { element: string; file: string } {
  const call =
    "const c = require('./scripts/build-steps/content-first'); process.stdout.write(JSON.stringify({ " +
    `element: c.starterElement(${JSON.stringify(chunks)}, ${JSON.stringify(payloadUrl)}), file: c.pageScript().code }))`
  const root = path.join(__dirname, '..', '..')
  return JSON.parse(
    execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['-e', call], { cwd: root, encoding: 'utf8' }),
  ) as { element: string; file: string }
}

function run(
  payloadUrl: string | null,
  { paintTiming = true, shipped = false, when = 'now' as LoadWhen } = {},
): Harness {
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
  if (shipped) {
    // The page's starter with its plan, then the shared file it adds (its code as the build writes it).
    // The page's tool asks for its scripts at once: what the device stored says so.
    window.localStorage.setItem('a-waiting-enquiry', '[1]')
    document.body.insertAdjacentHTML('beforeend', '<div data-tool="" data-wake="$a-waiting-enquiry"></div>')
    document.body.insertAdjacentHTML('beforeend', '<div id="page-end"></div>')
    const holder = document.getElementById('page-end')!
    const { element, file } = shippedCode(payloadUrl)
    const template = document.createElement('template')
    template.innerHTML = element
    const parsed = template.content.querySelector('script')!
    const starter = document.createElement('script')
    for (const { name, value } of [...parsed.attributes]) starter.setAttribute(name, value)
    holder.append(starter)
    const shared = document.createElement('script')
    shared.textContent = file
    holder.append(shared)
  } else {
    loadAfterFirstPaint(chunks, payloadUrl, when)
  }
  return {
    paint: () => observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    fetch: fetchMock,
    scripts: () =>
      [...document.head.querySelectorAll('script')].map(
        (script) => `${script.getAttribute('src')} async=${script.hasAttribute('async')}`,
      ),
    preloads: () =>
      [...document.head.querySelectorAll('link[rel=preload][as=script]')].map((link) => link.getAttribute('href')!),
  }
}

const ok = (text: string) => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(text) })
const settle = async () => {
  for (let step = 0; step < 5; step += 1) await Promise.resolve()
}

beforeEach(() => {
  jest.useFakeTimers()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete (window as { __next_f?: unknown }).__next_f
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  // The page is still loading, unless a test says otherwise.
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
})

afterEach(() => {
  // A loader a test left waiting would start in a later test: start it now, against a network
  // that never answers.
  Object.assign(window, { fetch: () => new Promise(() => {}) })
  document.dispatchEvent(new Event('visibilitychange'))
  const tool = document.body.appendChild(document.createElement('div'))
  tool.setAttribute('data-tool', '')
  tool.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  jest.runOnlyPendingTimers()
  jest.useRealTimers()
  window.localStorage.clear()
  document.documentElement.removeAttribute('data-scripts-asked')
})

/** The page's tools: a form in each, and a paragraph of words outside them. */
function addTools(): { field: HTMLInputElement; words: HTMLParagraphElement; tool: HTMLElement } {
  document.body.innerHTML =
    '<p id="words">Words</p><section data-tool="" id="contact"><form><input name="name"></form></section>'
  return {
    field: document.querySelector('input')!,
    words: document.querySelector('#words')!,
    tool: document.querySelector('#contact')!,
  }
}

/** An IntersectionObserver the test drives: `enter()` brings every observed element within range. */
function fakeNearness() {
  const observed: Element[] = []
  let callback: ((entries: { isIntersecting: boolean; target: Element }[]) => void) | undefined
  let options: IntersectionObserverInit | undefined
  class FakeIntersectionObserver {
    constructor(given: typeof callback, init?: IntersectionObserverInit) {
      callback = given
      options = init
    }
    observe(element: Element) {
      observed.push(element)
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
  return {
    observed,
    options: () => options,
    enter: () => callback?.(observed.map((target) => ({ isIntersecting: true, target }))),
    away: () => callback?.(observed.map((target) => ({ isIntersecting: false, target }))),
  }
}

describe('when the loader starts', () => {
  test('never, on a page without a tool: not at the paint, the load, a touch or after any wait', () => {
    const page = run(null, { when: 'never' })
    expect(document.documentElement.getAttribute('data-scripts-when')).toBe('never')
    page.paint()
    window.dispatchEvent(new Event('load'))
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    jest.advanceTimersByTime(60_000)
    expect(page.scripts()).toEqual([])
    expect(document.documentElement.hasAttribute('data-scripts-asked')).toBe(false)
  })

  test('on intent (data is dear): not at the paint, the load or after a minute, nor a touch outside a tool', () => {
    const { words } = addTools()
    const page = run('/index.txt', { when: 'on-intent' })
    page.paint()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(60_000)
    words.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    words.dispatchEvent(new Event('keydown', { bubbles: true }))
    expect(page.fetch).not.toHaveBeenCalled()
    expect(page.preloads()).toEqual([])
  })

  test.each(['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'])(
    'on intent: a %s in a tool starts it at once, and tells the watchdog',
    async (type) => {
      const { field } = addTools()
      const asked = jest.fn()
      window.addEventListener('scripts-asked', asked)
      const page = run('/index.txt', { when: 'on-intent' })
      page.fetch.mockReturnValue(ok('0:1\n'))
      field.dispatchEvent(new Event(type, { bubbles: true }))
      expect(page.fetch).toHaveBeenCalledWith('/index.txt')
      expect(page.preloads()).toEqual(chunks)
      expect(document.documentElement.hasAttribute('data-scripts-asked')).toBe(true)
      expect(asked).toHaveBeenCalledTimes(1)
      window.removeEventListener('scripts-asked', asked)
      await settle()
      expect(page.scripts()).toHaveLength(2)
    },
  )

  test('on intent, a hidden tab does not start it', () => {
    addTools()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    const page = run(null, { when: 'on-intent' })
    document.dispatchEvent(new Event('visibilitychange'))
    jest.advanceTimersByTime(20_000)
    expect(page.scripts()).toEqual([])
  })

  test('near or idle: after the paint it watches the tools within a screen, and starts when one comes near', () => {
    const nearness = fakeNearness()
    const { tool } = addTools()
    const page = run(null, { when: 'near-or-idle' })
    expect(nearness.observed).toEqual([])
    page.paint()
    jest.advanceTimersByTime(0)
    expect(nearness.observed).toEqual([tool])
    expect(nearness.options()).toEqual({ rootMargin: '100% 0px' })
    nearness.away()
    expect(page.scripts()).toEqual([])
    nearness.enter()
    expect(page.scripts()).toHaveLength(2)
  })

  test('near or idle: with no tool near, it starts when the page is idle after its load', () => {
    fakeNearness()
    addTools()
    const idle: (() => void)[] = []
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) })
    const page = run(null, { when: 'near-or-idle' })
    page.paint()
    jest.advanceTimersByTime(5000)
    expect(page.scripts()).toEqual([])
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(999)
    expect(idle).toEqual([])
    jest.advanceTimersByTime(1)
    expect(page.scripts()).toEqual([])
    idle.forEach((callback) => callback())
    expect(page.scripts()).toHaveLength(2)
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
  })

  test('near or idle: run after the page’s load (its file came after the paint), the second counts from then', () => {
    fakeNearness()
    addTools()
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    const idle: (() => void)[] = []
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) })
    const page = run(null, { when: 'near-or-idle' })
    jest.advanceTimersByTime(999)
    expect(idle).toEqual([])
    jest.advanceTimersByTime(1)
    idle.forEach((callback) => callback())
    expect(page.scripts()).toHaveLength(2)
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
  })

  test('near or idle: a touch in a tool before either starts it at once', () => {
    fakeNearness()
    const { field } = addTools()
    const page = run(null, { when: 'near-or-idle' })
    field.dispatchEvent(new Event('touchstart', { bubbles: true }))
    expect(page.scripts()).toHaveLength(2)
  })

  test('near or idle: ten seconds at the latest, whatever holds the page back', () => {
    fakeNearness()
    addTools()
    const page = run(null, { when: 'near-or-idle' })
    jest.advanceTimersByTime(9999)
    expect(page.scripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(page.scripts()).toHaveLength(2)
  })
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
    // The stream's start, which left the page with the payload, then the payload.
    expect((window as { __next_f?: unknown }).__next_f).toEqual([[0], [1, '0:"payload"\n']])
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

  test(
    'a page the browser reports no paint for (Firefox, opened at a #fragment far ' +
      'down) starts a second after its load event',
    () => {
      const page = run(null)
      jest.advanceTimersByTime(5000)
      expect(page.scripts()).toEqual([])
      window.dispatchEvent(new Event('load'))
      jest.advanceTimersByTime(900)
      expect(page.scripts()).toEqual([])
      jest.advanceTimersByTime(100)
      expect(page.scripts()).toHaveLength(2)
    },
  )

  test('a browser without paint timing starts after the next frame', () => {
    const page = run(null, { paintTiming: false })
    expect(page.scripts()).toEqual([])
    jest.advanceTimersByTime(100)
    expect(page.scripts()).toHaveLength(2)
  })

  test('the shared file, as built, reads its plan from the starter’s element and runs it', async () => {
    const page = run('/garlic.txt', { shipped: true })
    page.fetch.mockReturnValue(ok('0:1\n'))
    jest.advanceTimersByTime(5000)
    expect(page.fetch).not.toHaveBeenCalled()
    page.paint()
    jest.runOnlyPendingTimers()
    expect(page.fetch).toHaveBeenCalledWith('/garlic.txt')
    await settle()
    expect(page.scripts()).toEqual(chunks.map((src) => `${src} async=true`))
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

describe('planFromScript', () => {
  const element = (html: string) => {
    const template = document.createElement('template')
    template.innerHTML = html
    return template.content.querySelector('script')
  }

  test('reads the chunks and the payload file from the data attributes', () => {
    expect(
      planFromScript(element('<script data-chunks="/a.js /b.js" data-payload="/af/knoffel.txt"></script>')),
    ).toEqual({
      chunks: ['/a.js', '/b.js'],
      payloadUrl: '/af/knoffel.txt',
    })
  })

  test('no payload attribute: the payload stayed inline', () => {
    expect(planFromScript(element('<script data-chunks="/a.js"></script>'))).toEqual({
      chunks: ['/a.js'],
      payloadUrl: null,
    })
  })

  test('no element (an old browser without currentScript): nothing to load', () => {
    expect(planFromScript(null)).toEqual({ chunks: [], payloadUrl: null })
  })
})

/**
 * @jest-environment jsdom
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * The page's inline starter (page-starter.ts), exactly as the build writes it into a page, run in a DOM
 * with a paint timeline the test controls. esbuild does not run inside jsdom, so the build's own
 * function is asked in a separate Node process.
 */
const root = path.join(__dirname, '..', '..')
const built = JSON.parse(
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      '-e',
      "const c = require('./scripts/build-steps/content-first'); process.stdout.write(JSON.stringify({ " +
        "withTools: c.starterElement(['/_next/static/chunks/a.js'], '/garlic.txt'), " +
        'withoutTools: c.starterElement([], null), file: c.pageScript().path }))',
    ],
    { cwd: root, encoding: 'utf8' },
  ),
) as { withTools: string; withoutTools: string; file: string }

type Page = {
  /** The shared file's element, once the starter has added it. */
  file: () => HTMLScriptElement | null
  stalled: () => boolean
  /** The file's mark, as it sets it once its watchdog runs. */
  fileRuns: () => void
}

function open(element: string): Page {
  const template = document.createElement('template')
  template.innerHTML = element
  const parsed = template.content.querySelector('script')!
  const script = document.createElement('script')
  for (const { name, value } of [...parsed.attributes]) script.setAttribute(name, value)
  script.textContent = parsed.textContent
  document.body.append(script)
  return {
    file: () => document.querySelector<HTMLScriptElement>(`script[src="${built.file}"]`),
    stalled: () => document.documentElement.hasAttribute('data-scripts-stalled'),
    fileRuns: () => document.documentElement.setAttribute('data-page-script', ''),
  }
}

/** One animation frame (the fake clock runs them every 16 ms). */
const frame = () => jest.advanceTimersByTime(16)

const stalledMail = () => document.head.querySelectorAll('script[src="/stalled-mail.js"]').length

beforeEach(() => {
  jest.useFakeTimers()
  document.head.innerHTML = ''
  document.body.innerHTML = '<p>Words</p>'
  for (const name of ['data-page-script', 'data-scripts-stalled']) document.documentElement.removeAttribute(name)
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
})

afterEach(() => {
  jest.runOnlyPendingTimers()
  jest.useRealTimers()
})

describe('the page’s starter: when it adds the shared file', () => {
  test('not in the frame that paints first; in the next one, once, and never again', () => {
    const page = open(built.withTools)
    expect(page.file()).toBeNull()
    frame()
    expect(page.file()).toBeNull()
    frame()
    expect(document.querySelectorAll(`script[src="${built.file}"]`)).toHaveLength(1)
    jest.advanceTimersByTime(20_000)
    expect(document.querySelectorAll(`script[src="${built.file}"]`)).toHaveLength(1)
  })

  test('a second after the load event where no frame is drawn (a frame out of view), once', () => {
    // No frame drawn, as in a frame out of view (the fake clock would draw one every 16 ms).
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const page = open(built.withTools)
    dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(999)
    expect(page.file()).toBeNull()
    jest.advanceTimersByTime(1)
    expect(document.querySelectorAll(`script[src="${built.file}"]`)).toHaveLength(1)
    frames.mockRestore()
    dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(2000)
    expect(document.querySelectorAll(`script[src="${built.file}"]`)).toHaveLength(1)
  })

  test('at once in a hidden tab, where nothing paints', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    expect(open(built.withTools).file()).not.toBeNull()
  })
})

describe('the page’s starter: a file that never runs', () => {
  const added = () => {
    const page = open(built.withTools)
    frame()
    frame()
    return page
  }

  test('the file ran (its mark is set): the page is never marked stalled by the starter', () => {
    const page = added()
    page.fileRuns()
    page.file()!.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(60_000)
    expect(page.stalled()).toBe(false)
    expect(stalledMail()).toBe(0)
  })

  test.each<[string, (page: Page) => void]>([
    [
      'it loaded but did not run (an engine that cannot read it)',
      (page) => page.file()!.dispatchEvent(new Event('load')),
    ],
    ['it failed to download', (page) => page.file()!.dispatchEvent(new Event('error'))],
    ['40 s without either (a request that never ends)', () => jest.advanceTimersByTime(40_000)],
  ])('%s: the page is marked stalled, and the notices’ mail links are fetched once', (_case, act) => {
    const page = added()
    act(page)
    expect(page.stalled()).toBe(true)
    jest.advanceTimersByTime(60_000)
    expect(stalledMail()).toBe(1)
  })

  test('a page without a tool has nothing to say: never marked', () => {
    const page = open(built.withoutTools)
    frame()
    frame()
    page.file()!.dispatchEvent(new Event('error'))
    jest.advanceTimersByTime(60_000)
    expect(page.stalled()).toBe(false)
    expect(stalledMail()).toBe(0)
  })
})

describe('the page’s starter: the phone menu, before any file', () => {
  const withMenu = () => {
    document.body.innerHTML =
      '<header><details data-menu=""><summary>Menu</summary><a href="/garlic" id="link">Garlic</a></details></header>' +
      '<main><p id="words">Words</p></main>'
    open(built.withoutTools)
    const menu = document.querySelector('details')!
    menu.open = true
    return menu
  }

  test('Escape closes it and gives the focus back to its button; another key does nothing', () => {
    const menu = withMenu()
    dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(menu.open).toBe(true)
    dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(menu.open).toBe(false)
    expect(document.activeElement).toBe(document.querySelector('summary'))
  })

  test('a tap outside closes it; a tap inside does not', () => {
    const menu = withMenu()
    document.querySelector('summary')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(menu.open).toBe(true)
    document.getElementById('words')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(menu.open).toBe(false)
  })

  test('choosing one of its links closes it (a page kept for Back comes back closed)', () => {
    const menu = withMenu()
    document.getElementById('link')!.addEventListener('click', (event) => event.preventDefault())
    document.getElementById('link')!.click()
    expect(menu.open).toBe(false)
  })

  test('a page without the menu: keys and taps do nothing', () => {
    document.body.innerHTML = '<p id="words">Words</p>'
    open(built.withoutTools)
    expect(() => dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))).not.toThrow()
  })
})

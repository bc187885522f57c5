/**
 * When a page fetches its React payload and the framework: the content-first loader's decision
 * (content-first-loader.ts), pure so a table of cases can hold it.
 *
 * - `never`: the page has no tool (`[data-tool]`): nothing of the framework is ever fetched.
 * - `now`: the address or what the browser stored asks for a tool (a calculator's figures in the
 *   query, `#contact` with a draft to restore, a waiting enquiry, a shortlist): after the first
 *   paint, as every page did before.
 * - `on-intent`: the visitor asked to save data, or the link is 2G: only when they touch, focus
 *   or type into a tool.
 * - `near-or-idle`: anyone else: when a tool comes within a screen of view, or the page is idle
 *   after its load, whichever is first (a touch too).
 *
 * A tool says what in the address or the browser's storage asks for it in `data-wake`, a list of
 * conditions separated by spaces, any one of which is enough; a condition is one or more tests
 * joined by `&`, all of which must hold: `?name` (the query has that field), `#id` (the address's
 * fragment is that id), `$key` (local storage holds something under that key, other than an empty
 * list). `#contact&$contact-enquiry-draft`: the form's section with a draft to restore.
 */
export type LoadWhen = 'never' | 'now' | 'on-intent' | 'near-or-idle'

export type LoadSignals = {
  /** How many tools the page has. */
  tools: number
  /** Every tool's `data-wake` conditions. */
  wake: readonly string[]
  /** The address's query (`?a=1`, or empty) and fragment (`#contact`, or empty). */
  search: string
  hash: string
  /** What local storage holds under a key (null when nothing, or when storage is refused). */
  stored: (key: string) => string | null
  /** `navigator.connection`, where the browser has it. */
  connection?: { saveData?: boolean; effectiveType?: string }
}

/** The visitor asked the browser to save data (Save-Data), or the link is 2G or slow 2G. */
export function dataIsDear(connection: LoadSignals['connection']): boolean {
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}

function holds(test: string, signals: LoadSignals): boolean {
  const name = test.slice(1)
  if (!name) return false
  if (test[0] === '?') return new URLSearchParams(signals.search).has(name)
  if (test[0] === '#') return signals.hash === `#${name}`
  if (test[0] === '$') {
    const value = signals.stored(name)
    return value !== null && value !== '' && value !== '[]' && value !== '{}'
  }
  return false
}

/** Whether the address or storage asks for a tool: any one condition, each of its tests. */
export function addressAsksForTool(signals: LoadSignals): boolean {
  return signals.wake
    .flatMap((list) => list.split(/\s+/))
    .filter(Boolean)
    .some((condition) => condition.split('&').every((test) => holds(test, signals)))
}

export function loadWhen(signals: LoadSignals): LoadWhen {
  if (signals.tools === 0) return 'never'
  if (addressAsksForTool(signals)) return 'now'
  return dataIsDear(signals.connection) ? 'on-intent' : 'near-or-idle'
}

/**
 * A click on a button before the framework has taken it over, kept until it has: the button carries
 * `data-early-click="<name>"`; the page's basics (scripts/build-steps/page-basics.ts), which run
 * before the framework, mark the document `data-early-<name>` on a click (the button's style shows
 * it is on its way; the button itself is left as React drew it, so hydration meets what it drew);
 * the component, once its script runs, does what the click asked and clears the mark. A click
 * after that is the component's own.
 */
export const earlyClickMark = (name: string) => `data-early-${name}`

/** Notes a click on an element that takes early clicks; true when it was one. */
export function noteEarlyClick(target: EventTarget | null, root: Element): boolean {
  const button = (target as Element | null)?.closest?.('[data-early-click]')
  const name = button?.getAttribute('data-early-click')
  if (!button || !name || !/^[a-z][a-z0-9-]*$/.test(name)) return false
  root.setAttribute(earlyClickMark(name), '')
  return true
}

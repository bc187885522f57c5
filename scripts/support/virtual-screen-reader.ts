import { act } from '@testing-library/react'
import { virtual } from '@guidepup/virtual-screen-reader'
import { settleMs } from '../../components/Announcement'

/**
 * What a screen reader user hears, for the islands' component tests: Guidepup's virtual screen
 * reader reads the accessibility tree and the live regions jsdom holds, and logs every phrase it
 * would speak. jsdom cannot style a pseudo-element, which the reader asks for; it is given the
 * element's own style instead.
 */
const computed = window.getComputedStyle.bind(window)
window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
  computed(element, pseudo ? undefined : pseudo)) as typeof window.getComputedStyle

// jsdom has no ResizeObserver, which the chat button's tooltip asks for; nothing here resizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Starts listening to `container` with nothing heard yet. */
export async function listen(container: HTMLElement): Promise<void> {
  await virtual.start({ container })
  await virtual.clearSpokenPhraseLog()
}

export async function stopListening(): Promise<void> {
  await virtual.stop()
}

/** Everything said since the last call (or since listening began), and then starts afresh. */
export async function heard(): Promise<string[]> {
  const phrases = await virtual.spokenPhraseLog()
  await virtual.clearSpokenPhraseLog()
  return phrases
}

/** Text as a screen reader says it: a no-break or thin space is a space. */
export const spoken = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** Only what the live regions said: "polite: …" and "assertive: …". */
export async function announced(): Promise<string[]> {
  // A region emptied before its next words is silence, not a phrase.
  return (await heard()).filter((phrase) => /^(polite|assertive): \S/.test(phrase)).map(spoken)
}

/** Waits as a visitor pauses after typing, long enough for what settles to be said. */
export async function pause(ms = settleMs + 150): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

/** Moves the reader's focus (and the browser's) to `element`, as Tab would, and lets it speak. */
export async function focus(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.focus()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

export { virtual }

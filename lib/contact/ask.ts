/**
 * "Ask about this animal" (components/catalogue/AskAboutAnimal.tsx): a link that carries the animal in
 * its address (`?ask=<id>#contact`), so the contact form names it whenever the form's code arrives,
 * before the framework and after it, and the words it adds to the message.
 */

/**
 * The event the page's basics send when the link is clicked (its detail: the words): the contact
 * form, once its code runs, takes the words and cancels the event; an event nobody cancelled means
 * the form's code is not here yet.
 */
export const askEvent = 'contact-ask'

/** The address's field that names the animal asked about (or the seed). */
export const askField = 'ask'

/**
 * What "Ask for this seed" asks for (components/calculator/ResultFigures.tsx): one link at a time,
 * the calculator's, which says the variety and kilograms in its words.
 */
export const seedAskId = 'seed'

/**
 * How long the contact form waits for "Ask for this seed" to be drawn, when an address asks for seed:
 * the calculator's figures come with its rules, on first use, which a slow link may take this long to bring.
 */
export const askWaitMs = 60_000

/** The link's address: the page itself, asking about the animal, at its contact form. */
export const askAddress = (id: string) => `?${askField}=${encodeURIComponent(id)}#contact`

/** The animal an address asks about, or null. */
export function askedIn(search: string): string | null {
  const id = new URLSearchParams(search).get(askField)?.trim()
  return id ? id : null
}

/**
 * The message with the words that name the animal: after what the visitor wrote (a blank line
 * between), once; null when the message already holds them.
 */
export function messageAsking(message: string, words: string): string | null {
  if (!words.trim() || message.includes(words)) return null
  return message.trim() ? `${message.trimEnd()}\n\n${words}` : words
}

/** The address without its ask, as the form leaves it once it has taken the ask up (a reload asks nothing more). */
export function withoutAsk(search: string): string {
  const query = new URLSearchParams(search)
  query.delete(askField)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}

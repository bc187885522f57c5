/**
 * How the sale's facts link on (a phone number, an address, directions, the rules): underlined in
 * the cattle tint. A link of its own is as tall as a finger; one inside a sentence keeps the line's
 * height, as a link in running text may (WCAG 2.5.8). `notice-link` is what paper reads them by.
 */
export const textLink = 'font-semibold text-cattle-800 underline underline-offset-2'
export const factLink = `notice-link inline-flex min-h-11 items-center ${textLink}`

/** A web address as a reader types it from paper: without https:// or a closing slash. */
export const addressText = (url: string) => url.replace(/^https:\/\//, '').replace(/\/$/, '')

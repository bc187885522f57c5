/**
 * The auction's day, as the service worker keeps it (lib/offline/worker/sw.ts): on that day in South
 * Africa the catalogue and its animals come from the network first, so each lot shows as it sells;
 * offline, the copy kept says when it was kept. On any other day they are kept and served as every
 * page is.
 */

export type StoredCopyWords = {
  /** The notice, with `{stored}` where the moment goes: "…the copy this phone kept on {stored}…". */
  text: string
  /** How a date is written in the language: its months' names, and whether a day below 10 takes a 0. */
  months: readonly string[]
  padDay: boolean
}

export type SaleDayPlan = {
  /** The auction's days, yyyy-mm-dd, in South Africa. */
  days: readonly string[]
  /** Each language's catalogue address, with its language: `{ '/bonsmara/catalogue': 'en' }`. */
  catalogues: Readonly<Record<string, string>>
  notices: Readonly<Record<string, StoredCopyWords>>
}

/** A moment in South Africa, which keeps one time zone (UTC+2) all year: its day and its hours and minutes. */
export function southAfricanClock(time: number): { day: string; hours: string; minutes: string } {
  const local = new Date(time + 2 * 60 * 60 * 1000).toISOString()
  return { day: local.slice(0, 10), hours: local.slice(11, 13), minutes: local.slice(14, 16) }
}

/**
 * On the sale's day, the language of the catalogue an address is a page of (the catalogue, an
 * animal, a payload); on any other day, or for another page, none.
 */
export function saleDayLanguage(plan: SaleDayPlan, url: URL, now: number): string | undefined {
  if (!plan.days.includes(southAfricanClock(now).day)) return undefined
  const path = url.pathname
  for (const [catalogue, language] of Object.entries(plan.catalogues)) {
    if (path === catalogue || path.startsWith(`${catalogue}/`) || path.startsWith(`${catalogue}.`)) return language
  }
  return undefined
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A moment as the catalogue writes one: "14 May 2027, 09:12" (the page's own "as at" line writes its moment so). */
export function storedMoment(words: StoredCopyWords, time: number): string {
  const { day, hours, minutes } = southAfricanClock(time)
  const [year, month, date] = day.split('-')
  const dayOfMonth = words.padDay ? date! : String(Number(date))
  return `${dayOfMonth} ${words.months[Number(month) - 1] ?? month} ${year}, ${hours}:${minutes}`
}

/**
 * The notice a stored copy opens with offline, as HTML: when this phone kept it, in the page's
 * language. It goes first in the page's body, whose end then leaves room for it (`withStoredCopyNotice`).
 */
export function storedCopyNotice(plan: SaleDayPlan, language: string, storedAt: number): string | undefined {
  const words = plan.notices[language]
  if (!words) return undefined
  const text = words.text.replace('{stored}', storedMoment(words, storedAt))
  // Drawn by the site's own classes (app/globals.css): fixed along the bottom, clear of the chat button.
  const drawn = 'stored-copy fixed inset-x-0 bottom-0 border-t-2 border-ochre-600 bg-wheat-300 px-5 py-3'
  return `<p class="${drawn}"><strong>${escapeHtml(text)}</strong></p>`
}

/**
 * A page's HTML with the notice first in its body, which React's hydration passes over (inside its
 * tree, the page would be drawn anew and the notice with it would go); the body's end scrolls clear
 * of it.
 */
export function withStoredCopyNotice(html: string, notice: string): string {
  return html.replace(/<body\b([^>]*)>/, (_body, attributes: string) => {
    const withRoom = /\bclass="/.test(attributes)
      ? attributes.replace(/\bclass="([^"]*)"/, (_class, names: string) => `class="${names} pb-28"`)
      : `${attributes} class="pb-28"`
    return `<body${withRoom}>${notice}`
  })
}

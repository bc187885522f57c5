/**
 * The languages the site is written in. Every text in content/ has one line per language here,
 * and the build fails on a missing or empty one. Adding a language is a change here, a line beside
 * every text in content/, and its route folder in app/ (README, "Changing the site").
 */
export const languages = {
  en: { lang: 'en-ZA', name: 'English', openGraphLocale: 'en_ZA' },
  af: { lang: 'af-ZA', name: 'Afrikaans', openGraphLocale: 'af_ZA' },
} as const

export type Language = keyof typeof languages

/** The language of addresses without a language prefix, and the one search engines default to. */
export const defaultLanguage: Language = 'en'

export const languageCodes = Object.keys(languages) as [Language, ...Language[]]

/** The error screen's words in the page's language, and where its home page is. */
export type ErrorWords = { heading: string; retry: string; home: string; unknown: string; homeHref: string }

type Built = {
  words: Record<'heading' | 'retry' | 'home' | 'unknown', Record<string, string>>
  home: Record<string, string>
}

/**
 * The words next.config.mjs builds into the bundle (content/interface.yaml, `error`), in the
 * language of the page that failed: its `<html lang>`, read as the screen is drawn, before the
 * screen replaces the document. The first language of the page registry when there is none.
 */
export function errorWords(
  built: string | undefined = process.env.ERROR_SCREEN_WORDS,
  lang = typeof document === 'undefined' ? '' : document.documentElement.lang,
): ErrorWords {
  if (!built) throw new Error('ERROR_SCREEN_WORDS is missing: next.config.mjs builds it from content/interface.yaml')
  const { words, home } = JSON.parse(built) as Built
  const languages = Object.keys(home)
  const language = languages.find((code) => lang.toLowerCase().startsWith(code)) ?? languages[0]!
  return {
    heading: words.heading[language]!,
    retry: words.retry[language]!,
    home: words.home[language]!,
    unknown: words.unknown[language]!,
    homeHref: home[language]!,
  }
}

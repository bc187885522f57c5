import { calculatorWords } from '@/content/calculator'
import { contactWords } from '@/content/contact'
import { interfaceWords } from '@/content/interface'
import { languageCodes, languages, type Language } from '@/content/languages'
import { pageByKey, pages } from '@/content/pages'
import { settings } from '@/content/settings'
import { site } from '@/content/site'
import { localize } from '@/lib/localize'
import { whatsappChatUrl } from '@/lib/whatsapp'

/**
 * What every page's frame needs in its language: the site's facts and the shared words, the
 * navigation list and the one WhatsApp link. Server code only; islands get what they show as props.
 */
export function frameFor(language: Language) {
  return {
    language,
    lang: languages[language].lang,
    site: localize(site, language),
    words: localize(interfaceWords, language),
    contact: localize(contactWords, language),
    calculator: localize(calculatorWords, language),
    settings,
    /** The pages of the navigation bar and the phone's menu, in order. */
    navigation: pages
      .filter((page) => page.inMenu)
      .map((page) => ({ key: page.key, href: page.path[language], label: page.navLabel.in(language) })),
    /**
     * The language link: the page shown (by key; the home page where there is none, as on the
     * 404 page) in each other language, named in that language.
     */
    otherLanguages: (currentKey: string | null) =>
      languageCodes
        .filter((code) => code !== language)
        .map((code) => ({
          code,
          lang: languages[code].lang,
          name: languages[code].name,
          href: (currentKey === null ? pages[0]! : pageByKey(currentKey)).path[code],
        })),
    /** The chat with the business, the greeting already typed in the page's language. */
    whatsappLink: whatsappChatUrl(settings.phone, site.whatsappGreeting.in(language)),
  }
}

export type Frame = ReturnType<typeof frameFor>

import { z } from 'zod'
import type { Translations } from '@/lib/localize'
import { languageCodes, languages, type Language } from '@/content/languages'
import { loadContent } from '@/content/load'
import { key, tint, uniqueBy, words } from '@/content/schema'
import { saleIsOpen } from '@/content/sale'

const pathText = z
  .string()
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
    'must be an address on the site such as /garlic (lower case, no slash at the end)',
  )

/**
 * A page's key and addresses match its folders in app/: changing them is a developer's job (README, "Changing the
 * site").
 */
const fixed = {
  readOnly: true,
  description: 'Set by a developer with the page’s folders in app/: shown here, not changed.',
}

const pageSchema = z.strictObject({
  key: key.meta(fixed),
  path: z
    .strictObject(
      Object.fromEntries(languageCodes.map((code) => [code, pathText])) as Record<Language, typeof pathText>,
    )
    .meta(fixed)
    .transform((value) => value as Record<Language, string>),
  inMenu: z
    .boolean()
    .default(true)
    .meta({
      readOnly: true,
      description:
        'Whether the page is in the menu; a page outside it (the privacy notice) is ' +
        'linked from the footer. Set by a developer.',
    }),
  whileSale: z
    .boolean()
    .default(false)
    .meta({
      readOnly: true,
      description:
        'In the menu only while content/sale.yaml publishes a sale with animals (the ' +
        'sale catalogue). Set by a developer.',
    }),
  storedWhenRead: z
    .boolean()
    .default(false)
    .meta({
      readOnly: true,
      description:
        'Stored on a visitor’s phone for offline use once read, not with the rest of ' +
        'its language’s menu on the first visit (the sale catalogue: its pages and ' +
        'photos are many, and change between sales). Set by a developer.',
    }),
  tint: tint.describe('The colours the page takes.'),
  navLabel: words({ max: 30 }).describe('The page’s label in the menu: at most 30 characters.'),
  title: words({ min: 5, max: 60 }).describe('The title search engines and shared links show: 5 to 60 characters.'),
  description: words({ min: 50, max: 160 }).describe(
    'The description search engines and shared links show: 50 to 160 characters.',
  ),
})

/** The page registry: every page of the site, once (content/pages.yaml). */
const pageList = uniqueBy(z.array(pageSchema).min(1), 'key').superRefine((pages, context) => {
  for (const language of languageCodes) {
    const seen = new Set<string>()
    pages.forEach((page, index) => {
      const path = page.path[language]
      if (seen.has(path))
        context.addIssue({ code: 'custom', path: [index, 'path', language], message: `is used twice: ${path}` })
      seen.add(path)
    })
  }
})

export const pagesSchema = z
  .strictObject({ pages: pageList.describe('Every page of the site, once, in the order of the menu.') })
  .describe(
    'Every page of the site: its key (its content file is content/<key>.yaml) ' +
      'and address in each language, which a developer sets, and its colours, menu ' +
      'label, title and description. Adding a page: README, "Changing the site".',
  )

export type Page = z.output<typeof pageSchema>
export type PageKey = string

/** Every page; a page in the menu `whileSale` is in it while a sale is on (content/sale.yaml). */
export const pages: readonly Page[] = loadContent('pages.yaml', pagesSchema).pages.map((page) => ({
  ...page,
  inMenu: page.inMenu && (!page.whileSale || saleIsOpen),
}))

/** The registry entry for a page key; a key that is not there is a mistake in the code or content. */
export function pageByKey(key: PageKey): Page {
  const page = pages.find((candidate) => candidate.key === key)
  if (!page) throw new Error(`content/pages.yaml has no page with the key "${key}"`)
  return page
}

/** One page in one language, as it is served: its address and its label. */
export type Route = {
  key: PageKey
  language: Language
  /** `<html lang>` of the page. */
  lang: string
  path: string
  /** In the menu; false for a page linked from the footer only (the privacy notice). */
  inMenu: boolean
  /**
   * Stored for offline use with its language's pages on the first visit; the rest (the privacy notice, the sale
   * catalogue) once read.
   */
  storedWithLanguage: boolean
  navLabel: string
  title: Translations['byLanguage'][string]
}

/**
 * Every page in every language: what the sitemap, the precache, the headers, the budgets, the bench and the tests go
 * through.
 */
export const routes: readonly Route[] = pages.flatMap((page) =>
  languageCodes.map((language) => ({
    key: page.key,
    language,
    lang: languages[language].lang,
    path: page.path[language],
    inMenu: page.inMenu,
    storedWithLanguage: page.inMenu && !page.storedWhenRead,
    navLabel: page.navLabel.in(language),
    title: page.title.in(language),
  })),
)

/** The page every unknown address answers with (status 404): one page for every language. */
export const notFoundRoute = { path: '/404', file: '404.html' } as const

/** The privacy notice's key: the contact form's privacy line and the footer link to it. */
export const privacyPageKey = 'privacy'

/** A page's address in a language. */
export function pathOf(key: PageKey, language: Language): string {
  return pageByKey(key).path[language]
}

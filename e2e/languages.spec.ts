import type { Page } from '@playwright/test'
import { calculatorWords } from '../content/calculator'
import { catalogue } from '../content/catalogue'
import { contactWords } from '../content/contact'
import { interfaceWords } from '../content/interface'
import { defaultLanguage, languages, type Language } from '../content/languages'
import { sale } from '../content/sale'
import { Translations } from '../lib/localize'
import { contentIn, sites } from './support/content'
import { contactForm, toaster } from './support/contact-sink'
import { allRoutes, caseTags, expect, test } from './support/fixtures'
import { mobileMenu, typeNumber } from './support/page-checks'

/**
 * The site in every language, in the browser: the language link between a page and its
 * translation, and the interface of the other language never showing through. Words come from
 * content/, never from here.
 */

type Route = (typeof allRoutes)[number]
const versionsOf = (route: Route) => allRoutes.filter((other) => other.key === route.key)
const counterpartOf = (route: Route) => versionsOf(route).find((other) => other.language !== route.language)!

// Each page's words in its own HTML, its language links (where they lead, their names and `lang`),
// hreflang, Open Graph locales, structured data in each language and the sitemap's alternates are
// read once over the exported HTML for every page (e2e/exported-html/).

/** Where the language link is on this screen: the bar on a wide one, the menu on a phone; and the footer on both. */
async function languageLinks(page: Page, phone: boolean, target: Route) {
  const name = languages[target.language].name
  const footer = page.getByRole('contentinfo').getByRole('link', { name, exact: true })
  if (phone) {
    await mobileMenu(page).button.click()
    return { top: page.getByRole('banner').getByRole('link', { name, exact: true }), footer }
  }
  return { top: page.getByRole('banner').getByRole('link', { name, exact: true }), footer }
}

test.describe('the language link', () => {
  // The header and footer are the same on every page of a language: the first page of each shows the
  // link as a visitor meets it, in the bar or the menu.
  for (const [index, route] of allRoutes.filter((each) => each.key === allRoutes[0]!.key).entries()) {
    const target = counterpartOf(route)
    test(
      `on ${route.path} leads to ${target.path}, named in its language, a 44 px target, in the header and the footer`,
      { tag: caseTags(index) },
      async ({ page, phone }) => {
        await page.goto(route.path)
        const links = await languageLinks(page, phone, target)
        for (const link of [links.top, links.footer]) {
          await expect(link).toHaveAttribute('href', target.path)
          await expect(link).toHaveAttribute('lang', target.lang)
          await expect(link).toHaveAttribute('hreflang', target.lang)
          const box = (await link.boundingBox())!
          expect(box.height).toBeGreaterThanOrEqual(44)
        }
        await links.top.click()
        await expect(page).toHaveURL(new RegExp(`${target.path === '/' ? '/' : target.path}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', target.lang)
      },
    )
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('is a plain link that leads to the other language', { tag: '@once' }, async ({ page, pageHealth }) => {
      pageHealth.expectScriptsBlocked()
      const english = allRoutes.find((route) => route.key === 'garlic' && route.language === defaultLanguage)!
      const target = counterpartOf(english)
      await page.goto(english.path)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: languages[target.language].name, exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${target.path}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', target.lang)
    })
  })

  test(
    'keeps the calculator query there and back, and the calculator gives the same figures in both languages',
    { tag: '@logic' },
    async ({ page, phone }) => {
      const garlic = allRoutes.filter((route) => route.key === 'garlic')
      const [first, second] = [
        garlic.find((route) => route.language === defaultLanguage)!,
        garlic.find((route) => route.language !== defaultLanguage)!,
      ]
      const query = '?mode=landToSeeds&variety=shani&land=2.5&unit=hectare'
      // The figures themselves: numbers and units, the same in every language (the summary sentence is not).
      const figures = async () => {
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
        const language = currentLanguage(await page.locator('html').getAttribute('lang'))
        const results = page.getByRole('region', { name: contentIn(language).calculator.results.heading })
        await expect(results.getByRole('definition').first()).toBeVisible()
        const texts = await results.getByRole('definition').allTextContents()
        return texts.filter((text) => /^[\d\s\u00a0,%]+(m²|cm|L)?$/.test(text))
      }

      await page.goto(`${first.path}${query}`)
      const before = await figures()
      expect(before.length).toBeGreaterThan(0)
      // The calculator writes its state into the address; the link must carry what is there now.
      await typeNumber(page.getByLabel(first.site.calculator.land.label, { exact: true }), '3')
      await expect(page).toHaveURL(/land=3(&|$)/)
      const now = await figures()

      await (await languageLinks(page, phone, second)).top.click()
      await expect(page).toHaveURL(new RegExp(`${second.path}\\?.*land=3`))
      await expect(page.locator('html')).toHaveAttribute('lang', second.lang)
      expect(await figures()).toEqual(now)

      await (await languageLinks(page, phone, first)).top.click()
      await expect(page).toHaveURL(new RegExp(`${first.path}\\?.*land=3`))
      expect(await figures()).toEqual(now)
    },
  )
})

function currentLanguage(lang: string | null): Language {
  const entry = Object.entries(languages).find(([, language]) => language.lang === lang)
  if (!entry) throw new Error(`No language has lang="${lang}"`)
  return entry[0] as Language
}

/**
 * The interface's words in the default language that differ in another, and the sale's (its name,
 * venue, animals' notes and photos' words, which the catalogue's pages show): they must never show
 * on its pages.
 */
function defaultLanguageWordsMissingFrom(language: Language): string[] {
  const collect = (value: unknown): Translations<unknown>[] =>
    value instanceof Translations
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(collect)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(collect)
          : []
  return [interfaceWords, contactWords, calculatorWords, catalogue, sale]
    .flatMap(collect)
    .map((words) => [words.in(defaultLanguage), words.in(language)] as const)
    .filter(([english, other]) => typeof english === 'string' && english !== other && !english.includes('{'))
    .map(([english]) => english as string)
}

test.describe('no interface words of the default language on a page in another', () => {
  for (const [index, route] of allRoutes.filter((candidate) => candidate.language !== defaultLanguage).entries()) {
    // Every text of the page is read, shown or hidden, so the width changes nothing: once, at a phone's.
    test(
      `${route.path} shows none of them, before and after the form complains`,
      { tag: caseTags(index, '@once') },
      async ({ page }) => {
        const foreign = defaultLanguageWordsMissingFrom(route.language)
        await page.goto(`${route.path}#contact`)
        // Every message the form has to give, and the toast (the privacy notice has no form).
        if ((await page.locator('#contact form').count()) > 0) {
          await contactForm(page, route.site).send.click()
          await expect(page.locator(toaster).getByText(route.site.contact.toasts.invalid.description)).toBeVisible()
        }
        const shown = await page.evaluate(() => {
          const texts: string[] = []
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          while (walker.nextNode()) {
            const text = walker.currentNode.textContent?.trim()
            if (text) texts.push(text)
          }
          for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
            for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
              const value = element.getAttribute(name)?.trim()
              if (value) texts.push(value)
            }
          }
          return texts
        })
        const body = shown.join('\n')
        // Whole texts match exactly; longer ones also inside a text, where a short word could be a coincidence.
        const found = foreign.filter(
          (english) => shown.includes(english) || (english.length > 14 && body.includes(english)),
        )
        expect(found, `words of the default language on ${route.path}`).toEqual([])
      },
    )
  }
})

test.describe('the one 404 page for every language', { tag: '@once' }, () => {
  test('says it in each language, each with a link to its own home page', async ({ page, pageHealth }) => {
    pageHealth.expectStatus(404)
    pageHealth.expectConsoleError(/404 Error: .*\/af\/nie-hier-nie/)
    const response = await page.goto('/af/nie-hier-nie')
    expect(response?.status()).toBe(404)
    for (const site of sites) {
      const block = page.locator(`main [lang="${site.lang}"]`)
      await expect(block.getByRole('heading', { name: site.words.notFound.heading })).toBeVisible()
      await expect(block.getByText(site.words.notFound.text)).toBeVisible()
      await expect(block.getByRole('link', { name: site.words.notFound.home })).toHaveAttribute(
        'href',
        site.pathOf('home'),
      )
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sites[0]!.words.notFound.heading)
  })
})

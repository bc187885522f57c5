import { saleView } from '../../components/catalogue/sale-view'
import { languageCodes, languages } from '../../content/languages'
import type { SaleDayPlan } from '../../lib/offline/sale-day'

/**
 * What the service worker needs to know of the auction's day (lib/offline/sale-day.ts): the day,
 * each language's catalogue, and the words its stored copy shows offline with how the language
 * writes a date (from the same `Intl` the pages' dates are written with). Null while no auction is
 * published with animals: the worker then keeps the catalogue as every page.
 *
 * `days` stands in for the auction's day where a test stages the day itself on a copy of a build.
 */
export function saleDayPlan(days?: readonly string[]): SaleDayPlan | null {
  const views = languageCodes.map((language) => ({ language, view: saleView(language) }))
  const auction = views[0]!.view.auction
  if (!views[0]!.view.open || !auction) return null
  return {
    days: days ?? [auction.date],
    catalogues: Object.fromEntries(views.map(({ language, view }) => [view.cataloguePath, language])),
    notices: Object.fromEntries(
      views.map(({ language, view }) => {
        const format = new Intl.DateTimeFormat(languages[language].lang, { dateStyle: 'long', timeZone: 'UTC' })
        const months = Array.from(
          { length: 12 },
          (_, month) =>
            format.formatToParts(new Date(Date.UTC(2024, month, 3))).find((part) => part.type === 'month')!.value,
        )
        const day = format.formatToParts(new Date(Date.UTC(2024, 0, 3))).find((part) => part.type === 'day')!.value
        return [language, { text: view.words.sale.storedCopy, months, padDay: day === '03' }]
      }),
    ),
  }
}

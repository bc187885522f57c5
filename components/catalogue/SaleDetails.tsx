import type { SaleView } from '@/components/catalogue/sale-view'
import { factLink } from '@/components/catalogue/links'
import { dateText } from '@/components/catalogue/sale-view'
import { geoLink, webMapLink } from '@/lib/map-links'
import { southAfricanDay, southAfricanTime } from '@/lib/sale/results'
import { fillTemplate } from '@/lib/template'

/**
 * "Catalogue as at 14 May 2027, 11:42": when the sale's file last changed, in South African time, so
 * a buyer on the sale's day knows how current the lots' statuses are.
 */
export function AsAtLine({ view, lang, className = '' }: { view: SaleView; lang: string; className?: string }) {
  return (
    <p className={`as-at text-ink-muted ${className}`}>
      <time dateTime={`${southAfricanDay(view.asAt)}T${southAfricanTime(view.asAt)}+02:00`}>
        {asAtText(view, lang)}
      </time>
    </p>
  )
}

/** The "as at" line's words: "Catalogue as at 14 May 2027, 11:42". */
export function asAtText(view: Pick<SaleView, 'asAt' | 'words'>, lang: string): string {
  const time = southAfricanTime(view.asAt)
  return fillTemplate(view.words.sale.asAt, { date: dateText(lang, southAfricanDay(view.asAt)), time })
}

export type SaleDetailsProps = {
  view: SaleView
  lang: string
  newTab: string
  /** The sale's calendar file (the viewing day and the auction), in the page's language. */
  calendarHref: string
}

/**
 * The sale under the page's heading: its name, words and how current it is, and an auction's day,
 * time, place (with directions in the phone's map app and a web map), viewing, bidding and its
 * calendar file.
 */
export function SaleDetails({ view, lang, newTab, calendarHref }: SaleDetailsProps) {
  const { sale, words, auction } = view
  // Each term above its value on a narrow phone (a long term such as "Besigtigingsdag" would leave
  // the address a narrow column); side by side from 400 px.
  const value = 'mb-3 min-[400px]:mb-0'
  const over = view.stage === 'over'
  const position = auction?.venue.position
  return (
    <section aria-labelledby="sale-title" className="border-b border-cream-200 bg-cattle-50 py-12 sm:py-16">
      <div className="container-page grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-cattle-700 uppercase">
            {auction ? words.sale.auction : words.sale.privateSale}
          </p>
          <h2 id="sale-title" className="mt-3 text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
            {sale.title}
          </h2>
          <p className="mt-4 max-w-prose text-lg text-ink-muted">{sale.intro}</p>
          <AsAtLine view={view} lang={lang} className="mt-4 font-semibold" />
        </div>
        {auction && (
          <div>
            <dl
              className={
                'sale-facts grid text-lg min-[400px]:grid-cols-[auto_1fr] ' + 'min-[400px]:gap-x-6 min-[400px]:gap-y-2'
              }
            >
              <dt className="font-semibold text-cattle-900">{words.sale.date}</dt>
              <dd className={value}>
                <time dateTime={auction.date}>{dateText(lang, auction.date)}</time>
              </dd>
              <dt className="font-semibold text-cattle-900">{words.sale.time}</dt>
              <dd className={value}>
                <time dateTime={`${auction.date}T${auction.time}`}>{auction.time}</time>
              </dd>
              <dt className="font-semibold text-cattle-900">{words.sale.venue}</dt>
              <dd className={`${value} [overflow-wrap:anywhere]`}>
                {auction.venue.name}
                <span className="sr-only">, </span>
                <span className="block text-base text-ink-muted">{auction.venue.address}</span>
                {position && <span className="sr-only">, </span>}
                {position && (
                  <span className="venue-links mt-1 flex flex-wrap gap-x-6 text-base">
                    <a href={geoLink(position, auction.venue.name)} className={factLink}>
                      {words.sale.directions}
                    </a>{' '}
                    <a href={webMapLink(position)} target="_blank" rel="noopener noreferrer" className={factLink}>
                      {words.sale.webMap}
                      <span className="sr-only">{` ${newTab}`}</span>
                    </a>
                  </span>
                )}
                {position && <span className="sr-only">, </span>}
                {position && (
                  <span className="venue-position block text-sm text-ink-muted">
                    {`GPS ${position.latitude}, ${position.longitude}`}
                  </span>
                )}
              </dd>
              {auction.viewing && (
                <>
                  <dt className="font-semibold text-cattle-900">{words.sale.viewing}</dt>
                  <dd className={value}>
                    <time dateTime={auction.viewing.date}>{dateText(lang, auction.viewing.date)}</time>
                    <span className="sr-only">, </span>
                    <span className="block text-base text-ink-muted">
                      {fillTemplate(words.sale.viewingHours, { from: auction.viewing.from, to: auction.viewing.to })}
                    </span>
                  </dd>
                </>
              )}
            </dl>
            {!over && (
              <p className="mt-6 flex flex-wrap gap-3">
                {auction.bidding && (
                  <a
                    href={auction.bidding}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button-send sale-bid max-w-full"
                  >
                    {words.sale.bid}
                    <span className="sr-only">{` ${newTab}`}</span>
                  </a>
                )}{' '}
                <a href={calendarHref} className="direct-link sale-calendar max-w-full justify-center">
                  {words.sale.calendar}
                </a>
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  )
}

import type { SaleView } from '@/components/catalogue/sale-view'
import { dateText } from '@/components/catalogue/sale-view'
import { fillTemplate } from '@/lib/template'

/** The sale under the page's heading: its name and words, and an auction's day, time, place, viewing and bidding. */
export function SaleDetails({ view, lang, newTab }: { view: SaleView; lang: string; newTab: string }) {
  const { sale, words } = view
  const auction = sale.kind === 'auction' ? sale.auction : undefined
  // Each term above its value on a narrow phone (a long term such as "Besigtigingsdag" would leave
  // the address a narrow column); side by side from 400 px.
  const value = 'mb-3 min-[400px]:mb-0'
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
            {auction.bidding && (
              <a href={auction.bidding} target="_blank" rel="noopener noreferrer" className="button-send sale-bid mt-6">
                {words.sale.bid}
                <span className="sr-only">{` ${newTab}`}</span>
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  )
}

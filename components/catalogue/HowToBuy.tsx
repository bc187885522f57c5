import type { SaleView } from '@/components/catalogue/sale-view'
import { addressText, factLink, textLink } from '@/components/catalogue/links'
import { Template } from '@/components/Template'
import { whatsappDigits } from '@/lib/whatsapp'
import { fillTemplate } from '@/lib/template'

/**
 * How to take part in the auction, in the words of content/catalogue.yaml (`howToBuy`) and the
 * auction's facts: register with the auctioneer before the sale (online where the sale gives the
 * page, or by phone), what to bring or upload, the three ways to bid (in the ring, by phone on the
 * auctioneer's number, online through the bidding link), the deposit where the auctioneer asks one,
 * and that the shortlist and "Ask about this animal" are not bids. Printed with the catalogue.
 */
export function HowToBuy({ view, newTab }: { view: SaleView; newTab: string }) {
  const { auction, words } = view
  if (!auction?.auctioneer) return null
  const { auctioneer } = auction
  const how = words.howToBuy
  const phone = (
    <a href={`tel:+${whatsappDigits(auctioneer.phone)}`} className={`${textLink} whitespace-nowrap`}>
      {auctioneer.phone}
    </a>
  )
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <section id="how-to-buy" aria-labelledby="how-to-buy-title" className="how-to-buy bg-cattle-50 py-12 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-14">
        <div>
          <h2 id="how-to-buy-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
            {how.heading}
          </h2>
          <p className="mt-4 max-w-prose text-lg">
            {fillTemplate(how.register, { auctioneer: `${auctioneer.name}, ${auctioneer.house}` })}
          </p>
          <p className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-lg">
            {auction.registration && (
              <a
                href={auction.registration}
                {...external}
                data-print={addressText(auction.registration)}
                className="button-send max-w-full"
              >
                {how.registerOnline}
                <span className="sr-only">{` ${newTab}`}</span>
              </a>
            )}{' '}
            <span>
              <Template text={how.call} gaps={{ phone }} />
            </span>
          </p>
          <h3 className="mt-8 text-xl font-semibold text-cattle-900">{how.bringHeading}</h3>
          <ul className="mt-3 max-w-prose list-disc space-y-2 pl-6 text-lg">
            {how.bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-xl font-semibold text-cattle-900">{how.waysHeading}</h3>
          <ol className="mt-3 max-w-prose list-decimal space-y-3 pl-6 text-lg">
            <li>{how.ring}</li>
            <li>
              <Template text={how.phone} gaps={{ phone }} />
            </li>
            {auction.bidding && (
              <li>
                {how.online}{' '}
                <a href={auction.bidding} {...external} data-print={addressText(auction.bidding)} className={factLink}>
                  {words.sale.bid}
                  <span className="sr-only">{` ${newTab}`}</span>
                </a>
              </li>
            )}
          </ol>
          {auction.deposit && (
            <p className="mt-5 max-w-prose text-lg">
              <strong className="text-cattle-900">{`${how.deposit}: `}</strong>
              {auction.deposit}
            </p>
          )}
          <p className="mt-5 max-w-prose rounded-xl bg-white p-5 text-lg shadow-(--shadow-card)">
            {fillTemplate(how.notBids, { ask: words.animal.ask })}
          </p>
        </div>
      </div>
    </section>
  )
}

import type { AnimalView, SaleView } from '@/components/catalogue/sale-view'
import { addressText, factLink, textLink } from '@/components/catalogue/links'
import { dateText } from '@/components/catalogue/sale-view'
import { asAtText } from '@/components/catalogue/SaleDetails'
import { Template } from '@/components/Template'
import { whatsappDigits } from '@/lib/whatsapp'
import { fillTemplate } from '@/lib/template'

export type AuctionNoticeProps = {
  view: SaleView
  lang: string
  newTab: string
  /** On an animal's page: its lot's own reserve, and the auction's day, time and place, which its page states here. */
  animal?: AnimalView
  /**
   * Where the rules' text is, when the sale gives it rather than a link: the catalogue's section,
   * and (on an animal's page) its whole address for paper.
   */
  rulesAt: { href: string; address?: string }
  /** On an animal's page: the catalogue's "How to buy", after how to register, and its whole address for paper. */
  howToBuy?: { href: string; address: string }
}

/**
 * What the Consumer Protection Act's regulations ask an auction's advertisement to state (GN R293
 * of 2011, regulation 20(2)), beyond the goods themselves: the auctioneer and the auction house with
 * its number, where the rules of auction are, the reserve, the reminder to register with proof of
 * identity and of residence, and the regulations with the address they can be read at. On an
 * animal's page (an advertisement of its own) also the day, time and place. Every address is written
 * out, so paper carries it too. Nothing for a private sale.
 */
export function AuctionNotice({ view, lang, newTab, animal, rulesAt, howToBuy }: AuctionNoticeProps) {
  const { auction, words } = view
  if (!auction?.auctioneer || !auction.rules || !auction.reserve) return null
  const { auctioneer, rules } = auction
  const notice = words.notice
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  const exceptions = animal
    ? []
    : view.animals.filter((each) => each.lot !== undefined && each.reserve && each.reserve !== auction.reserve)
  const term = 'font-semibold text-cattle-900'
  const value = 'mb-3 min-[400px]:mb-0 [overflow-wrap:anywhere]'
  return (
    <section
      aria-labelledby="notice-title"
      className="auction-notice border-t border-cream-200 bg-cream-50 py-12 sm:py-16"
    >
      <div className="container-page">
        <h2 id="notice-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
          {notice.heading}
        </h2>
        {/* On an animal's sheet, how current the page is: its screen says so beside the facts. */}
        {animal && <p className="print-address">{asAtText(view, lang)}</p>}
        <dl
          className={
            'notice-facts mt-5 grid max-w-prose min-[400px]:grid-cols-[auto_1fr] ' +
            'min-[400px]:gap-x-6 min-[400px]:gap-y-2'
          }
        >
          {animal && (
            <>
              <dt className={term}>{words.sale.date}</dt>
              <dd className={value}>
                <time dateTime={`${auction.date}T${auction.time}`}>
                  {`${dateText(lang, auction.date)}, ${auction.time}`}
                </time>
              </dd>
              <dt className={term}>{words.sale.venue}</dt>
              <dd className={value}>{`${auction.venue.name}, ${auction.venue.address}`}</dd>
            </>
          )}
          <dt className={term}>{notice.auctioneer}</dt>
          <dd className={value}>
            {`${auctioneer.name}, ${auctioneer.house}`}
            {auctioneer.licence && (
              <>
                <span className="sr-only notice-sep">, </span>
                <span className="block">{fillTemplate(notice.licence, { number: auctioneer.licence })}</span>
              </>
            )}
            <span className="sr-only notice-sep">, </span>
            <span className="mt-1 flex flex-wrap gap-x-4">
              <a href={`tel:+${whatsappDigits(auctioneer.phone)}`} className={factLink}>
                {auctioneer.phone}
              </a>{' '}
              {auctioneer.email && (
                <a href={`mailto:${auctioneer.email}`} className={`${factLink} screen-only-on-sheet`}>
                  {auctioneer.email}
                </a>
              )}{' '}
              {auctioneer.website && (
                <a href={auctioneer.website} {...external} className={`${factLink} screen-only-on-sheet`}>
                  {addressText(auctioneer.website)}
                  <span className="sr-only">{` ${newTab}`}</span>
                </a>
              )}
            </span>
          </dd>
          <dt className={term}>{notice.rules}</dt>
          <dd className={value}>
            {rules.link ? (
              <a
                href={rules.link}
                {...external}
                data-print={addressText(rules.link)}
                className={`${factLink} address-only`}
              >
                {notice.rulesLink}
                <span className="sr-only">{` ${newTab}`}</span>
              </a>
            ) : (
              <a
                href={rulesAt.href}
                data-print={rulesAt.address && addressText(rulesAt.address)}
                className={`${factLink} ${rulesAt.address ? 'address-only' : ''}`}
              >
                {notice.rulesLink}
              </a>
            )}
          </dd>
          <dt className={term}>{notice.reserve}</dt>
          <dd className={value}>
            {notice.reserveKinds[animal?.reserve ?? auction.reserve]}
            {exceptions.length > 0 && (
              <ul className="mt-1 list-disc pl-6">
                {exceptions.map((each) => (
                  <li key={each.slug}>
                    {`${fillTemplate(words.list.lotNumber, { lot: each.lot! })}: ${notice.reserveKinds[each.reserve!]}`}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt className={term}>{notice.registration}</dt>
          <dd className={value}>{notice.registrationReminder}</dd>
          {howToBuy && (
            <>
              <dt className={`${term} how-to-register`}>{words.howToBuy.heading}</dt>
              <dd className={value}>
                <span className="how-to-register">
                  {fillTemplate(words.howToBuy.register, { auctioneer: `${auctioneer.name}, ${auctioneer.house}` })}
                </span>{' '}
                <a
                  href={howToBuy.href}
                  data-print={addressText(howToBuy.address)}
                  className={`${factLink} address-only`}
                >
                  {words.howToBuy.heading}
                </a>
              </dd>
            </>
          )}
        </dl>
        <p className="mt-5 max-w-prose text-ink-muted [overflow-wrap:anywhere]">
          <Template
            text={notice.regulations}
            gaps={{
              address: (
                <a href={notice.regulationsAddress} {...external} className={textLink}>
                  {addressText(notice.regulationsAddress)}
                  <span className="sr-only">{` ${newTab}`}</span>
                </a>
              ),
            }}
          />
        </p>
      </div>
    </section>
  )
}

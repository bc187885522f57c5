/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react'
import { saleView, type AnimalView, type SaleView } from '@/components/catalogue/sale-view'
import { languageCodes, languages } from '@/content/languages'
import { formatCents } from '@/lib/format'
import { saleResults } from '@/lib/sale/results'
import { fillTemplate } from '@/lib/template'
import { spoken, stopListening, virtual } from '@/scripts/support/virtual-screen-reader'
import { AuctionNotice } from './AuctionNotice'
import { HowToBuy } from './HowToBuy'
import { SaleResultsSection } from './SaleResultsSection'

/**
 * The auction's sections as a reader meets them, drawn from today's sale (content/sale.yaml) made an
 * auction where it is not: the notice the law asks for, and nothing of it for a private sale; how to
 * buy; the results, hidden while the sale's day is not over, and what a screen reader hears of them.
 */
afterEach(() => stopListening())

/** Today's sale, as an auction with every part the law asks for whatever the file holds. */
function auctionView(language: (typeof languageCodes)[number]): SaleView {
  const view = saleView(language)
  const auction = {
    date: '2027-05-14',
    time: '11:00',
    venue: { name: 'Sale pens', address: 'R516, Limpopo' },
    auctioneer: { name: 'A. Auctioneer', house: 'Auctions (Pty) Ltd', phone: '+27 12 000 0000', licence: '42/7' },
    rules: { link: 'https://www.example.com/rules' },
    reserve: 'reservePrice' as const,
    publish: { prices: true, buyers: true },
    ...view.auction,
  }
  return { ...view, auction }
}

/** The lots of a sale over: sold at known prices, one withdrawn, one not sold. */
function soldView(view: SaleView): SaleView {
  const fates = ['sold', 'sold', 'notSold', 'withdrawn'] as const
  const animals: AnimalView[] = view.animals.map((animal, at) => {
    const status = fates[at % fates.length]!
    return {
      ...animal,
      lot: at + 1,
      status,
      ...(status === 'sold' ? { price: 40000 + at * 1000, shownBuyer: { town: 'Bethlehem' } } : { price: undefined }),
    }
  })
  const results = saleResults(
    animals.map((animal) => ({
      slug: animal.slug,
      lot: animal.lot!,
      sex: animal.sex,
      status: animal.status,
      ...(animal.price !== undefined ? { shownPrice: animal.price } : {}),
    })),
  )
  return { ...view, animals, results, stage: 'over' }
}

describe.each(languageCodes)('the auction’s sections (%s)', (language) => {
  const lang = languages[language].lang
  const newTab = '(new tab)'

  test('the notice names the auctioneer and house, the rules, the reserve, the reminder, the regulations', () => {
    const view = auctionView(language)
    const { notice } = view.words
    render(<AuctionNotice view={view} lang={lang} newTab={newTab} rulesAt={{ href: '#rules' }} />)
    const section = screen.getByRole('region', { name: notice.heading })
    const auctioneer = view.auction!.auctioneer!
    expect(section).toHaveTextContent(`${auctioneer.name}, ${auctioneer.house}`)
    if (auctioneer.licence)
      expect(section).toHaveTextContent(fillTemplate(notice.licence, { number: auctioneer.licence }))
    expect(within(section).getByRole('link', { name: auctioneer.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d{9,15}$/),
    )
    expect(section).toHaveTextContent(notice.reserveKinds[view.auction!.reserve!])
    expect(section).toHaveTextContent(notice.registrationReminder)
    expect(within(section).getByRole('link', { name: new RegExp(notice.rulesLink) })).toHaveAttribute(
      'href',
      view.auction!.rules!.link ?? '#rules',
    )
    expect(
      within(section).getByRole('link', { name: new RegExp(new URL(notice.regulationsAddress).host) }),
    ).toHaveAttribute('href', notice.regulationsAddress)
  })

  test('a lot whose reserve differs is named with its own; on its page, its own alone', () => {
    const view = auctionView(language)
    const own: 'none' | 'reservePrice' = view.auction!.reserve === 'none' ? 'reservePrice' : 'none'
    const animals: AnimalView[] = view.animals.map((animal, at) => ({
      ...animal,
      lot: at + 1,
      reserve: at === 0 ? own : undefined,
    }))
    const { notice, list } = view.words
    const { unmount } = render(
      <AuctionNotice view={{ ...view, animals }} lang={lang} newTab={newTab} rulesAt={{ href: '#rules' }} />,
    )
    expect(screen.getByRole('listitem')).toHaveTextContent(
      `${fillTemplate(list.lotNumber, { lot: 1 })}: ${notice.reserveKinds[own]}`,
    )
    unmount()
    render(<AuctionNotice view={view} lang={lang} newTab={newTab} animal={animals[0]!} rulesAt={{ href: '#rules' }} />)
    expect(screen.getByRole('region')).toHaveTextContent(notice.reserveKinds[own])
    expect(screen.getByRole('region')).not.toHaveTextContent(notice.reserveKinds[view.auction!.reserve!])
  })

  test('a private sale shows none of it, and an auction lacking a part the law asks for shows no half notice', () => {
    const view = auctionView(language)
    const privateSale = { ...view, auction: undefined }
    const { container } = render(
      <>
        <AuctionNotice view={privateSale} lang={lang} newTab={newTab} rulesAt={{ href: '#rules' }} />
        <HowToBuy view={privateSale} newTab={newTab} />
        <SaleResultsSection view={privateSale} asAtLine={null} />
        <AuctionNotice
          view={{ ...view, auction: { ...view.auction!, rules: undefined } }}
          lang={lang}
          newTab={newTab}
          rulesAt={{ href: '#rules' }}
        />
      </>,
    )
    expect(container).toBeEmptyDOMElement()
  })

  test('how to buy: register, what to bring, the ways to bid, and that a shortlist is no bid', () => {
    const view = auctionView(language)
    const how = view.words.howToBuy
    render(<HowToBuy view={view} newTab={newTab} />)
    const section = screen.getByRole('region', { name: how.heading })
    for (const item of how.bring) expect(section).toHaveTextContent(item)
    expect(section).toHaveTextContent(how.ring)
    expect(section).toHaveTextContent(fillTemplate(how.notBids, { ask: view.words.animal.ask }))
    // The auctioneer's number, to call and to bid by phone.
    expect(within(section).getAllByRole('link', { name: view.auction!.auctioneer!.phone })).toHaveLength(2)
  })

  test('the results: a row per category and one for all, each price figure of published prices', () => {
    const view = soldView(auctionView(language))
    const said = view.words.results
    render(<SaleResultsSection view={view} asAtLine={null} />)
    const all = screen.getByRole('row', { name: new RegExp(`^${said.all}`) })
    const { offered, sold, turnoverCents } = view.results!.all
    const cells = within(all)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 2)).toEqual([String(offered), String(sold)])
    expect(cells[5]).toBe(formatCents(turnoverCents!))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(said.heading)
    expect(screen.getByText(fillTemplate(said.lead, { sold, offered }))).toBeInTheDocument()
  })

  test('while the sale’s day is not over, the results wait hidden, marked with the day', () => {
    const view = { ...soldView(auctionView(language)), stage: 'selling' as const }
    const { container } = render(<SaleResultsSection view={view} asAtLine={null} />)
    const section = container.querySelector('section')!
    expect(section).toHaveAttribute('hidden')
    expect(section).toHaveAttribute('data-shown-after', view.auction!.date)
  })

  test('a screen reader hears the results as a table: each category, then every figure under its heading', async () => {
    const view = soldView(auctionView(language))
    const { container } = render(<SaleResultsSection view={view} asAtLine={null} />)
    await virtual.start({ container })
    for (let step = 0; step < 120; step++) await virtual.next()
    const said = (await virtual.spokenPhraseLog()).map(spoken)
    expect(said.some((phrase) => phrase.startsWith('table'))).toBe(true)
    for (const heading of [view.words.results.offered, view.words.results.clearance, view.words.results.turnover])
      expect(said).toContain(`columnheader, ${spoken(heading)}`)
    expect(said).toContain(`rowheader, ${spoken(view.words.results.all)}`)
    expect(said.some((phrase) => phrase.includes(spoken(formatCents(view.results!.all.turnoverCents!))))).toBe(true)
  })
})

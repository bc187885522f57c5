import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { catalogueSchema } from '@/content/catalogue'
import { contentDir } from '@/content/load'
import { saleSchema } from '@/content/sale'
import { ContentError, parseContentFile } from '@/lib/content-file'
import { contentYamlText } from '../scripts/content-files/yaml-format'

/**
 * The sale's rules as the build applies them to content/sale.yaml: what the law asks of a published
 * auction's advertisement, the statuses a lot and a private sale's animal may have, and what a lot's
 * price and buyer need. Each case changes today's file as an owner would and reads the build's
 * message: the file, the line and the field.
 */

type Data = Record<string, unknown>
const today = () => parse(readFileSync(path.join(contentDir, 'sale.yaml'), 'utf8')) as Data
const wordsToday = () => parse(readFileSync(path.join(contentDir, 'catalogue.yaml'), 'utf8')) as Data

/** An auction with every part the law asks for, whatever today's file holds. */
const auction = {
  date: '2027-05-14',
  time: '11:00',
  venue: { name: { en: 'Sale pens', af: 'Verkoopskrale' }, address: { en: 'R516, Limpopo', af: 'R516, Limpopo' } },
  auctioneer: { name: 'A. Auctioneer', house: 'Auctions (Pty) Ltd', phone: '+27 12 000 0000' },
  rules: { link: 'https://www.example.com/rules' },
  reserve: 'none',
}

/** Today's file as a published auction of its first two animals, lots 1 and 2, with `change` made. */
function saleWith(change: (sale: Data, animals: Data[]) => void): Data {
  const sale = today()
  const animals = (sale.animals as Data[]).slice(0, 2).map((animal, at) => {
    const lot: Data = { ...animal, lot: at + 1, status: 'auction' }
    delete lot.price
    return lot
  })
  const changed: Data = { ...sale, published: true, kind: 'auction', auction: structuredClone(auction), animals }
  change(changed, animals)
  return changed
}

/** The build's messages for the file, or [] when it is accepted. */
function problems(data: Data, schema: Parameters<typeof parseContentFile>[2] = saleSchema, file = 'sale.yaml') {
  try {
    parseContentFile(`content/${file}`, contentYamlText(data), schema)
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

/** The same animals in a private sale, for sale at no price, with `change` made to the first. */
const privateSaleWith = (change: (first: Data) => void) =>
  saleWith((sale, animals) => {
    sale.kind = 'private'
    delete sale.auction
    for (const animal of animals) {
      animal.status = 'available'
      delete animal.lot
    }
    change(animals[0]!)
  })

const lineOf = (message: string) => /^content\/sale\.yaml:(\d+) /.exec(message)?.[1]

describe('a published auction states what the law asks of its advertisement', () => {
  test('with every part, today’s animals as lots, it builds', () => {
    expect(problems(saleWith(() => {}))).toEqual([])
  })

  test.each([
    ['auctioneer', 'auction.auctioneer', /the auctioneer and the auction house/],
    ['rules', 'auction.rules', /where the rules of auction can be obtained/],
    ['reserve', 'auction.reserve', /without reserve, subject to a reserve price or to a right to bid/],
  ])('without its %s, the build names the file, line and field', (part, field, what) => {
    const found = problems(saleWith((sale) => delete (sale.auction as Data)[part]))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(new RegExp(`^content/sale\\.yaml:\\d+ ${field.replace('.', '\\.')}: is needed`))
    expect(found[0]).toMatch(what)
    expect(found[0]).toMatch(/regulation 20\(2\)/)
    expect(Number(lineOf(found[0]!))).toBeGreaterThan(0)
  })

  test('an auction not yet published may lack them (a draft)', () => {
    expect(
      problems(
        saleWith((sale) => {
          sale.published = false
          const draft = sale.auction as Data
          delete draft.auctioneer
          delete draft.rules
          delete draft.reserve
        }),
      ),
    ).toEqual([])
  })

  test.each([
    ['without its name', (a: Data) => delete a.name, 'auction.auctioneer.name'],
    ['without its auction house', (a: Data) => delete a.house, 'auction.auctioneer.house'],
    ['without a phone number', (a: Data) => delete a.phone, 'auction.auctioneer.phone'],
    ['with a phone number of too few digits', (a: Data) => (a.phone = '012 345'), 'auction.auctioneer.phone'],
    ['with a website on http', (a: Data) => (a.website = 'http://www.example.com'), 'auction.auctioneer.website'],
  ])('the auctioneer %s is refused', (_what, change, field) => {
    const found = problems(saleWith((sale) => change((sale.auction as Data).auctioneer as Data)))
    expect(found.map((message) => message.split(' ')[1])).toEqual([`${field}:`])
  })

  test.each([
    [
      'both a link and their text',
      { link: 'https://www.example.com/rules', text: { en: ['x'.repeat(30)], af: ['x'.repeat(30)] } },
    ],
    ['neither', {}],
  ])('the rules of auction with %s are refused', (_what, rules) => {
    const found = problems(saleWith((sale) => ((sale.auction as Data).rules = rules)))
    expect(found).toEqual([expect.stringMatching(/ auction\.rules: needs either link or text/)])
  })

  test('the rules may be their text, in every language', () => {
    const text = { en: ['The highest bidder buys the lot.'], af: ['Die hoogste bieër koop die lot.'] }
    expect(problems(saleWith((sale) => ((sale.auction as Data).rules = { text })))).toEqual([])
  })

  test.each([
    ['north of the equator', { latitude: 24.93, longitude: 28.41 }, 'auction.venue.position.latitude'],
    ['west of Greenwich', { latitude: -24.93, longitude: -28.41 }, 'auction.venue.position.longitude'],
    ['with seven decimals', { latitude: -24.9312345, longitude: 28.41 }, 'auction.venue.position.latitude'],
  ])('a venue %s is refused', (_what, position, field) => {
    const found = problems(saleWith((sale) => (((sale.auction as Data).venue as Data).position = position)))
    expect(found.map((message) => message.split(' ')[1])).toEqual([`${field}:`])
  })

  test('the sale cannot end before it starts', () => {
    const found = problems(saleWith((sale) => ((sale.auction as Data).ends = '10:00')))
    expect(found).toEqual([expect.stringMatching(/ auction\.ends: must be after the time bidding starts/)])
  })
})

describe('the law’s own words are in every language, or the build stops', () => {
  test.each(['registrationReminder', 'regulations', 'regulationsAddress'])('without notice.%s', (part) => {
    const words = wordsToday()
    delete (words.notice as Data)[part]
    const found = problems(words, catalogueSchema, 'catalogue.yaml')
    expect(found).toEqual([expect.stringMatching(new RegExp(`^content/catalogue\\.yaml:\\d+ notice\\.${part}: `))])
  })

  test('the reference to the regulations keeps the place of their address', () => {
    const words = wordsToday()
    ;((words.notice as Data).regulations as Data).af = 'Hierdie veiling word gehou kragtens die regulasies.'
    expect(problems(words, catalogueSchema, 'catalogue.yaml')).toEqual([
      expect.stringMatching(/ notice\.regulations\.af: .*\{address\}/),
    ])
  })
})

describe('a lot’s status, price and buyer', () => {
  const firstLot = (change: (lot: Data, sale: Data) => void) => saleWith((sale, [first]) => change(first!, sale))

  test.each(['withdrawn', 'sold', 'notSold', 'subjectToConfirmation'])('a lot may be %s', (status) => {
    expect(problems(firstLot((lot) => (lot.status = status)))).toEqual([])
  })

  test.each(['available', 'reserved'])('a lot cannot be %s, a private sale’s status', (status) => {
    expect(problems(firstLot((lot) => (lot.status = status)))).toEqual([
      expect.stringMatching(/ animals\.0\.status: is \w+, which a lot of the auction cannot be/),
    ])
  })

  test.each(['auction', 'withdrawn', 'notSold', 'subjectToConfirmation'])(
    'an animal of a private sale cannot be %s',
    (status) => {
      const found = problems(privateSaleWith((first) => (first.status = status)))
      expect(found).toEqual([expect.stringMatching(/ animals\.0\.status: is \w+, which only a lot of an auction/)])
    },
  )

  test.each(['withdrawn', 'notSold', 'subjectToConfirmation'])(
    'an animal that is %s needs its lot number',
    (status) => {
      const found = problems(
        firstLot((lot) => {
          lot.status = status
          delete lot.lot
        }),
      )
      expect(found).toEqual([expect.stringMatching(/ animals\.0\.lot: is needed/)])
    },
  )

  test.each(['auction', 'notSold', 'withdrawn'])('a lot that is %s has no price', (status) => {
    const found = problems(
      firstLot((lot) => {
        lot.status = status
        lot.price = 50000
      }),
    )
    expect(found).toEqual([expect.stringMatching(/ animals\.0\.price: is the price a lot sold for/)])
  })

  test('a sold lot has its price, its buyer and its exceptions', () => {
    const found = problems(
      firstLot((lot) => {
        lot.status = 'sold'
        lot.price = 85000
        lot.buyer = { name: 'Mooiplaas Boerdery', town: 'Bethlehem', consent: true }
        lot.publish = { price: false, buyer: true }
        lot.reserve = 'rightToBid'
      }),
    )
    expect(found).toEqual([])
  })

  test('a buyer on a lot not sold is refused', () => {
    const found = problems(firstLot((lot) => (lot.buyer = { town: 'Bethlehem' })))
    expect(found).toEqual([expect.stringMatching(/ animals\.0\.buyer: is for a lot that sold/)])
  })

  test('a price published as an exception where the lot has none is refused', () => {
    const found = problems(
      firstLot((lot) => {
        lot.status = 'sold'
        lot.publish = { price: true }
      }),
    )
    expect(found).toEqual([expect.stringMatching(/ animals\.0\.publish\.price: is true, but the lot has no price/)])
  })

  test.each(['reserve', 'publish'])('%s is only for a lot of an auction', (part) => {
    const found = problems(privateSaleWith((first) => (first[part] = part === 'reserve' ? 'none' : { price: false })))
    expect(found).toEqual([
      expect.stringMatching(new RegExp(` animals\\.0\\.${part}: is only for a lot of an auction`)),
    ])
  })
})

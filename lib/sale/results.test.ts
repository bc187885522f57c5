import type { Status } from './animal'
import {
  publishedBuyer,
  publishedPrice,
  saleResults,
  saleStage,
  southAfricanDay,
  southAfricanTime,
  type LotOutcome,
} from './results'

const lot = (lot: number, sex: LotOutcome['sex'], status: Status, shownPrice?: number): LotOutcome => ({
  slug: `lot-${lot}`,
  lot,
  sex,
  status,
  ...(shownPrice !== undefined ? { shownPrice } : {}),
})

describe('what a lot shows of its price', () => {
  const auction = (prices: boolean) => ({ kind: 'auction' as const, publish: { prices, buyers: false } })
  test.each([
    [
      'a private sale’s asking price, always',
      { kind: 'private' as const },
      { status: 'available', price: 45000 },
      45000,
    ],
    ['a private sale without a price', { kind: 'private' as const }, { status: 'available' }, undefined],
    ['a lot on offer never, whatever the switch', auction(true), { status: 'auction', price: 50000 }, undefined],
    ['a sold lot with the sale’s switch on', auction(true), { status: 'sold', price: 85000 }, 85000],
    ['a sold lot with the switch off: not shown', auction(false), { status: 'sold', price: 85000 }, undefined],
    [
      'a sold lot, switch off, published as an exception',
      auction(false),
      { status: 'sold', price: 85000, publish: { price: true } },
      85000,
    ],
    [
      'a sold lot, switch on, held back as an exception',
      auction(true),
      { status: 'sold', price: 85000, publish: { price: false } },
      undefined,
    ],
    [
      'sold subject to confirmation, switch on',
      auction(true),
      { status: 'subjectToConfirmation', price: 61000.5 },
      61000.5,
    ],
    ['not sold', auction(true), { status: 'notSold' }, undefined],
    ['withdrawn', auction(true), { status: 'withdrawn' }, undefined],
    ['an auction without publish settings', { kind: 'auction' as const }, { status: 'sold', price: 85000 }, undefined],
  ] as const)('%s', (_what, sale, animal, expected) => {
    expect(publishedPrice(sale, animal)).toBe(expected)
  })
})

describe('what a lot shows of its buyer', () => {
  const sale = (buyers: boolean) => ({ kind: 'auction' as const, publish: { prices: false, buyers } })
  const buyer = { name: 'Mooiplaas Boerdery', town: 'Bethlehem', consent: true }
  test.each([
    [
      'name and town, with consent and the switch on',
      sale(true),
      { status: 'sold', buyer },
      { name: 'Mooiplaas Boerdery', town: 'Bethlehem' },
    ],
    [
      'the town alone without consent',
      sale(true),
      { status: 'sold', buyer: { ...buyer, consent: false } },
      { town: 'Bethlehem' },
    ],
    [
      'nothing without consent and without a town',
      sale(true),
      { status: 'sold', buyer: { name: 'X Boerdery', consent: false } },
      undefined,
    ],
    ['nothing with the switch off', sale(false), { status: 'sold', buyer }, undefined],
    [
      'with the switch off, published as an exception',
      sale(false),
      { status: 'sold', buyer, publish: { buyer: true } },
      { name: 'Mooiplaas Boerdery', town: 'Bethlehem' },
    ],
    [
      'with the switch on, held back as an exception',
      sale(true),
      { status: 'sold', buyer, publish: { buyer: false } },
      undefined,
    ],
    [
      'sold subject to confirmation',
      sale(true),
      { status: 'subjectToConfirmation', buyer },
      { name: 'Mooiplaas Boerdery', town: 'Bethlehem' },
    ],
    ['a lot not sold has no buyer to show', sale(true), { status: 'notSold', buyer }, undefined],
    ['a private sale never', { kind: 'private' as const }, { status: 'sold', buyer }, undefined],
  ] as const)('%s', (_what, given, animal, expected) => {
    expect(publishedBuyer(given, animal)).toEqual(expected)
  })
})

describe('South African time: one zone, UTC+2, all year', () => {
  test.each([
    ['2027-05-14T09:42:00Z', '2027-05-14', '11:42'],
    ['2027-05-14T21:59:00Z', '2027-05-14', '23:59'],
    ['2027-05-14T22:00:00Z', '2027-05-15', '00:00'],
    ['2027-05-15T01:30:00+02:00', '2027-05-15', '01:30'],
    ['2027-05-14T23:30:00-02:00', '2027-05-15', '03:30'],
  ])('%s is %s at %s', (moment, day, time) => {
    expect(southAfricanDay(moment)).toBe(day)
    expect(southAfricanTime(moment)).toBe(time)
  })
  test('a moment that is not one is refused', () => {
    expect(() => southAfricanDay('14 May')).toThrow(RangeError)
  })
})

describe('where an auction stands', () => {
  const day = '2027-05-14'
  const onTheDay = '2027-05-14T09:42:00Z'
  const nextDay = '2027-05-15T06:00:00Z'
  test.each([
    ['no lot called yet', ['auction', 'auction'], onTheDay, 'before'],
    ['withdrawn lots are not a result', ['withdrawn', 'auction'], nextDay, 'before'],
    ['some sold, some on offer, on the day', ['sold', 'auction'], onTheDay, 'selling'],
    ['some sold, some on offer, changed the day after', ['sold', 'auction'], nextDay, 'over'],
    ['one minute before midnight, South African time', ['sold', 'auction'], '2027-05-14T21:59:00Z', 'selling'],
    ['midnight, South African time', ['sold', 'auction'], '2027-05-14T22:00:00Z', 'over'],
    ['every lot decided on the day', ['sold', 'notSold', 'withdrawn', 'subjectToConfirmation'], onTheDay, 'over'],
    ['every lot decided before the day', ['sold', 'withdrawn'], '2027-05-01T08:00:00Z', 'over'],
    ['no lots at all', [], nextDay, 'before'],
  ] as const)('%s: %s', (_what, statuses, asAt, expected) => {
    expect(
      saleStage(
        day,
        asAt,
        statuses.map((status) => ({ status })),
      ),
    ).toBe(expected)
  })
})

describe('the results, by hand', () => {
  // Bulls: lot 1 R 85 000 and lot 2 R 62 500,50 published; lot 5 sold, its price not published; lot 3
  // not sold; lot 4 withdrawn; lot 6 sold subject to confirmation. Heifers: lots 7 and 8 at R 30 000
  // (a tie), lot 9 at R 25 001.
  const lots = [
    lot(1, 'bull', 'sold', 85000),
    lot(2, 'bull', 'sold', 62500.5),
    lot(3, 'bull', 'notSold'),
    lot(4, 'bull', 'withdrawn'),
    lot(5, 'bull', 'sold'),
    lot(6, 'bull', 'subjectToConfirmation', 70000),
    lot(8, 'heifer', 'sold', 30000),
    lot(7, 'heifer', 'sold', 30000),
    lot(9, 'heifer', 'sold', 25001),
  ]
  const results = saleResults(lots)

  test('bulls: five offered (the withdrawn lot is not), three sold, 60 %; two prices published', () => {
    expect(results.categories[0]).toEqual({
      sex: 'bull',
      offered: 5,
      sold: 3,
      notSold: 1,
      toConfirm: 1,
      withdrawn: 1,
      clearance: 60,
      prices: 2,
      // R 147 500,50 over two: R 73 750,25, to the rand R 73 750.
      averageCents: 7_375_000,
      topCents: 8_500_000,
      turnoverCents: 14_750_050,
      topLot: 'lot-1',
    })
  })

  test('heifers: all sold; R 85 001 over three is R 28 333,67, to the rand R 28 334; the tie goes to lot 7', () => {
    expect(results.categories[1]).toMatchObject({
      sex: 'heifer',
      offered: 3,
      sold: 3,
      clearance: 100,
      prices: 3,
      averageCents: 2_833_400,
      topCents: 3_000_000,
      turnoverCents: 8_500_100,
      topLot: 'lot-7',
    })
  })

  test('in all: 8 offered, 6 sold, 75 %; R 232 501,50 over five prices is R 46 500,30, to the rand R 46 500', () => {
    expect(results.all).toEqual({
      offered: 8,
      sold: 6,
      notSold: 1,
      toConfirm: 1,
      withdrawn: 1,
      clearance: 75,
      prices: 5,
      averageCents: 4_650_000,
      topCents: 8_500_000,
      turnoverCents: 23_250_150,
      topLot: 'lot-1',
    })
  })

  test.each([
    ['R 100 and R 101: R 100,50 rounds up to R 101', [100, 101], 10_100],
    ['R 100,49 and R 100: R 100,245 rounds down to R 100', [100.49, 100], 10_000],
    ['R 0,01 alone: R 0', [0.01], 0],
    ['three of R 9 999 999,99: to the rand R 10 000 000', [9_999_999.99, 9_999_999.99, 9_999_999.99], 1_000_000_000],
  ])('the average to the rand, half up: %s', (_what, prices, averageCents) => {
    const figures = saleResults(prices.map((price, at) => lot(at + 1, 'bull', 'sold', price))).all
    expect(figures.averageCents).toBe(averageCents)
  })

  test.each([
    ['1 of 8: 12,5 % rounds to 13 %', 1, 8, 13],
    ['2 of 3: 66,7 % rounds to 67 %', 2, 3, 67],
    ['1 of 3: 33,3 % rounds to 33 %', 1, 3, 33],
    ['0 of 4', 0, 4, 0],
  ])('clearance in whole per cent: %s', (_what, sold, offered, clearance) => {
    const list = Array.from({ length: offered }, (_, at) => lot(at + 1, 'heifer', at < sold ? 'sold' : 'notSold'))
    expect(saleResults(list).all.clearance).toBe(clearance)
  })

  test('sold lots whose prices are all unpublished: counts, but no price figure', () => {
    const figures = saleResults([lot(1, 'bull', 'sold'), lot(2, 'bull', 'notSold')]).all
    expect(figures).toEqual({ offered: 2, sold: 1, notSold: 1, toConfirm: 0, withdrawn: 0, clearance: 50, prices: 0 })
  })

  test('every lot withdrawn: nothing offered, no clearance', () => {
    expect(saleResults([lot(1, 'bull', 'withdrawn')]).all).not.toHaveProperty('clearance')
  })

  test('only the categories the sale offered', () => {
    expect(saleResults([lot(1, 'heifer', 'sold', 1)]).categories.map((category) => category.sex)).toEqual(['heifer'])
  })
})

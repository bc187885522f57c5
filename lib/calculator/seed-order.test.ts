import {
  ceilingDivision,
  kilogramsPerHectare,
  seedOrder,
  varietiesInStock,
  windowHolds,
  windowOpenOn,
  type SeedSale,
} from '@/lib/calculator/seed-order'

// Seed as sold, set here so the rules are tested on their own (the content's figures are the owner's).
const byBag: SeedSale = { clovesPerKg: 220, bagKg: 10, pricePerKg: 95, availability: 'in-stock', minimumKg: 10 }
const byKg: SeedSale = { clovesPerKg: 220, pricePerKg: 90, availability: 'limited', kgLeft: 400 }
const onRequest: SeedSale = { clovesPerKg: 260, bagKg: 10, availability: 'limited', minimumKg: 10 }
const elephant: SeedSale = { clovesPerKg: 40, bagKg: 5, pricePerKg: 160, availability: 'in-stock', minimumKg: 5 }

describe('seedOrder: cloves to kilograms and bags, rounded up, never below the minimum', () => {
  test.each([
    // 1 ha of Pink Egyptian (15 × 30 cm) takes 200 000 cloves: 200 000 ÷ 220 = 909,09 kg → 91 bags of 10 kg
    // = 910 kg × R 95 = R 86 450.
    [
      'a hectare, in bags of 10 kg',
      200_000,
      byBag,
      { kilograms: 910, bags: 91, minimumApplies: false, amountCents: 8_645_000 },
    ],
    // The same cloves by the kilogram: 909,09 → 910 kg × R 90 = R 81 900.
    [
      'a hectare, by the kilogram',
      200_000,
      byKg,
      { kilograms: 910, bags: null, minimumApplies: false, amountCents: 8_190_000 },
    ],
    // 2 200 ÷ 220 = 10 kg exactly: nothing to round; one bag.
    ['exactly 10 kg', 2_200, byBag, { kilograms: 10, bags: 1, minimumApplies: false, amountCents: 95_000 }],
    // One clove more: 10,0045 kg → 11 kg by the kilogram, 2 bags (20 kg) in bags of 10.
    [
      'a clove over 10 kg, by the kilogram',
      2_201,
      byKg,
      { kilograms: 11, bags: null, minimumApplies: false, amountCents: 99_000 },
    ],
    [
      'a clove over 10 kg, in bags',
      2_201,
      byBag,
      { kilograms: 20, bags: 2, minimumApplies: false, amountCents: 190_000 },
    ],
    // 100 cloves weigh 0,45 kg: the minimum of 10 kg is one bag.
    ['under the minimum', 100, byBag, { kilograms: 10, bags: 1, minimumApplies: true, amountCents: 95_000 }],
    // A minimum of 15 kg in bags of 10 kg takes 2 bags.
    [
      'a minimum between bags',
      100,
      { ...byBag, minimumKg: 15 },
      { kilograms: 20, bags: 2, minimumApplies: true, amountCents: 190_000 },
    ],
    // 2 200 cloves are 10 kg, the minimum itself: the cloves set the order.
    [
      'at the minimum',
      2_200,
      { ...byBag, bagKg: undefined },
      { kilograms: 10, bags: null, minimumApplies: false, amountCents: 95_000 },
    ],
    // 2 090 ÷ 220 = 9,5 kg: under the minimum of 10 kg, which sets the order (though 9,5 rounds up to it).
    [
      'just under the minimum',
      2_090,
      { ...byBag, bagKg: undefined },
      { kilograms: 10, bags: null, minimumApplies: true, amountCents: 95_000 },
    ],
    ['no cloves, no minimum', 0, byKg, { kilograms: 0, bags: null, minimumApplies: false, amountCents: 0 }],
    ['no cloves, a minimum', 0, byBag, { kilograms: 10, bags: 1, minimumApplies: true, amountCents: 95_000 }],
    // Price on request: kilograms and bags, no amount. 200 000 ÷ 260 = 769,23 kg → 77 bags.
    ['price on request', 200_000, onRequest, { kilograms: 770, bags: 77, minimumApplies: false, amountCents: null }],
    // A price with cents: 660 ÷ 220 = 3 kg × R 112,50 = R 337,50.
    [
      'a price with cents',
      660,
      { ...byKg, pricePerKg: 112.5 },
      { kilograms: 3, bags: null, minimumApplies: false, amountCents: 33_750 },
    ],
    // 1 ha of Giant Elephant (20 × 40 cm) takes 112 500 cloves: ÷ 40 = 2 812,5 kg → 563 bags of 5 kg = 2 815 kg
    // × R 160 = R 450 400.
    [
      'elephant garlic, a hectare',
      112_500,
      elephant,
      { kilograms: 2_815, bags: 563, minimumApplies: false, amountCents: 45_040_000 },
    ],
  ])('%s', (_, cloves, sale, expected) => {
    expect(seedOrder(cloves, sale)).toMatchObject(expected)
  })

  test.each([
    ['more than is left', 910, 400, 'limited', true],
    ['exactly what is left', 910, 910, 'limited', false],
    ['less than is left', 910, 2_000, 'in-stock', false],
    ['nothing said of what is left', 910, undefined, 'limited', false],
  ] as const)('%s', (_, kilograms, kgLeft, availability, expected) => {
    expect(seedOrder(kilograms * 220, { clovesPerKg: 220, availability, kgLeft }).moreThanLeft).toBe(expected)
  })

  // 9 007 199 254 740 991 cents (the largest whole number a number holds exactly) = 129 728 784 761 kg × R 694,31.
  test.each([
    ['the largest amount written to the cent', 129_728_784_761, 9_007_199_254_740_991],
    ['a kilogram more: the price per kilogram, and no amount', 129_728_784_762, null],
  ])('%s', (_, kilograms, amountCents) => {
    const order = seedOrder(kilograms * 20, { clovesPerKg: 20, pricePerKg: 694.31, availability: 'in-stock' })
    expect(order).toMatchObject({ kilograms, priceCents: 69_431, amountCents })
  })

  test('every price to the cent the schema allows (up to R 10 000) comes to its cents exactly', () => {
    const wrong: number[] = []
    for (let cents = 1; cents <= 1_000_000; cents++) {
      const { priceCents } = seedOrder(0, { clovesPerKg: 1, pricePerKg: cents / 100, availability: 'in-stock' })
      if (priceCents !== cents) wrong.push(cents)
    }
    expect(wrong).toEqual([])
  })

  test('the price per kilogram in cents; none on request', () => {
    expect(seedOrder(1, byBag).priceCents).toBe(9_500)
    expect(seedOrder(1, onRequest).priceCents).toBeNull()
  })

  test.each([
    ['a negative count', -1, byBag],
    ['part of a clove', 1.5, byBag],
    ['not a number', Number.NaN, byBag],
    ['no cloves per kilogram', 10, { ...byBag, clovesPerKg: 0 }],
  ])('refuses %s', (_, cloves, sale) => {
    expect(() => seedOrder(cloves, sale)).toThrow(RangeError)
  })
})

describe('ceilingDivision and kilogramsPerHectare', () => {
  test.each([
    [0, 3, 0],
    [1, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [20, 2, 10],
    [5625, 2, 2813],
    // The largest whole number a number holds exactly, over 2 and over itself.
    [9_007_199_254_740_991, 2, 4_503_599_627_370_496],
    [9_007_199_254_740_991, 9_007_199_254_740_991, 1],
    // A quotient near the top of the range with a remainder: no rounding loses it.
    [9_007_199_254_740_991, 600, 15_011_998_757_902],
  ])('%i ÷ %i rounded up is %i', (a, b, expected) => {
    expect(ceilingDivision(a, b)).toBe(expected)
  })
  test.each([
    ['a fraction', 1.5, 2],
    ['below zero', -1, 2],
    ['a divisor of 0', 1, 0],
    ['past a safe integer', 2 ** 53, 3],
  ])('refuses %s', (_, a, b) => {
    expect(() => ceilingDivision(a, b)).toThrow(RangeError)
  })
  test.each([
    [200_000, 220, 910],
    [112_500, 40, 2_813],
    [2_200, 220, 10],
    [300_000, 260, 1_154], // 1 153,85
  ])('%i cloves a hectare at %i per kg: %i kg', (seeds, perKg, expected) => {
    expect(kilogramsPerHectare(seeds, perKg)).toBe(expected)
  })
})

describe('the order window', () => {
  test.each([
    [{ from: 10, to: 3 }, [10, 11, 12, 1, 2, 3], [4, 5, 6, 7, 8, 9]],
    [{ from: 3, to: 5 }, [3, 4, 5], [1, 2, 6, 12]],
    [{ from: 6, to: 6 }, [6], [5, 7]],
    [{ from: 1, to: 12 }, [1, 6, 12], []],
  ])('%o holds %o and not %o', (window, inside, outside) => {
    for (const month of inside) expect(windowHolds(window, month)).toBe(true)
    for (const month of outside) expect(windowHolds(window, month)).toBe(false)
  })

  test.each([
    ['in the window', { from: 10, to: 3 }, '2026-11-29T10:00:00Z', true],
    ['the last minute of March in South Africa', { from: 10, to: 3 }, '2026-03-31T21:59:00Z', true],
    ['the first minute of April there (still March in UTC)', { from: 10, to: 3 }, '2026-03-31T22:00:00Z', false],
    ['after the window', { from: 10, to: 3 }, '2026-06-15T08:00:00Z', false],
    ['before the window', { from: 3, to: 5 }, '2026-01-10T08:00:00Z', false],
    ['New Year in South Africa', { from: 1, to: 1 }, '2026-12-31T22:30:00Z', true],
    ['New Year’s Eve there', { from: 1, to: 1 }, '2026-12-31T21:59:00Z', false],
  ])('%s', (_, window, day, expected) => {
    expect(windowOpenOn(window, new Date(day))).toBe(expected)
  })
})

test('varietiesInStock leaves out the sold-out ones, in order', () => {
  const varieties = [
    { key: 'a', availability: 'sold-out' },
    { key: 'b', availability: 'limited' },
    { key: 'c', availability: 'in-stock' },
  ] as const
  expect(varietiesInStock(varieties).map((variety) => variety.key)).toEqual(['b', 'c'])
})

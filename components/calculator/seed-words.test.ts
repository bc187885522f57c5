import { landText, seedAsk, seedFigures, seedWordsOn, stockText, type SaleVariety, type SeedWords } from './seed-words'

// Words of the shape content/calculator.yaml gives them, set here so the rules are tested on their own.
const words: SeedWords = {
  seedToOrder: 'Seed to order',
  working: '{cloves} cloves at about {perKg} per kg',
  bags: '{bags} bags of {bagKg}',
  oneBag: '1 bag of {bagKg}',
  minimum: 'The smallest order is {minimum}.',
  pricePerKg: 'Price per kg',
  cost: 'Seed cost',
  priceOnRequest: 'Price on request',
  availability: {
    inStock: 'In stock',
    limited: 'Limited stock',
    left: '{kg} left',
    soldOut: 'Sold out for this season.',
    stillToBeHad: 'Still to be had: {varieties}.',
    moreThanLeft: 'Only {kg} is left.',
  },
  ask: 'Ask for this seed',
  askNote: 'A request, not an order.',
  closed: 'Seed orders open in {month}.',
  message: 'Seed request: {variety}, {seed}, for {land}.',
}
const nb = '\u00a0'
const variety = (sale: Partial<SaleVariety>): SaleVariety => ({
  key: 'pink-egyptian',
  name: 'Pink Egyptian',
  clovesPerKg: 220,
  availability: 'in-stock',
  ...sale,
})

describe('stockText: what a variety’s stock allows', () => {
  test.each<[string, Partial<SaleVariety>, number, string[], string]>([
    ['in stock', {}, 10, [], 'In stock'],
    ['in stock, with what is left', { kgLeft: 2_000 }, 910, [], `In stock: 2${nb}000${nb}kg left`],
    ['limited', { availability: 'limited' }, 910, [], 'Limited stock'],
    ['limited, with what is left', { availability: 'limited', kgLeft: 400 }, 400, [], `Limited stock: 400${nb}kg left`],
    [
      'limited, the order more than is left',
      { availability: 'limited', kgLeft: 400 },
      910,
      [],
      `Limited stock: 400${nb}kg left. Only 400${nb}kg is left.`,
    ],
    [
      'sold out, naming those still to be had',
      { availability: 'sold-out' },
      910,
      ['Shani', 'Giant Elephant'],
      'Sold out for this season. Still to be had: Shani, Giant Elephant.',
    ],
    ['sold out, and none else either', { availability: 'sold-out' }, 910, [], 'Sold out for this season.'],
  ])('%s', (_, sale, kilograms, others, expected) => {
    // Whole kilograms of 220 cloves each, so the order is exactly `kilograms`.
    const seed = seedFigures(variety(sale), kilograms * 220, '1 ha', words, others)
    expect(seed.order.kilograms).toBe(kilograms)
    expect(seed.stock).toBe(expected)
    expect(stockText(variety(sale), seed.order, words.availability, others)).toBe(expected)
  })
})

describe('seedFigures: the seed to order in words, and the request', () => {
  test('a hectare of Pink Egyptian in bags of 10 kg at R 95', () => {
    // 200 000 ÷ 220 = 909,09 kg → 91 bags = 910 kg × R 95 = R 86 450.
    const seed = seedFigures(variety({ bagKg: 10, pricePerKg: 95, minimumKg: 10 }), 200_000, `1${nb}ha`, words, [])
    expect(seed.headline).toEqual({ label: 'Seed to order', value: `910${nb}kg (91 bags of 10${nb}kg)` })
    expect(seed.working).toBe(`200${nb}000 cloves at about 220 per kg`)
    expect(seed.minimum).toBeNull()
    expect(seed.figures).toEqual([
      { label: 'Price per kg', value: `R${nb}95` },
      { label: 'Seed cost', value: `R${nb}86${nb}450` },
    ])
    expect(seed.message).toBe(
      `Seed request: Pink Egyptian, 910${nb}kg (91 bags of 10${nb}kg), for 1${nb}ha, ` +
        `200${nb}000 cloves at about 220 per kg.`,
    )
  })

  test('under the minimum, by the kilogram, price on request', () => {
    // 100 cloves weigh 0,45 kg; the minimum of 5 kg is ordered.
    const seed = seedFigures(variety({ minimumKg: 5 }), 100, `2${nb}m²`, words, [])
    expect(seed.headline.value).toBe(`5${nb}kg`)
    expect(seed.minimum).toBe(`The smallest order is 5${nb}kg.`)
    expect(seed.figures).toEqual([{ label: 'Price per kg', value: 'Price on request' }])
  })

  test('an amount too large to write to the cent: the price per kilogram alone', () => {
    // 9 × 10¹⁵ cloves at 20 a kg = 4,5 × 10¹⁴ kg × R 10 000: past what a number holds exactly.
    const seed = seedFigures(variety({ clovesPerKg: 20, pricePerKg: 10_000 }), 9e15, '1 ha', words, [])
    expect(seed.figures).toEqual([{ label: 'Price per kg', value: `R${nb}10${nb}000` }])
  })

  test('one bag', () => {
    expect(seedFigures(variety({ bagKg: 10 }), 2_200, '1 ha', words, []).headline.value).toBe(
      `10${nb}kg (1 bag of 10${nb}kg)`,
    )
  })
})

describe('landText: a land as a grower says it', () => {
  test.each([
    [5_000, 0.5, `5${nb}000${nb}m²`],
    [10_000, 1, `1${nb}ha`],
    [25_000, 2.5, `2,5${nb}ha`],
    [12_346, 1.2346, `1,2346${nb}ha`],
  ])('%i m², %f ha: %s', (squareMetres, hectares, expected) => {
    expect(landText(squareMetres, hectares)).toBe(expected)
  })
})

describe('seedAsk: the request, or when ordering opens', () => {
  const window = { from: 10, to: 3 }
  test.each([
    ['inside the window', '2026-11-29T10:00:00Z'],
    ['its last minute, in South Africa', '2026-03-31T21:59:00Z'],
  ])('%s: the tools’ address, asking for seed, at the form', (_, day) => {
    expect(seedAsk('mode=landToSeeds&land=1', window, words, new Date(day))).toEqual({
      href: '?mode=landToSeeds&land=1&ask=seed#contact',
      label: 'Ask for this seed',
      note: 'A request, not an order.',
    })
  })
  test.each([
    ['after the window', '2026-06-15T10:00:00Z'],
    ['the first minute of April in South Africa (still March in UTC)', '2026-03-31T22:00:00Z'],
  ])('%s: when ordering opens instead', (_, day) => {
    expect(seedAsk('', window, { ...words, closed: 'Opens in October.' }, new Date(day))).toEqual({
      closed: 'Opens in October.',
    })
  })
})

describe('seedWordsOn: the month ordering opens, named once for the page', () => {
  test.each([
    ['en-ZA', { from: 10, to: 3 }, 'Seed orders open in October.'],
    ['af-ZA', { from: 10, to: 3 }, 'Seed orders open in Oktober.'],
    ['en-ZA', { from: 1, to: 1 }, 'Seed orders open in January.'],
  ])('%s, %o: %s', (lang, window, expected) => {
    const filled = seedWordsOn(words, window, lang)
    expect(filled.closed).toBe(expected)
    expect({ ...filled, closed: words.closed }).toEqual(words)
  })
})

import type { EstimateLine, SeasonEstimate, SeedLine } from '@/lib/season-planner/types'
import {
  estimateMessage,
  estimateTotal,
  messageWithEstimate,
  seedRow,
  shownQuantity,
  shownRate,
  shownTime,
} from '@/lib/season-planner/estimate-text'
import type { EstimateMessageWords } from '@/lib/season-planner/estimate-text'

// The formatter writes a no-break space (U+00A0) between thousands, after R, and before a unit.
const nb = '\u00a0'
const words: EstimateMessageWords = {
  heading: 'My season estimate, from your published prices:',
  line: '- {service}: {quantity} × {price} = {amount}',
  total: 'Total: {amount}',
  processingTime: 'Processing: {time} at {rate} tons an hour',
  closing: 'Please confirm the final quote.',
  hours: '{hours} hours',
  minutes: '{minutes} min',
  units: { hectares: 'ha', kilometres: 'km', tons: 't' },
  seed: {
    name: 'Seed: {variety}',
    line: '- {service}: {quantity}, price on request',
    bags: '{bags} bags of {bagKg}',
    oneBag: '1 bag of {bagKg}',
    onRequest: 'On request',
    included: 'Seed included.',
    notIncluded: 'Seed not included: price on request.',
    none: 'No seed.',
  },
}
const names = { 'bed-shaping': 'Bed shaping', travel: 'Travelling charge', cleaning: 'Bulb cleaning' }
const line = (
  kind: EstimateLine['kind'],
  key: string,
  quantity: number,
  quantityDecimals: number,
  unitCents: number,
  amountCents: number,
): EstimateLine => ({
  kind,
  key,
  quantity,
  quantityDecimals,
  unitCents,
  amountCents,
})
// 2,5 ha × R 1 000 = R 2 500; 100 km × R 5,50 = R 550; 10 t × R 600 = R 6 000; R 9 050; 10 ÷ 3 -> 3,3 hours
const estimate: SeasonEstimate = {
  lines: [
    line('field', 'bed-shaping', 2.5, 1, 100_000, 250_000),
    line('travel', 'travel', 100, 0, 550, 55_000),
    line('processing', 'cleaning', 10, 0, 60_000, 600_000),
  ],
  seed: null,
  totalCents: 905_000,
  processingTime: { unit: 'hours', value: 3.3 },
}
const text = [
  'My season estimate, from your published prices:',
  `- Bed shaping: 2,5${nb}ha × R${nb}1${nb}000 = R${nb}2${nb}500`,
  `- Travelling charge: 100${nb}km × R${nb}5,50 = R${nb}550`,
  `- Bulb cleaning: 10${nb}t × R${nb}600 = R${nb}6${nb}000`,
  `Total: R${nb}9${nb}050`,
  'No seed.',
  'Processing: 3,3 hours at 3 tons an hour',
  'Please confirm the final quote.',
].join('\n')

describe('figures as shown', () => {
  test.each<[EstimateLine, string]>([
    [line('field', 'x', 2, 0, 1, 1), `2${nb}ha`],
    [line('field', 'x', 0.005, 3, 1, 1), `0,005${nb}ha`],
    [line('travel', 'travel', 12.5, 1, 1, 1), `12,5${nb}km`],
    [line('processing', 'x', 1250.125, 3, 1, 1), `1${nb}250,125${nb}t`],
  ])('%j is %p', (each, expected) => {
    expect(shownQuantity(each, words.units)).toBe(expected)
  })

  test.each<[number, string]>([
    [3, '3'],
    [2.5, '2,5'],
    [1500, `1${nb}500`],
  ])('a rate of %p is %p', (rate, expected) => {
    expect(shownRate(rate)).toBe(expected)
  })

  test.each<[{ unit: 'hours' | 'minutes'; value: number }, string]>([
    [{ unit: 'hours', value: 3.3 }, '3,3 hours'],
    [{ unit: 'hours', value: 1 }, '1,0 hours'],
    [{ unit: 'hours', value: 33_333.3 }, `33${nb}333,3 hours`],
    [{ unit: 'minutes', value: 20 }, '20 min'],
  ])('%j is %p', (time, expected) => {
    expect(shownTime(time, words)).toBe(expected)
  })
})

describe('estimateMessage', () => {
  test(
    'a heading, a line per service and the travelling charge, the total, the ' + 'processing time and a closing line',
    () => {
      expect(estimateMessage(estimate, names, 3, words)).toBe(text)
    },
  )

  test('without processing there is no processing time', () => {
    const fieldOnly: SeasonEstimate = {
      lines: estimate.lines.slice(0, 2),
      seed: null,
      totalCents: 305_000,
      processingTime: null,
    }
    expect(estimateMessage(fieldOnly, names, 3, words).split('\n')).toEqual([
      words.heading,
      text.split('\n')[1],
      text.split('\n')[2],
      `Total: R${nb}3${nb}050`,
      'No seed.',
      words.closing,
    ])
  })

  // 1 ha of Pink Egyptian: 200 000 cloves, 91 bags of 10 kg = 910 kg × R 95 = R 86 450 (lib/calculator/seed-order.ts).
  const priced: SeedLine = {
    key: 'pink-egyptian',
    hectares: 1,
    hectaresDecimals: 0,
    clovesPerKg: 220,
    order: {
      cloves: 200_000,
      kilograms: 910,
      bags: 91,
      minimumApplies: false,
      amountCents: 8_645_000,
      priceCents: 9_500,
      moreThanLeft: false,
    },
  }
  const onRequest: SeedLine = {
    key: 'shani',
    hectares: 1,
    hectaresDecimals: 0,
    clovesPerKg: 260,
    order: {
      cloves: 300_000,
      kilograms: 1_154,
      bags: null,
      minimumApplies: false,
      amountCents: null,
      priceCents: null,
      moreThanLeft: false,
    },
  }
  const seedNames = { ...names, 'pink-egyptian': 'Pink Egyptian', shani: 'Shani' }

  test.each<[string, SeedLine, number, string[]]>([
    [
      'priced seed: its line with the kilograms, bags and price, and the total including it',
      priced,
      250_000 + 8_645_000,
      [
        `- Seed: Pink Egyptian: 910${nb}kg (91 bags of 10${nb}kg) × R${nb}95 = R${nb}86${nb}450`,
        `Total: R${nb}88${nb}950`,
        'Seed included.',
      ],
    ],
    [
      'seed on request: its line without a price, and the total saying so',
      onRequest,
      250_000,
      [
        `- Seed: Shani: 1${nb}154${nb}kg, price on request`,
        `Total: R${nb}2${nb}500`,
        'Seed not included: price on request.',
      ],
    ],
  ])('%s', (_, seed, totalCents, lines) => {
    const withSeed: SeasonEstimate = { lines: estimate.lines.slice(0, 1), seed, totalCents, processingTime: null }
    expect(estimateMessage(withSeed, seedNames, 3, words).split('\n')).toEqual([
      words.heading,
      text.split('\n')[1],
      ...lines,
      words.closing,
    ])
  })

  test.each<[string, SeasonEstimate, string]>([
    [
      'services and priced seed: the sum',
      { lines: [], seed: priced, totalCents: 8_645_000, processingTime: null },
      `R${nb}86${nb}450`,
    ],
    [
      'a service and seed on request: the service’s sum',
      { lines: estimate.lines.slice(0, 1), seed: onRequest, totalCents: 250_000, processingTime: null },
      `R${nb}2${nb}500`,
    ],
    [
      'only seed on request: on request, not R 0',
      { lines: [], seed: onRequest, totalCents: 0, processingTime: null },
      'On request',
    ],
  ])('estimateTotal, %s', (_, withSeed, expected) => {
    expect(estimateTotal(withSeed, 'On request')).toBe(expected)
  })

  test('only seed on request: the message’s total says on request', () => {
    const seedAlone: SeasonEstimate = { lines: [], seed: onRequest, totalCents: 0, processingTime: null }
    expect(estimateMessage(seedAlone, seedNames, 3, words).split('\n')).toEqual([
      words.heading,
      `- Seed: Shani: 1${nb}154${nb}kg, price on request`,
      `Total: ${words.seed.onRequest}`,
      'Seed not included: price on request.',
      words.closing,
    ])
  })

  test('the seed row as the panel and paper show it', () => {
    expect(seedRow(priced, seedNames, words.seed)).toEqual({
      key: 'seed-pink-egyptian',
      name: 'Seed: Pink Egyptian',
      detail: `910${nb}kg (91 bags of 10${nb}kg) × R${nb}95`,
      amount: `R${nb}86${nb}450`,
    })
    expect(seedRow(onRequest, seedNames, words.seed)).toEqual({
      key: 'seed-shani',
      name: 'Seed: Shani',
      detail: `1${nb}154${nb}kg`,
      amount: 'On request',
    })
  })
})

describe('messageWithEstimate: the estimate into the visitor message, never cutting their words', () => {
  const older = text.replace(`R${nb}9${nb}050`, `R${nb}1${nb}000`).replace('2,5', '1')

  test.each<[string, string, string]>([
    ['an empty message becomes the estimate', '', text],
    ['a blank message becomes the estimate', '  \n ', text],
    [
      "the visitor's words stay first, the estimate after a blank line",
      'Good day,\nI farm near Settlers.',
      `Good day,\nI farm near Settlers.\n\n${text}`,
    ],
    ['trailing blank lines are not doubled', 'Good day,\n\n\n', `Good day,\n\n${text}`],
    ['a previous estimate alone is replaced', older, text],
    [
      'a previous estimate is replaced where it stands, the words around it kept',
      `Good day,\n\n${older}\n\nCan you start in March?\nThandi`,
      `Good day,\n\n${text}\n\nCan you start in March?\nThandi`,
    ],
    ['only the first estimate is replaced when there are two', `${older}\n\n${older}`, `${text}\n\n${older}`],
    [
      'a heading without its closing line is not an estimate: the new one goes after it',
      `${words.heading}\nI have not decided yet.`,
      `${words.heading}\nI have not decided yet.\n\n${text}`,
    ],
  ])('%s', (_, message, expected) => {
    expect(messageWithEstimate(message, text, 1000)).toEqual({ ok: true, message: expected })
  })

  test('at exactly the limit it fits; one character more, nothing changes and the excess is told', () => {
    const words = 'x'.repeat(1000 - text.length - 2)
    expect(messageWithEstimate(words, text, 1000)).toEqual({ ok: true, message: `${words}\n\n${text}` })
    expect(messageWithEstimate(`${words}y`, text, 1000)).toEqual({ ok: false, excess: 1 })
    expect(messageWithEstimate('x'.repeat(1000), text, 1000)).toEqual({ ok: false, excess: text.length + 2 })
  })

  describe("an estimate in another language's words (the draft follows the visitor to the translation)", () => {
    const other = {
      heading: 'Seisoenberaming uit julle gepubliseerde pryse:',
      closing: 'Bevestig asseblief die finale kwotasie.',
    }
    const inOther = `${other.heading}\n- Plant: 2 ha × R 2 500 = R 5 000\nTotaal: R 5 000\n${other.closing}`

    test('is replaced where it stands when its markers are given', () => {
      expect(messageWithEstimate(`Goeie dag,\n\n${inOther}\n\nGroete`, text, 1000, [other])).toEqual({
        ok: true,
        message: `Goeie dag,\n\n${text}\n\nGroete`,
      })
    })

    test("without its markers, it is the visitor's text and the estimate goes after it", () => {
      expect(messageWithEstimate(inOther, text, 1000)).toEqual({ ok: true, message: `${inOther}\n\n${text}` })
    })

    test("this language's own estimate is found first, whatever other markers are given", () => {
      expect(messageWithEstimate(`${older}\n\n${inOther}`, text, 1000, [other])).toEqual({
        ok: true,
        message: `${text}\n\n${inOther}`,
      })
    })

    test('a heading of one language with the closing of another is no estimate', () => {
      const mixed = `${other.heading}\nsomething\n${words.closing}`
      expect(messageWithEstimate(mixed, text, 1000, [other])).toEqual({ ok: true, message: `${mixed}\n\n${text}` })
    })
  })

  test('replacing a longer estimate with a shorter one frees room', () => {
    const longer = text.replace('Total:', `- Bulb grading: 10${nb}t × R${nb}600 = R${nb}6${nb}000\nTotal:`)
    const words = 'x'.repeat(1000 - longer.length - 2)
    expect(messageWithEstimate(`${words}\n\n${longer}`, text, 1000)).toEqual({
      ok: true,
      message: `${words}\n\n${text}`,
    })
  })
})

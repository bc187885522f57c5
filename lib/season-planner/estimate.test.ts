import fc from 'fast-check'
import { compare, fraction } from '@/lib/exact-decimal'
import { processingTime, randToCents, readQuantity, seasonEstimate } from '@/lib/season-planner/estimate'
import { plannerLimits } from '@/lib/season-planner/types'
import type {
  EstimateLine,
  PlannerOutcome,
  QuantityProblem,
  SeasonEntries,
  SeasonPrices,
} from '@/lib/season-planner/types'

// The published prices (SPEC section 9), so the rules are tested on their own: rand per hectare,
// per ton and per kilometre, and the facility's 3 tons an hour.
const prices: SeasonPrices = {
  field: [
    { key: 'bed-shaping', price: 1000 },
    { key: 'planting', price: 2500 },
    { key: 'harvesting', price: 3500 },
  ],
  processing: [
    { key: 'cleaning', price: 600 },
    { key: 'grading', price: 600 },
    { key: 'splitting', price: 500 },
    { key: 'seed-grading', price: 450 },
    { key: 'seed-peeling', price: 400 },
  ],
  travelPerKilometre: 5.5,
  tonsPerHour: 3,
  // Seed as sold, set here (the content's figures are the owner's): Pink Egyptian at 15 × 30 cm (450 cm²),
  // priced; Shani at 12 × 25 cm (300 cm²), price on request.
  seeds: [
    {
      key: 'pink-egyptian',
      plantSpacingCm: 15,
      rowSpacingCm: 30,
      clovesPerKg: 220,
      bagKg: 10,
      pricePerKg: 95,
      availability: 'in-stock',
      minimumKg: 10,
    },
    {
      key: 'shani',
      plantSpacingCm: 12,
      rowSpacingCm: 25,
      clovesPerKg: 260,
      bagKg: 10,
      availability: 'limited',
      minimumKg: 10,
    },
  ],
}
const allField = ['bed-shaping', 'planting', 'harvesting']
const allProcessing = ['cleaning', 'grading', 'splitting', 'seed-grading', 'seed-peeling']
const nothing: SeasonEntries = { hectares: '', seed: '', field: [], kilometres: '', tons: '', processing: [] }

function estimateOf(entries: Partial<SeasonEntries>, using: SeasonPrices = prices) {
  const outcome = seasonEstimate({ ...nothing, ...entries }, using)
  if (outcome.status !== 'estimate') throw new Error(`expected an estimate, got ${JSON.stringify(outcome)}`)
  return outcome.estimate
}
const sumOf = (lines: EstimateLine[], kind: EstimateLine['kind']) =>
  lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amountCents, 0)
const rows = (lines: EstimateLine[]) => lines.map((line) => [line.key, line.quantity, line.unitCents, line.amountCents])

describe('seasonEstimate: every amount in whole cents, each line quantity × unit price, the total their sum', () => {
  test("the issue's season: 2 ha, all field services, 100 km, 10 t, all processing: R 40 050 and 3,3 hours", () => {
    const estimate = estimateOf({
      hectares: '2',
      field: allField,
      kilometres: '100',
      tons: '10',
      processing: allProcessing,
    })
    expect(rows(estimate.lines)).toEqual([
      // 2 × R 1 000 = R 2 000; 2 × R 2 500 = R 5 000; 2 × R 3 500 = R 7 000: R 14 000 of field services
      ['bed-shaping', 2, 100_000, 200_000],
      ['planting', 2, 250_000, 500_000],
      ['harvesting', 2, 350_000, 700_000],
      // 100 km × R 5,50 = R 550
      ['travel', 100, 550, 55_000],
      // 10 × R 600, R 600, R 500, R 450, R 400 = R 6 000 + 6 000 + 5 000 + 4 500 + 4 000 = R 25 500
      ['cleaning', 10, 60_000, 600_000],
      ['grading', 10, 60_000, 600_000],
      ['splitting', 10, 50_000, 500_000],
      ['seed-grading', 10, 45_000, 450_000],
      ['seed-peeling', 10, 40_000, 400_000],
    ])
    expect(sumOf(estimate.lines, 'field')).toBe(1_400_000)
    expect(sumOf(estimate.lines, 'travel')).toBe(55_000)
    expect(sumOf(estimate.lines, 'processing')).toBe(2_550_000)
    // R 14 000 + R 550 + R 25 500 = R 40 050
    expect(estimate.totalCents).toBe(4_005_000)
    // 10 t ÷ 3 t an hour = 3,333… -> 3,3 hours
    expect(estimate.processingTime).toEqual({ unit: 'hours', value: 3.3 })
  })

  test.each<[string, Partial<SeasonEntries>, number]>([
    // processing alone: no field services, so no travelling charge: R 25 500
    ['10 t, all processing', { tons: '10', processing: allProcessing }, 2_550_000],
    // 2 × R 1 000 + 100 × R 5,50 = R 2 550
    ['2 ha of bed shaping, 100 km', { hectares: '2', field: ['bed-shaping'], kilometres: '100' }, 255_000],
    // 2,5 × R 2 500 = R 6 250; 12,5 km × R 5,50 = R 68,75: R 6 318,75
    ['2,5 ha of planting, 12,5 km', { hectares: '2,5', field: ['planting'], kilometres: '12,5' }, 631_875],
    // the calculator's 1 000 Pink Egyptian seeds: 0,0050 ha × R 3 500 = R 17,50; 1 km × R 5,50: R 23
    ['0,0050 ha of harvesting, 1 km', { hectares: '0,0050', field: ['harvesting'], kilometres: '1' }, 2_300],
    // the smallest entries: 0,0001 ha × R 1 000 = R 0,10; 0,1 km × R 5,50 = R 0,55
    ['0,0001 ha, 0,1 km', { hectares: '0,0001', field: ['bed-shaping'], kilometres: '0,1' }, 65],
    // 0,001 t × R 400 = R 0,40
    ['0,001 t of seed peeling', { tons: '0,001', processing: ['seed-peeling'] }, 40],
    // 0,333 t × (R 600 + R 450) = R 199,80 + R 149,85 = R 349,65
    ['0,333 t of cleaning and seed grading', { tons: '0.333', processing: ['seed-grading', 'cleaning'] }, 34_965],
    // the largest: 10 000 ha × R 7 000 = R 70 000 000; 3 000 km × R 5,50 = R 16 500; 100 000 t × R 2 550 = R 255 000
    // 000
    [
      'the most the planner takes',
      { hectares: '10000', field: allField, kilometres: '3000', tons: '100000', processing: allProcessing },
      32_501_650_000,
    ],
  ])('%s: %p cents', (_, entries, totalCents) => {
    const estimate = estimateOf(entries)
    expect(estimate.totalCents).toBe(totalCents)
    expect(estimate.totalCents).toBe(estimate.lines.reduce((sum, line) => sum + line.amountCents, 0))
  })

  test(
    'lines follow the price list, whatever order the services were chosen in, ' + 'and an unknown key is left out',
    () => {
      const estimate = estimateOf({ tons: '1', processing: ['seed-peeling', 'no-such-service', 'cleaning'] })
      expect(estimate.lines.map((line) => line.key)).toEqual(['cleaning', 'seed-peeling'])
    },
  )

  test('each line is rounded once, half up, to the cent', () => {
    // Prices with cents, so a line falls on half a cent: 0,1 km × R 5,55 = 55,5 c -> 56 c;
    // 0,3 km × R 5,55 = 166,5 c -> 167 c; 0,1 ha × R 4,45 = 44,5 c -> 45 c; 0,0001 ha × R 4,45 = 0,0445 c -> 0 c.
    const centPrices: SeasonPrices = { ...prices, field: [{ key: 'test', price: 4.45 }], travelPerKilometre: 5.55 }
    expect(rows(estimateOf({ hectares: '0.1', field: ['test'], kilometres: '0.1' }, centPrices).lines)).toEqual([
      ['test', 0.1, 445, 45],
      ['travel', 0.1, 555, 56],
    ])
    expect(
      estimateOf({ hectares: '0.0001', field: ['test'], kilometres: '0.3' }, centPrices).lines.map(
        (line) => line.amountCents,
      ),
    ).toEqual([0, 167])
  })

  test('a decimal comma and a decimal point give the same estimate; spaces may group thousands', () => {
    const pointed = estimateOf({
      hectares: '1250.5',
      field: allField,
      kilometres: '12.5',
      tons: '2.25',
      processing: allProcessing,
    })
    for (const entries of [
      { hectares: '1250,5', kilometres: '12,5', tons: '2,25' },
      { hectares: '1 250,5', kilometres: ' 12,50 ', tons: '2,250' },
      { hectares: '1\u00a0250.5', kilometres: '12.5', tons: '2.25' },
    ]) {
      expect(estimateOf({ ...entries, field: allField, processing: allProcessing })).toEqual(pointed)
    }
    // 1 250,5 × R 7 000 = R 8 753 500; 12,5 × R 5,50 = R 68,75; 2,25 × R 2 550 = R 5 737,50
    expect(pointed.totalCents).toBe(875_350_000 + 6_875 + 573_750)
  })
})

describe('seasonEstimate: what to fix instead of a total', () => {
  test('nothing entered and nothing chosen is the empty state, not a problem', () => {
    expect(seasonEstimate(nothing, prices)).toEqual({ status: 'empty' })
  })

  test.each<[string, Partial<SeasonEntries>, PlannerOutcome]>([
    [
      'a field service alone asks for hectares and the distance',
      { field: ['planting'] },
      { status: 'incomplete', problems: { hectares: 'empty', kilometres: 'empty' } },
    ],
    [
      'hectares without a field service ask for one, and the distance',
      { hectares: '2' },
      { status: 'incomplete', problems: { field: 'noService', kilometres: 'empty' } },
    ],
    [
      'a distance alone asks for field services and hectares',
      { kilometres: '40' },
      { status: 'incomplete', problems: { field: 'noService', hectares: 'empty' } },
    ],
    [
      'tons without a processing service ask for one',
      { tons: '10' },
      { status: 'incomplete', problems: { processing: 'noService' } },
    ],
    [
      'a processing service alone asks for tons',
      { processing: ['cleaning'] },
      { status: 'incomplete', problems: { tons: 'empty' } },
    ],
    [
      'unknown service keys are no choice at all',
      { tons: '10', processing: ['bogus'] },
      { status: 'incomplete', problems: { processing: 'noService' } },
    ],
    // A right part is not totalled while another part is wrong: the total would leave it out.
    [
      'a complete field part and an unfinished processing part',
      { hectares: '2', field: allField, kilometres: '100', tons: '0', processing: allProcessing },
      { status: 'incomplete', problems: { tons: 'notPositive' } },
    ],
    [
      'blank text counts as empty',
      { hectares: '   ', field: allField, kilometres: '\t' },
      { status: 'incomplete', problems: { hectares: 'empty', kilometres: 'empty' } },
    ],
  ])('%s', (_, entries, outcome) => {
    expect(seasonEstimate({ ...nothing, ...entries }, prices)).toEqual(outcome)
  })
})

describe('readQuantity', () => {
  const hectares = plannerLimits.hectares
  test.each<[string, QuantityProblem]>([
    ['', 'empty'],
    ['  ', 'empty'],
    ['0', 'notPositive'],
    ['0,0', 'notPositive'],
    ['-2', 'notPositive'],
    ['\u22122,5', 'notPositive'],
    ['-0', 'notPositive'],
    ['abc', 'notANumber'],
    ['two', 'notANumber'],
    ['2 ha', 'notANumber'],
    ['1e3', 'notANumber'],
    ['NaN', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['+2', 'notANumber'],
    ['1.000,5', 'notANumber'],
    ['1,000.5', 'notANumber'],
    ['2,5,1', 'notANumber'],
    [',', 'notANumber'],
    ['.', 'notANumber'],
    ['--2', 'notANumber'],
    ['9'.repeat(33), 'notANumber'],
    // the largest is 10 000 ha; one ten-thousandth more is too much
    ['10000,0001', 'tooLarge'],
    ['10001', 'tooLarge'],
    ['9'.repeat(32), 'tooLarge'],
    ['0,00001', 'tooPrecise'],
    ['2,12345', 'tooPrecise'],
  ])('%p: %s', (text, problem) => {
    expect(readQuantity(text, hectares)).toEqual({ ok: false, problem })
  })

  test.each<[string, bigint, bigint, number]>([
    ['2', 2n, 1n, 0],
    ['2,5', 5n, 2n, 1],
    ['2.5', 5n, 2n, 1],
    ['2,50', 5n, 2n, 1],
    [',5', 1n, 2n, 1],
    ['.5', 1n, 2n, 1],
    ['5,', 5n, 1n, 0],
    ['0002', 2n, 1n, 0],
    ['0,0001', 1n, 10_000n, 4],
    ['1 000', 1000n, 1n, 0],
    ['10000', 10_000n, 1n, 0],
    ['10 000,0000', 10_000n, 1n, 0],
  ])('%p is %d/%d with %d decimals', (text, numerator, denominator, decimals) => {
    const read = readQuantity(text, hectares)
    if (!read.ok) throw new Error(`${text} should read, not give ${read.problem}`)
    expect(compare(read.value, fraction(numerator, denominator))).toBe(0)
    expect(read.decimals).toBe(decimals)
  })

  test('each quantity has its own decimals: 4 for hectares, 1 for kilometres, 3 for tons', () => {
    expect(readQuantity('12,35', plannerLimits.kilometres)).toEqual({ ok: false, problem: 'tooPrecise' })
    expect(readQuantity('12,3', plannerLimits.kilometres).ok).toBe(true)
    expect(readQuantity('1,0005', plannerLimits.tons)).toEqual({ ok: false, problem: 'tooPrecise' })
    expect(readQuantity('3000,1', plannerLimits.kilometres)).toEqual({ ok: false, problem: 'tooLarge' })
    expect(readQuantity('100000,001', plannerLimits.tons)).toEqual({ ok: false, problem: 'tooLarge' })
  })
})

describe('processingTime: tons ÷ tons per hour', () => {
  test.each<[string, number, { unit: 'hours' | 'minutes'; value: number }]>([
    // 10 ÷ 3 = 3,333… -> 3,3 hours
    ['10', 3, { unit: 'hours', value: 3.3 }],
    ['3', 3, { unit: 'hours', value: 1 }],
    // 3,15 ÷ 3 = 1,05 -> 1,1 (half up)
    ['3.15', 3, { unit: 'hours', value: 1.1 }],
    // 0,1 ÷ 3 × 60 = 2 minutes
    ['0.1', 3, { unit: 'minutes', value: 2 }],
    // 1 ÷ 3 × 60 = 20 minutes; 0,025 ÷ 3 × 60 = 0,5 -> 1 minute
    ['1', 3, { unit: 'minutes', value: 20 }],
    ['0.025', 3, { unit: 'minutes', value: 1 }],
    // 0,001 ÷ 3 × 60 = 0,02 minutes: at least 1 minute is shown, never 0
    ['0.001', 3, { unit: 'minutes', value: 1 }],
    // 2,99 ÷ 3 × 60 = 59,8 -> 60 minutes, which is written as 1,0 hours
    ['2.99', 3, { unit: 'hours', value: 1 }],
    // 100 000 ÷ 3 = 33 333,33… -> 33 333,3
    ['100000', 3, { unit: 'hours', value: 33_333.3 }],
    // a rate with a decimal: 10 ÷ 2,5 = 4
    ['10', 2.5, { unit: 'hours', value: 4 }],
  ])('%p t at %p t an hour: %p', (tons, rate, expected) => {
    const read = readQuantity(tons, plannerLimits.tons)
    if (!read.ok) throw new Error(`${tons} should read`)
    expect(processingTime(read.value, rate)).toEqual(expected)
  })

  test.each([0, -3, NaN])('refuses %p tons per hour', (rate) => {
    expect(() => processingTime(fraction(1), rate)).toThrow(RangeError)
  })
})

describe('randToCents', () => {
  test.each<[number, number]>([
    [1000, 100_000],
    [5.5, 550],
    [5.55, 555],
    [0.29, 29],
    [0.01, 1],
    [1234567.89, 123_456_789],
  ])('R %p is %p cents', (rand, cents) => {
    expect(randToCents(rand)).toBe(cents)
  })

  test.each([0.001, 5.555, NaN, Infinity])('refuses %p, which is not rand to the cent', (rand) => {
    expect(() => randToCents(rand)).toThrow(RangeError)
  })
})

describe('never NaN', () => {
  test('any text in any entry gives an estimate of whole cents or problems, never NaN or a float', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('1e309', 'NaN', '-0', '0,0', '1,5', '10000', '9'.repeat(40), '\u00a0', '٣'),
    )
    const keys = fc.subarray([...allField, ...allProcessing, 'bogus'])
    fc.assert(
      fc.property(text, text, text, keys, (hectares, kilometres, tons, chosen) => {
        const outcome = seasonEstimate(
          { hectares, seed: '', kilometres, tons, field: chosen, processing: chosen },
          prices,
        )
        if (outcome.status !== 'estimate') return
        const { lines, totalCents, processingTime: time } = outcome.estimate
        for (const value of [totalCents, ...lines.flatMap((line) => [line.amountCents, line.unitCents])])
          expect(Number.isSafeInteger(value)).toBe(true)
        for (const line of lines) expect(Number.isFinite(line.quantity) && line.quantity > 0).toBe(true)
        if (time) expect(Number.isFinite(time.value)).toBe(true)
      }),
      { seed: 17, numRuns: 500 },
    )
  })
})

describe('any valid price list prices any valid season to the cent', () => {
  // What the schemas let an owner publish (content/garlic.ts): up to twelve services a group, each
  // from R 0,01 to R 9 999 999,99 (content/schema.ts, rand); what the planner lets a grower enter.
  const cents = fc.integer({ min: 1, max: 999_999_999 })
  const group = (prefix: string) =>
    fc
      .array(cents, { minLength: 1, maxLength: 12 })
      .map((list) => list.map((amount, index) => ({ key: `${prefix}-${index}`, price: amount / 100 })))
  /** A quantity within its limit, with at most its decimals, as a grower may type it (a decimal comma or point). */
  const quantity = (limit: { max: number; decimals: number }) =>
    fc
      .tuple(
        fc.integer({ min: 1, max: limit.max * 10 ** limit.decimals }),
        fc.integer({ min: 0, max: limit.decimals }),
        fc.boolean(),
      )
      .map(([units, places, comma]) => {
        // units in the smallest step, shown with `places` decimals: rounded down to a multiple of what those decimals
        // can write.
        const step = 10 ** (limit.decimals - places)
        const scaled = Math.max(step, Math.floor(units / step) * step)
        const whole = BigInt(scaled) / 10n ** BigInt(limit.decimals)
        const fractionDigits = (BigInt(scaled) % 10n ** BigInt(limit.decimals))
          .toString()
          .padStart(limit.decimals, '0')
          .slice(0, places)
        const exact = { numerator: BigInt(scaled), denominator: 10n ** BigInt(limit.decimals) }
        return { text: places > 0 ? `${whole}${comma ? ',' : '.'}${fractionDigits}` : `${whole}`, exact }
      })
  /** quantity × unit cents, rounded half up to a whole cent, worked on integers only. */
  const expectedCents = (exact: { numerator: bigint; denominator: bigint }, unitCents: number) => {
    const product = exact.numerator * BigInt(unitCents)
    return Number((2n * product + exact.denominator) / (2n * exact.denominator))
  }

  test(
    'every line is its quantity × its price to the cent, the total is their sum, ' +
      'and nothing is NaN or past a safe integer',
    () => {
      fc.assert(
        fc.property(
          group('field'),
          group('processing'),
          cents,
          quantity(plannerLimits.hectares),
          quantity(plannerLimits.kilometres),
          quantity(plannerLimits.tons),
          (field, processing, travel, hectares, kilometres, tons) => {
            const published: SeasonPrices = {
              field,
              processing,
              travelPerKilometre: travel / 100,
              tonsPerHour: 3,
              seeds: [],
            }
            const estimate = estimateOf(
              {
                hectares: hectares.text,
                kilometres: kilometres.text,
                tons: tons.text,
                field: field.map((service) => service.key),
                processing: processing.map((service) => service.key),
              },
              published,
            )
            const expected = [
              ...field.map((service) => expectedCents(hectares.exact, Math.round(service.price * 100))),
              expectedCents(kilometres.exact, travel),
              ...processing.map((service) => expectedCents(tons.exact, Math.round(service.price * 100))),
            ]
            expect(estimate.lines.map((line) => line.amountCents)).toEqual(expected)
            expect(estimate.totalCents).toBe(expected.reduce((sum, amount) => sum + amount, 0))
            for (const value of [
              estimate.totalCents,
              ...estimate.lines.flatMap((line) => [line.amountCents, line.unitCents]),
            ])
              expect(Number.isSafeInteger(value)).toBe(true)
          },
        ),
        { seed: 2026, numRuns: 400 },
      )
    },
  )
})

describe('seasonEstimate: the seed for the land', () => {
  const seedOf = (entries: Partial<SeasonEntries>) => {
    const estimate = estimateOf(entries)
    return {
      total: estimate.totalCents,
      lines: estimate.lines.length,
      seed: estimate.seed && {
        key: estimate.seed.key,
        cloves: estimate.seed.order.cloves,
        kilograms: estimate.seed.order.kilograms,
        bags: estimate.seed.order.bags,
        amount: estimate.seed.order.amountCents,
      },
    }
  }

  test.each([
    // 1 ha: 10 000 m² × 0,9 ÷ 0,045 m² = 200 000 cloves ÷ 220 = 909,09 kg → 91 bags = 910 kg × R 95 = R 86 450.
    [
      'a hectare of priced seed, nothing else',
      { hectares: '1', seed: 'pink-egyptian' },
      {
        total: 8_645_000,
        lines: 0,
        seed: { key: 'pink-egyptian', cloves: 200_000, kilograms: 910, bags: 91, amount: 8_645_000 },
      },
    ],
    // 0,5 ha: 100 000 cloves ÷ 220 = 454,5 kg → 46 bags = 460 kg × R 95 = R 43 700.
    [
      'half a hectare, written with a comma',
      { hectares: '0,5', seed: 'pink-egyptian' },
      {
        total: 4_370_000,
        lines: 0,
        seed: { key: 'pink-egyptian', cloves: 100_000, kilograms: 460, bags: 46, amount: 4_370_000 },
      },
    ],
    // 0,001 ha = 10 m²: 200 cloves = 0,91 kg, under the minimum of 10 kg: one bag, R 950.
    [
      'a plot under the minimum',
      { hectares: '0,001', seed: 'pink-egyptian' },
      { total: 95_000, lines: 0, seed: { key: 'pink-egyptian', cloves: 200, kilograms: 10, bags: 1, amount: 95_000 } },
    ],
    // 1 ha of Shani: 9 000 m² ÷ 0,03 m² = 300 000 cloves ÷ 260 = 1 153,85 kg → 116 bags = 1 160 kg, on request:
    // not in the total.
    [
      'seed priced on request',
      { hectares: '1', seed: 'shani' },
      { total: 0, lines: 0, seed: { key: 'shani', cloves: 300_000, kilograms: 1_160, bags: 116, amount: null } },
    ],
    // 2 ha with all field services and 100 km: R 14 000 + R 550 = R 14 550; 400 000 cloves ÷ 220 = 1 818,18 kg →
    // 182 bags = 1 820 kg × R 95 = R 172 900; in all R 187 450.
    [
      'seed with the field services',
      { hectares: '2', seed: 'pink-egyptian', field: allField, kilometres: '100' },
      {
        total: 18_745_000,
        lines: 4,
        seed: { key: 'pink-egyptian', cloves: 400_000, kilograms: 1_820, bags: 182, amount: 17_290_000 },
      },
    ],
    [
      'no seed chosen',
      { hectares: '2', field: allField, kilometres: '100' },
      { total: 1_455_000, lines: 4, seed: null },
    ],
  ] as const)('%s', (_, entries, expected) => {
    expect(seedOf(entries)).toEqual(expected)
  })

  test.each([
    ['seed without its land', { seed: 'pink-egyptian' }, { hectares: 'empty' }],
    ['seed with land that is not a number', { seed: 'pink-egyptian', hectares: 'two' }, { hectares: 'notANumber' }],
    // A distance asks for the field services, seed or no seed.
    [
      'seed and a distance, no field service',
      { seed: 'pink-egyptian', hectares: '1', kilometres: '10' },
      { field: 'noService' },
    ],
    // A variety not offered (sold out) is no seed: the hectares then ask for a field service, as before.
    ['a variety not offered', { seed: 'white-eastern', hectares: '1' }, { field: 'noService', kilometres: 'empty' }],
  ] as const)('%s: what it still needs', (_, entries, problems) => {
    expect(seasonEstimate({ ...nothing, ...entries }, prices)).toEqual({ status: 'incomplete', problems })
  })
})

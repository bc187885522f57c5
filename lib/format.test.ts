import fc from 'fast-check'
import { formatAsIs, formatCents, formatNumber, formatPercent, formatPercentRange, formatRand } from '@/lib/format'
import { formatPrice } from '@/lib/prices'

// en-ZA groups thousands with a no-break space (U+00A0) and uses a decimal comma.
const nb = '\u00a0'

describe('formatNumber', () => {
  test.each<[number, number | undefined, string]>([
    [0, undefined, '0'],
    [7, undefined, '7'],
    [999, undefined, '999'],
    [1000, undefined, `1${nb}000`],
    [10117, undefined, `10${nb}117`],
    [10117.4, undefined, `10${nb}117`],
    [10117.5, undefined, `10${nb}118`],
    [1234567, undefined, `1${nb}234${nb}567`],
    [1.0117, 4, '1,0117'],
    [1.01174, 4, '1,0117'],
    [1.01175, 4, '1,0118'],
    [0.00004, 4, '0,0000'],
    [0.00005, 4, '0,0001'],
    [22.2222, 2, '22,22'],
    [12.5, 2, '12,50'],
    [11.11111, 2, '11,11'],
    // Half away from zero on the decimal as written, not on the binary float: 2.675 is stored as
    // 2.67499999..., yet reads 2,68, as a person and the browsers' own formatter round it.
    [2.675, 2, '2,68'],
    [1.005, 2, '1,01'],
    [0.125, 2, '0,13'],
    [0.5, undefined, '1'],
    [2.5, undefined, '3'],
    [-2.5, undefined, '-3'],
    // Rounding a small negative number to zero shows no sign.
    [-0.4, undefined, '0'],
    [-0.00001, 4, '0,0000'],
    [-1500, undefined, `-1${nb}500`],
    // Numbers String() writes with an exponent.
    [1e-7, 4, '0,0000'],
    [1e21, undefined, `1${nb}000${nb}000${nb}000${nb}000${nb}000${nb}000${nb}000`],
    [123456789.123456, 4, `123${nb}456${nb}789,1235`],
  ])('%p with %p decimals is %p', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected)
  })

  test.each([NaN, Infinity, -Infinity])('refuses %p rather than print it', (value) => {
    expect(() => formatNumber(value)).toThrow(RangeError)
  })

  test.each([-1, 1.5])('refuses %p decimal places', (decimals) => {
    expect(() => formatNumber(1, decimals)).toThrow(RangeError)
  })
})

describe('formatAsIs: the decimals a number has, up to four, none added', () => {
  test.each([
    [2, '2'],
    [2.5, '2,5'],
    [10_000, `10${nb}000`],
    [1.2346, '1,2346'],
    [1.23456, '1,2346'],
    [0.1, '0,1'],
  ])('%f is %s', (value, expected) => {
    expect(formatAsIs(value)).toBe(expected)
  })
  test('at most as many decimals as asked', () => {
    expect(formatAsIs(1.25, 1)).toBe('1,3')
  })
})

describe('formatRand', () => {
  test.each<[number, string]>([
    [1000, `R${nb}1${nb}000`],
    [2500, `R${nb}2${nb}500`],
    [100000, `R${nb}100${nb}000`],
    [450, `R${nb}450`],
    [5.5, `R${nb}5,50`],
    [0.5, `R${nb}0,50`],
    [0.005, `R${nb}0,01`],
    [1234.567, `R${nb}1${nb}234,57`],
    [1234.565, `R${nb}1${nb}234,57`],
    [-5.5, `-R${nb}5,50`],
    [-0.001, `R${nb}0,00`],
  ])('%p rand is %p', (amount, expected) => {
    expect(formatRand(amount)).toBe(expected)
  })

  test('refuses a non-finite amount', () => {
    expect(() => formatRand(NaN)).toThrow(RangeError)
  })
})

describe('formatCents', () => {
  test.each<[number, string]>([
    [0, `R${nb}0`],
    [1, `R${nb}0,01`],
    [55, `R${nb}0,55`],
    [550, `R${nb}5,50`],
    [100_000, `R${nb}1${nb}000`],
    [4_005_000, `R${nb}40${nb}050`],
    [123_456_789, `R${nb}1${nb}234${nb}567,89`],
    // Past a float's exact cents (2^53 is about 9 × 10^15): still every digit right.
    [9_007_199_254_740_991, `R${nb}90${nb}071${nb}992${nb}547${nb}409,91`],
    [-550, `-R${nb}5,50`],
  ])('%p cents is %p', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected)
  })

  test.each([0.5, NaN, Infinity, 2 ** 53])('refuses %p, which is not a safe whole number of cents', (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError)
  })
})

describe('formatPercent', () => {
  test.each<[number, string]>([
    [65, '65%'],
    [8, '8%'],
  ])('%p is %p', (value, expected) => {
    expect(formatPercent(value)).toBe(expected)
  })
})

describe('formatPercentRange', () => {
  test.each([
    [8, 12, 0, '8–12%'],
    [30, 40, 0, '30–40%'],
    // One decimal each side: 7,5 and 12,0 with the decimal comma.
    [7.5, 12, 1, '7,5–12,0%'],
  ])('%d to %d (%d decimals) is %s', (min, max, decimals, text) => {
    expect(formatPercentRange(min, max, decimals)).toBe(text)
  })
})

describe("the browser's own locale data makes no difference", () => {
  const RealNumberFormat = Intl.NumberFormat

  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat
  })

  test('with an Intl that writes en-ZA the CLDR 44 and 45 way (1,234.56), the figures are the same', () => {
    // A browser released in 2024: en-ZA with comma grouping and a decimal point.
    const cldr45 = function (locale?: string | string[], options?: Intl.NumberFormatOptions) {
      return new RealNumberFormat(locale === 'en-ZA' ? 'en-US' : locale, options)
    } as unknown as typeof Intl.NumberFormat
    Intl.NumberFormat = cldr45
    expect(new Intl.NumberFormat('en-ZA').format(1234.56)).toBe('1,234.56')

    expect(formatNumber(10117)).toBe(`10${nb}117`)
    expect(formatNumber(1.0117, 4)).toBe('1,0117')
    expect(formatRand(1000)).toBe(`R${nb}1${nb}000`)
    expect(formatRand(5.5)).toBe(`R${nb}5,50`)
  })

  test('with no Intl.NumberFormat at all, the figures are the same', () => {
    Intl.NumberFormat = undefined as unknown as typeof Intl.NumberFormat
    expect(formatNumber(22.2222, 2)).toBe('22,22')
    expect(formatRand(2500)).toBe(`R${nb}2${nb}500`)
  })

  test("agrees digit for digit with this Node's en-ZA (CLDR 46 and later), for any number and places", () => {
    const intl = (value: number, decimals: number) =>
      new RealNumberFormat('en-ZA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
        .format(value)
        .replace(/^-(?=0(?:,0*)?$)/, '')
    // The property only means something where the runtime writes en-ZA the way the site does.
    expect(intl(1234.5, 1)).toBe(`1${nb}234,5`)
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          expect(formatNumber(value, decimals)).toBe(intl(value, decimals))
        },
      ),
      { seed: 20261123, numRuns: 2000 },
    )
  })
})

describe('any amount an owner may publish is written one way, in both languages', () => {
  // R 0,01 to R 9 999 999,99 (content/schema.ts, rand), as whole cents.
  const amounts = fc.integer({ min: 1, max: 999_999_999 })

  test('R, a no-break space, thousands grouped by no-break spaces, and cents only where there are any', () => {
    fc.assert(
      fc.property(amounts, (cents) => {
        const rand = cents / 100
        const written = formatRand(rand)
        expect(written).toMatch(
          cents % 100 === 0
            ? /^R\u00a0[1-9]\d{0,2}(?:\u00a0\d{3})*$|^R\u00a00$/
            : /^R\u00a0(?:0|[1-9]\d{0,2}(?:\u00a0\d{3})*),\d{2}$/,
        )
        // Read back, it is the amount to the cent.
        const [whole, decimals = '00'] = written
          .slice(2)
          .replace(/\u00a0/g, '')
          .split(',')
        expect(Number(whole) * 100 + Number(decimals)).toBe(cents)
        // Held as cents (the season planner), the amount reads exactly the same.
        expect(formatCents(cents)).toBe(written)
      }),
      { seed: 7, numRuns: 2000 },
    )
  })

  test('a price reads the same in English and Afrikaans up to the words after it', () => {
    const per = {
      en: { hectare: 'per hectare', ton: 'per ton', kilometre: 'per kilometre', kilogram: 'per kg' },
      af: { hectare: 'per hektaar', ton: 'per ton', kilometre: 'per kilometer', kilogram: 'per kg' },
    }
    fc.assert(
      fc.property(
        amounts,
        fc.constantFrom('hectare', 'ton', 'kilometre') as fc.Arbitrary<'hectare' | 'ton' | 'kilometre'>,
        (cents, unit) => {
          const price = { amount: cents / 100, unit }
          const english = formatPrice(price, per.en)
          const afrikaans = formatPrice(price, per.af)
          expect(english.slice(0, -per.en[unit].length)).toBe(afrikaans.slice(0, -per.af[unit].length))
          expect(english).toBe(`${formatRand(cents / 100)} ${per.en[unit]}`)
        },
      ),
      { seed: 8, numRuns: 500 },
    )
  })

  test(
    'any figure the pages show (a count, hectares to four places, plants per m² ' +
      'to two) groups its thousands and keeps its decimals',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), fc.integer({ min: 0, max: 4 }), (units, decimals) => {
          const value = units / 10 ** decimals
          const written = formatNumber(value, decimals)
          expect(written).toMatch(
            decimals === 0
              ? /^(?:0|[1-9]\d{0,2}(?:\u00a0\d{3})*)$/
              : new RegExp(`^(?:0|[1-9]\\d{0,2}(?:\\u00a0\\d{3})*),\\d{${decimals}}$`),
          )
          expect(Number(written.replace(/\u00a0/g, '').replace(',', '.'))).toBeCloseTo(value, decimals)
        }),
        { seed: 9, numRuns: 2000 },
      )
    },
  )
})

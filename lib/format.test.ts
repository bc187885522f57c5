import { formatNumber, formatPercent, formatRand, formatPercentRange } from '@/lib/format'

// en-ZA groups thousands with a no-break space (U+00A0) and uses a decimal comma.
const nb = '\u00a0'

describe('formatNumber', () => {
  test.each<[number, number | undefined, string]>([
    [0, undefined, '0'],
    [7, undefined, '7'],
    [999, undefined, '999'],
    [1000, undefined, `1${nb}000`],
    [10117.4, undefined, `10${nb}117`],
    [10117.5, undefined, `10${nb}118`],
    [1234567, undefined, `1${nb}234${nb}567`],
    [1.01174, 4, '1,0117'],
    [1.01175, 4, '1,0118'],
    [0.00004, 4, '0,0000'],
    [22.2222, 2, '22,22'],
    [11.11111, 2, '11,11'],
    [-0.4, undefined, '0'],
    [-0.00001, 4, '0,0000'],
    [-1500, undefined, `-1${nb}500`],
    [1e21, undefined, `1${nb}000${nb}000${nb}000${nb}000${nb}000${nb}000${nb}000`],
  ])('%p with %p decimals is %p', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected)
  })

  test.each([NaN, Infinity, -Infinity])('refuses %p rather than print it', (value) => {
    expect(() => formatNumber(value)).toThrow(RangeError)
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
    [1234.567, `R${nb}1${nb}234,57`],
  ])('%p rand is %p', (amount, expected) => {
    expect(formatRand(amount)).toBe(expected)
  })

  test('refuses a non-finite amount', () => {
    expect(() => formatRand(NaN)).toThrow(RangeError)
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

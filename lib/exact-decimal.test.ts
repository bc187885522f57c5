import {
  compare,
  divide,
  fixedDigits,
  floorOf,
  fraction,
  isWhole,
  multiply,
  parseDecimal,
  roundHalfUp,
} from '@/lib/exact-decimal'

function asText(value: ReturnType<typeof parseDecimal>): string | null {
  return value && `${value.numerator}/${value.denominator}`
}

describe('parseDecimal', () => {
  test.each<[string, string]>([
    ['0', '0/1'],
    ['1000', '1000/1'],
    ['2.5', '25/10'],
    ['0.1', '1/10'],
    ['.5', '5/10'],
    ['-3', '-3/1'],
    ['-0.25', '-25/100'],
    ['1000.0', '10000/10'],
    ['007', '7/1'],
    ['1e3', '1000/1'],
    ['1E3', '1000/1'],
    ['2.5e2', '250/1'],
    ['1e-2', '1/100'],
    ['1.5e+1', '15/1'],
  ])('reads %p as %p', (text, expected) => {
    expect(asText(parseDecimal(text))).toBe(expected)
  })

  test.each([
    '',
    ' ',
    'abc',
    '1,5',
    '1.',
    '+5',
    '--1',
    '1e',
    'e3',
    '.',
    '-',
    '1.2.3',
    '1 000',
    'NaN',
    'Infinity',
    '0x10',
    ' 5',
  ])('refuses %p', (text) => {
    expect(parseDecimal(text)).toBeNull()
  })

  test('refuses text longer than any number a person types', () => {
    expect(parseDecimal('1'.repeat(65))).toBeNull()
    expect(asText(parseDecimal('1'.repeat(64)))).toBe(`${'1'.repeat(64)}/1`)
  })

  test('bounds huge exponents without losing which side of a limit the value is on', () => {
    const huge = parseDecimal('1e999999999')
    const tiny = parseDecimal('1e-999999999')
    expect(huge && compare(huge, fraction(10n ** 399n))).toBe(1)
    expect(tiny && compare(tiny, fraction(0))).toBe(1)
    expect(tiny && compare(tiny, fraction(1, 10n ** 399n))).toBe(-1)
    expect(asText(parseDecimal('0e999999999'))).toBe('0/1')
  })
})

describe('arithmetic', () => {
  test('0.15 × 0.30 × 1.1 is 0.0495 exactly (15 × 30 × 11 / 100 000 = 4 950 / 100 000)', () => {
    const area = multiply(fraction(15, 100), fraction(30, 100), fraction(11, 10))
    expect(compare(area, fraction(495, 10000))).toBe(0)
  })

  test('divide: 4046.86 ÷ 0.045 = (404 686 / 100) × (1 000 / 45) = 4 046 860 / 45', () => {
    expect(compare(divide(fraction(404686, 100), fraction(45, 1000)), fraction(4046860, 45))).toBe(0)
  })

  test('a negative denominator moves its sign to the numerator', () => {
    expect(fraction(3, -4)).toEqual({ numerator: -3n, denominator: 4n })
    expect(() => fraction(1, 0)).toThrow(RangeError)
  })

  test.each<[string, boolean]>([
    ['1000', true],
    ['1000.0', true],
    ['1e3', true],
    ['2.5', false],
    ['0.1', false],
  ])('%p is whole: %p', (text, expected) => {
    expect(isWhole(parseDecimal(text)!)).toBe(expected)
  })
})

describe('floorOf', () => {
  test.each<[number, number, number]>([
    [200000, 1, 200000],
    [1999999, 10, 199999],
    [9, 10, 0],
    [0, 1, 0],
  ])('%p/%p rounds down to %p', (numerator, denominator, expected) => {
    expect(floorOf(fraction(numerator, denominator))).toBe(expected)
  })

  test('refuses a negative value', () => {
    expect(() => floorOf(fraction(-1, 2))).toThrow(RangeError)
  })
})

describe('roundHalfUp', () => {
  test.each<[number, number, number, number]>([
    // 49.5 m² to whole: exactly half, so up to 50
    [495, 10, 0, 50],
    [4949, 100, 0, 49],
    // 0.00495 ha to 4 places: the 5th digit is exactly 5, so up to 0.0050
    [495, 100000, 4, 0.005],
    // 49.5 / 4046.86 = 0.0122317... to 4 places
    [4950, 404686, 4, 0.0122],
    // 10 000 / 450 = 22.222... to 2 places
    [10000, 450, 2, 22.22],
    // 10 000 / 800 = 12.5 to 2 places stays 12.50
    [10000, 800, 2, 12.5],
    // 2 / 3 to 2 places: 0.666... up to 0.67
    [2, 3, 2, 0.67],
    [0, 1, 4, 0],
    // 15 significant digits still come back exactly
    [123456789012345, 10000, 4, 12345678901.2345],
  ])('%p/%p to %p places is %p', (numerator, denominator, decimals, expected) => {
    expect(roundHalfUp(fraction(numerator, denominator), decimals)).toBe(expected)
  })

  test('refuses a negative value', () => {
    expect(() => roundHalfUp(fraction(-1, 2), 0)).toThrow(RangeError)
  })
})

describe('fixedDigits', () => {
  test.each<[string, number, string]>([
    // [decimal, places, sign whole , fraction]
    ['10117', 0, '+10117'],
    ['10117.5', 0, '+10118'],
    ['1.01175', 4, '+1.0118'],
    ['2.675', 2, '+2.68'],
    ['0.00004', 4, '+0.0000'],
    ['0.5', 0, '+1'],
    ['12.5', 2, '+12.50'],
    ['-2.5', 0, '-3'],
    ['-1500', 0, '-1500'],
    // Rounds to zero: no sign.
    ['-0.4', 0, '+0'],
    ['-0.00001', 4, '+0.0000'],
    ['1e21', 0, '+1000000000000000000000'],
    ['5e-7', 6, '+0.000001'],
  ])('%p to %p places is %p', (text, decimals, expected) => {
    const digits = fixedDigits(parseDecimal(text)!, decimals)
    expect(`${digits.negative ? '-' : '+'}${digits.whole}${digits.fraction ? `.${digits.fraction}` : ''}`).toBe(
      expected,
    )
  })

  test('2/3 to 3 places is 0.667 (a fraction that is no finite decimal)', () => {
    expect(fixedDigits(fraction(2, 3), 3)).toEqual({ negative: false, whole: '0', fraction: '667' })
  })

  test.each([-1, 0.5, NaN])('refuses %p places', (decimals) => {
    expect(() => fixedDigits(fraction(1), decimals)).toThrow(RangeError)
  })
})

import { formatPrice, priceSchema } from '@/lib/prices'

// The formatter writes a no-break space (U+00A0) between R and the amount and between thousands.
const nbsp = '\u00a0'

describe('formatPrice', () => {
  test.each([
    [{ amount: 1000, unit: 'hectare' as const }, `R${nbsp}1${nbsp}000 per hectare`],
    [{ amount: 3500, unit: 'hectare' as const }, `R${nbsp}3${nbsp}500 per hectare`],
    [{ amount: 450, unit: 'ton' as const }, `R${nbsp}450 per ton`],
    [{ amount: 5.5, unit: 'kilometre' as const }, `R${nbsp}5,50 per kilometre`],
  ])('%j is written %s', (price, text) => {
    expect(formatPrice(price)).toBe(text)
  })
})

describe('priceSchema', () => {
  test.each([
    [{ amount: 0, unit: 'ton' }],
    [{ amount: -5, unit: 'ton' }],
    [{ amount: 5.505, unit: 'kilometre' }],
    [{ amount: 100, unit: 'acre' }],
  ])('refuses %j', (price) => {
    expect(priceSchema.safeParse(price).success).toBe(false)
  })
  test('accepts rand and cents per kilometre', () => {
    expect(priceSchema.parse({ amount: 5.5, unit: 'kilometre' })).toEqual({ amount: 5.5, unit: 'kilometre' })
  })
})

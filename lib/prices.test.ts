import { formatPrice, type PerUnitWords } from '@/lib/prices'

// The formatter writes a no-break space (U+00A0) between R and the amount and between thousands.
const nbsp = '\u00a0'
const english: PerUnitWords = { hectare: 'per hectare', ton: 'per ton', kilometre: 'per kilometre', kilogram: 'per kg' }
const afrikaans: PerUnitWords = {
  hectare: 'per hektaar',
  ton: 'per ton',
  kilometre: 'per kilometer',
  kilogram: 'per kg',
}

describe('formatPrice', () => {
  test.each([
    [{ amount: 1000, unit: 'hectare' as const }, english, `R${nbsp}1${nbsp}000 per hectare`],
    [{ amount: 3500, unit: 'hectare' as const }, english, `R${nbsp}3${nbsp}500 per hectare`],
    [{ amount: 450, unit: 'ton' as const }, english, `R${nbsp}450 per ton`],
    [{ amount: 5.5, unit: 'kilometre' as const }, english, `R${nbsp}5,50 per kilometre`],
    // The same amount, the page's own words.
    [{ amount: 5.5, unit: 'kilometre' as const }, afrikaans, `R${nbsp}5,50 per kilometer`],
  ])('%j is written %s', (price, words, text) => {
    expect(formatPrice(price, words)).toBe(text)
  })
})

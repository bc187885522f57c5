import { garlicVarieties } from '@/content/garlic-varieties'

// The varieties and spacings the product specification lists (section 3), in its order.
test('the calculator offers the five specified varieties, Pink Egyptian first', () => {
  expect(garlicVarieties.map(({ key, stockLabel, plantSpacingCm, rowSpacingCm }) => [key, stockLabel, plantSpacingCm, rowSpacingCm])).toEqual([
    ['pink-egyptian', 'Pink Egyptian Seeds, Popular', 15, 30],
    ['white-egyptian', 'LIMITED STOCK', 15, 30],
    ['shani', 'LIMITED STOCK', 12, 25],
    ['white-eastern', 'LIMITED STOCK', 15, 30],
    ['giant-elephant', 'Giant/Elephant Seeds, Available', 20, 40],
  ])
})

import { aaTextContrast, contrastRatio, relativeLuminance } from '@/lib/colour-contrast'

describe('relativeLuminance', () => {
  test.each<[string, number]>([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#fff', 1],
    ['#FF0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#808080', 0.2158605],
  ])('%s is %d', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 6)
  })

  test.each(['black', '#12345', '1a3021', 'rgb(0 0 0)'])('refuses %p, which is no hex colour', (colour) => {
    expect(() => relativeLuminance(colour)).toThrow(/Not a hex colour/)
  })
})

describe('contrastRatio', () => {
  test.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#1a3021', '#1a3021', 1],
    // The grey that just fails AA on white, and the one that just passes.
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2)
  })

  test('AA for body text is 4.5', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(aaTextContrast)
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(aaTextContrast)
  })
})

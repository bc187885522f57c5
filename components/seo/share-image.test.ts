import { themeColour } from '@/content/theme'
import { aaTextContrast, contrastRatio } from '@/lib/colour-contrast'
import { shareImageText, shareImageTints } from './share-image'

describe("the share card's words on each tint", () => {
  const pairs = Object.entries(shareImageTints).flatMap(([tint, colours]) =>
    [
      ['eyebrow', colours.accent],
      ['title', shareImageText.title],
      ['site name', shareImageText.siteName],
    ].map(([part, colour]) => [tint, part!, colour!, colours.background] as const),
  )

  test.each(pairs)('the %s card: the %s (%s on %s) passes WCAG AA', (_tint, _part, text, background) => {
    expect(contrastRatio(themeColour(text), themeColour(background))).toBeGreaterThanOrEqual(aaTextContrast)
  })
})

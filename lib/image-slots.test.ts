import { lengthAt, narrowPhotoWarnings, picturePlaces, slotAt, variantFor, widestSlot } from './image-slots'

describe('lengthAt', () => {
  test.each([
    ['540px', 1280, 540],
    ['46vw', 1000, 460],
    ['20rem', 1280, 320],
    ['calc(100vw - 4rem)', 1023, 959],
    ['calc(100vw - 2.5rem)', 767, 727],
    // A column of a grid: its share of the screen less the gutters and the gaps between columns.
    ['calc((100vw - 88px) / 2)', 1000, 456],
  ])('%s at a %d px screen is %d px', (length, viewport, expected) =>
    expect(lengthAt(length, viewport)).toBeCloseTo(expected, 6),
  )

  test('a length it does not know is refused by name', () =>
    expect(() => lengthAt('50%', 1000)).toThrow('A length this reader does not know: 50%'))
})

describe('slotAt: how wide sizes says a picture is drawn on one screen', () => {
  test.each([
    ['(min-width: 1280px) 254px, (min-width: 640px) calc((100vw - 88px) / 2), calc(100vw - 40px)', 1280, 254],
    ['(min-width: 1280px) 254px, (min-width: 640px) calc((100vw - 88px) / 2), calc(100vw - 40px)', 1024, 468],
    ['(min-width: 1280px) 254px, (min-width: 640px) calc((100vw - 88px) / 2), calc(100vw - 40px)', 375, 335],
  ])('%s at %d px: %d', (sizes, viewport, expected) => expect(slotAt(sizes, viewport)).toBeCloseTo(expected, 6))
})

describe('widestSlot: the widest a picture is drawn, in CSS pixels', () => {
  test.each([
    // The hero: 540 px from 1152, 46% of the screen from 1024 (at most 529.46 at 1151), and below
    // 1024 the screen less 4rem (959 at 1023): the phone-to-tablet range is the widest.
    ['(min-width: 1152px) 540px, (min-width: 1024px) 46vw, calc(100vw - 4rem)', 959],
    // The larger view: 1200 px from 1280, the whole screen below (1279 at most).
    ['(min-width: 1280px) 1200px, 100vw', 1279],
    // Meet the Owner's portrait: 20rem everywhere.
    ['(min-width: 768px) 20rem, 20rem', 320],
    // A variety card: 352 px from 1152, 30vw from 768 (345.3 at 1151), else the screen less 2.5rem (727 at 767).
    ['(min-width: 1152px) 352px, (min-width: 768px) 30vw, calc(100vw - 2.5rem)', 727],
    ['(max-width: 600px) 100vw, 300px', 600],
  ])('%s: %d', (sizes, expected) => expect(widestSlot(sizes)).toBeCloseTo(expected, 1))
})

describe('variantFor: what a screen of twice the density fetches', () => {
  const widths = [480, 800, 1200, 1600]
  test.each([
    [320, 800], // 640 device pixels: the 800 variant
    [400, 800], // exactly 800
    [401, 1200],
    [959, 1600], // 1918: past the widest, so the widest
    [1279, 1600],
  ])('a %d px slot: the %d px variant', (slot, expected) => expect(variantFor(slot, widths)).toBe(expected))
})

describe('narrowPhotoWarnings', () => {
  const widths = [480, 800, 1200, 1600]
  const photo = (source: string, width: number, scalable = false) => ({
    source,
    width,
    scalable,
    variantUrls: [`/img/${source}-480.avif`],
  })
  const place = (source: string, sizes: string) => ({ page: '/garlic', sizes, urls: [`/img/${source}-480.avif`] })
  const lightbox = '(min-width: 1280px) 1200px, 100vw'
  const portrait = '(min-width: 768px) 20rem, 20rem'

  test.each<[string, number, string, boolean]>([
    ['a photo exactly as wide as the variant it needs', 1600, lightbox, false],
    ['one pixel narrower', 1599, lightbox, true],
    ['a portrait shown at 20rem needs only 800', 800, portrait, false],
    ['a portrait of 799', 799, portrait, true],
  ])('%s (%d px)', (_, width, sizes, warns) => {
    expect(narrowPhotoWarnings([place('a', sizes)], [photo('a', width)], widths).length).toBe(warns ? 1 : 0)
  })

  test('a drawing never warns; a photo warns once, for its widest place, naming the file and the width to use', () => {
    const warnings = narrowPhotoWarnings(
      [place('herd', portrait), place('herd', lightbox), place('drawing', lightbox)],
      [photo('content/images/cattle/herd.jpg', 900), photo('drawing', 200, true)].map((entry, index) => ({
        ...entry,
        variantUrls: [`/img/${['herd', 'drawing'][index]}-480.avif`],
      })),
      widths,
    )
    expect(warnings).toEqual([
      'content/images/cattle/herd.jpg is 900 px wide; on /garlic it is shown up to ' +
        '1600 px wide on a sharp screen, so it may look soft. A photo at least 1600 ' +
        'px wide is sharper.',
    ])
  })
})

describe('picturePlaces', () => {
  test('reads each source and img with variants and sizes, and skips the phone-hiding 1px source', () => {
    const html =
      '<picture><source media="(max-width: 767.98px)" srcSet="data:image/gif;base64,R0 1w" sizes="1px"/>' +
      '<source type="image/avif" srcSet="/img/a-480.avif 480w, /img/a-800.avif 800w" sizes="20rem"/>' +
      '<img src="/img/a-800.webp" srcSet="/img/a-480.webp 480w" sizes="20rem" ' +
      'alt="x"/></picture><img src="/icon.svg" alt="">'
    expect(picturePlaces('/', html)).toEqual([
      { page: '/', sizes: '20rem', urls: ['/img/a-480.avif', '/img/a-800.avif'] },
      { page: '/', sizes: '20rem', urls: ['/img/a-480.webp'] },
    ])
  })
})

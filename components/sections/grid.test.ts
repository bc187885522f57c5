import { cardGrid, certificationColumns, columnSizes, testimonialColumns } from '@/components/sections/grid'
import { slotAt } from '@/lib/image-slots'

const columnsAt = (classes: string, breakpoint: '' | 'sm' | 'md' | 'lg' | 'xl') => {
  const prefix = breakpoint ? `${breakpoint}:` : ''
  return Number(
    /grid-cols-(\d)/.exec(classes.split(' ').find((c) => c.startsWith(`${prefix}grid-cols-`)) ?? '')?.[1] ?? 0,
  )
}
const widest = (classes: string) =>
  Math.max(1, ...(['', 'sm', 'md', 'lg', 'xl'] as const).map((b) => columnsAt(classes, b)))
/** The columns a grid's classes lay out on a screen this wide. */
const columnsOn = (classes: string, viewport: number) =>
  (
    [
      ['xl', 1280],
      ['lg', 1024],
      ['md', 768],
      ['sm', 640],
    ] as const
  ).reduce((found, [breakpoint, from]) => found || (viewport >= from ? columnsAt(classes, breakpoint) : 0), 0) || 1

/**
 * A card's width as the page lays it out: the content box (72rem at most, inside its gutters), less the gaps, shared by
 * the columns.
 */
function cardWidth(columns: number, viewport: number, gap: number, maxWidth = Infinity): number {
  const box = Math.min(Math.min(viewport, 1152) - 2 * (viewport >= 640 ? 32 : 20), maxWidth)
  return (box - (columns - 1) * gap) / columns
}

describe('cardGrid', () => {
  test.each<[number, 3 | 4, number]>([
    [1, 3, 1],
    [2, 3, 2],
    [3, 3, 3],
    [4, 3, 2],
    [4, 4, 4],
    [5, 3, 3],
    [7, 4, 4],
  ])('%p cards (at most %p a row) lay out at most %p a row', (count, most, expected) => {
    expect(widest(cardGrid(count, { widest: most, gap: 24 }).className)).toBe(expected)
  })

  test('never more columns than cards', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (const most of [3, 4] as const)
        expect(widest(cardGrid(count, { widest: most, gap: 24 }).className)).toBeLessThanOrEqual(Math.min(count, most))
    }
  })

  // Any count of cards, on every screen from the narrowest phone to a wide desktop: the picture's
  // `sizes` is the card's width (to the pixel), so the browser fetches the file the card needs.
  test('a picture’s sizes is its card’s width at every count and every screen width', () => {
    // 92 000 cases: each one that differs is listed, and one assertion reads the list.
    const wrong: { count: number; most: number; gap: number; viewport: number; sizes: number; card: number }[] = []
    for (let count = 1; count <= 12; count += 1) {
      for (const most of [3, 4] as const) {
        for (const gap of [20, 24, 32]) {
          const grid = cardGrid(count, { widest: most, gap })
          for (let viewport = 320; viewport <= 1600; viewport += 1) {
            const columns = columnsOn(grid.className, viewport)
            const card =
              Math.round(
                cardWidth(columns, viewport, gap, grid.className.includes('max-w-2xl') ? 672 : Infinity) * 10,
              ) / 10
            const sizes = Math.round(slotAt(grid.sizes, viewport) * 10) / 10
            if (sizes !== card && wrong.length < 20) wrong.push({ count, most, gap, viewport, sizes, card })
          }
        }
      }
    }
    expect(wrong).toEqual([])
  })

  test.each([
    // Hand-worked: four a row from 1280 px, (1088 - 3 × 24) / 4 = 254; two a row from 640 px; one below.
    [
      [
        ['sm', 2],
        ['xl', 4],
      ] as const,
      24,
      undefined,
      '(min-width: 1280px) 254px, (min-width: 1152px) 532px, (min-width: 640px) ' +
        'calc((100vw - 88px) / 2), calc(100vw - 40px)',
    ],
    // One card kept to 672 px: fixed from 736 px (672 + two 32 px gutters).
    [[] as const, 24, 672, '(min-width: 736px) 672px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)'],
  ])('columnSizes(%j, gap %d, max %p)', (plan, gap, maxWidth, expected) => {
    expect(columnSizes(plan, gap, maxWidth)).toBe(expected)
  })

  test('a title has room for its longest word: no three a row below 1024 px, no four below 1280 px', () => {
    for (let count = 1; count <= 12; count += 1) {
      const { className } = cardGrid(count, { widest: 4, gap: 24 })
      expect({ count, at1023: columnsOn(className, 1023) <= 2, at1279: columnsOn(className, 1279) <= 3 }).toEqual({
        count,
        at1023: true,
        at1279: true,
      })
    }
  })
})

describe('testimonialColumns', () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [8, 3],
  ])('%p testimonials: at most %p a row, three from medium screens (the specification)', (count, expected) => {
    expect(widest(testimonialColumns(count))).toBe(expected)
    if (count >= 3) expect(columnsOn(testimonialColumns(count), 768)).toBe(3)
  })
})

describe('certificationColumns', () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [7, 3],
  ])('%p certifications: at most %p a row', (count, expected) => {
    expect(widest(certificationColumns(count))).toBe(expected)
  })
})

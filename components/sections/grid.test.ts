import { cardColumns, certificationColumns } from '@/components/sections/grid'

const columnsAt = (classes: string, breakpoint: '' | 'sm' | 'md' | 'lg') => {
  const prefix = breakpoint ? `${breakpoint}:` : ''
  return Number(/grid-cols-(\d)/.exec(classes.split(' ').find((c) => c.startsWith(`${prefix}grid-cols-`)) ?? '')?.[1] ?? 0)
}
const widest = (classes: string) => Math.max(1, ...(['', 'sm', 'md', 'lg'] as const).map((b) => columnsAt(classes, b)))

describe('cardColumns', () => {
  test.each<[number, 3 | 4, number]>([
    [1, 3, 1],
    [2, 3, 2],
    [3, 3, 3],
    [4, 3, 2],
    [4, 4, 4],
    [5, 3, 3],
    [7, 4, 4],
  ])('%p cards (at most %p a row) lay out at most %p a row', (count, most, expected) => {
    expect(widest(cardColumns(count, most))).toBe(expected)
  })

  test('never more columns than cards', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (const most of [3, 4] as const) expect(widest(cardColumns(count, most))).toBeLessThanOrEqual(Math.min(count, most))
    }
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

/**
 * Grid columns for a list of cards of any length, and the `sizes` its pictures take: never more
 * columns than cards, so one card is not stranded in a third of the row; the widest layout only
 * where there are cards to fill it and each card is wide enough for its title's longest word
 * (content/schema.ts, wordLimits.cardTitle); and a picture's `sizes` worked out from the same
 * columns, so a sixth growing step or a single variety is served a picture as wide as its card.
 * Whole class names, so Tailwind finds them.
 */

/** Screen widths where the layout changes, in CSS pixels (Tailwind's sm, md, lg, xl). */
const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const
type Breakpoint = keyof typeof breakpoints

/** The page's content box: 72rem wide at most, inside gutters of 1.25rem, and 2rem from sm. */
const page = { maxWidth: 1152, gutter: 20, wideGutter: 32 } as const

/** A grid's columns from each screen width on: `[['sm', 2], ['xl', 4]]`; one column below the first. */
export type ColumnPlan = readonly (readonly [Breakpoint, number])[]

export type CardGrid = {
  /** The grid's column classes. */
  className: string
  /** The `sizes` of a picture as wide as a card. */
  sizes: string
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * A picture's `sizes` in a grid of `plan` columns with `gap` px between them, in a box at most
 * `maxWidth` px wide (the page's content box when none is given): the card's width in each range
 * of screen widths where it follows one rule, widest screens first, as browsers read them.
 */
export function columnSizes(plan: ColumnPlan, gap: number, maxWidth?: number): string {
  const gutterAt = (viewport: number) => (viewport >= breakpoints.sm ? page.wideGutter : page.gutter)
  const columnsAt = (viewport: number) =>
    plan.reduce((columns, [breakpoint, count]) => (viewport >= breakpoints[breakpoint] ? count : columns), 1)
  // The box stops growing with the screen where the page's content box (or the grid's own limit) is reached.
  const widest = Math.min(maxWidth ?? Infinity, page.maxWidth - 2 * page.wideGutter)
  const fixedFrom = widest + 2 * page.wideGutter
  const edges = [
    ...new Set([0, breakpoints.sm, fixedFrom, ...plan.map(([breakpoint]) => breakpoints[breakpoint])]),
  ].sort((a, b) => a - b)
  const rules = edges.map((from) => {
    const columns = columnsAt(from)
    if (from >= fixedFrom) return { from, width: `${round((widest - (columns - 1) * gap) / columns)}px` }
    const taken = 2 * gutterAt(from) + (columns - 1) * gap
    return { from, width: columns === 1 ? `calc(100vw - ${taken}px)` : `calc((100vw - ${taken}px) / ${columns})` }
  })
  // Neighbouring ranges with the same rule are one.
  const merged = rules.filter((rule, index) => index === 0 || rule.width !== rules[index - 1]!.width)
  return merged
    .reverse()
    .map((rule) => (rule.from === 0 ? rule.width : `(min-width: ${rule.from}px) ${rule.width}`))
    .join(', ')
}

/** Each plan's classes, written whole so Tailwind finds them. */
const columnClass: Record<string, string> = {
  'sm:2': 'sm:grid-cols-2',
  'md:2': 'md:grid-cols-2',
  'md:3': 'md:grid-cols-3',
  'lg:2': 'lg:grid-cols-2',
  'lg:3': 'lg:grid-cols-3',
  'lg:4': 'lg:grid-cols-4',
  'xl:4': 'xl:grid-cols-4',
}
const classesOf = (plan: ColumnPlan) =>
  plan
    .map(([breakpoint, columns]) => {
      const name = columnClass[`${breakpoint}:${columns}`]
      if (!name) throw new Error(`No grid class for ${columns} columns from ${breakpoint}: add it to columnClass`)
      return name
    })
    .join(' ')

/** How many cards a row from each breakpoint on, for `count` cards at most `widest` a row. */
function plannedColumns(count: number, widest: 3 | 4): ColumnPlan {
  if (count <= 1) return []
  if (count === 2) return [['md', 2]]
  // Three cards a row only where each is wide enough for its title (not at 768 px, where a card is
  // 218 px wide); four only from 1 280 px, two a row before.
  if (count === 3) return [['lg', 3]]
  if (widest === 4)
    return [
      ['sm', 2],
      ['xl', 4],
    ]
  if (count === 4) return [['sm', 2]]
  return [
    ['sm', 2],
    ['lg', 3],
  ]
}

/** A grid of `count` cards, at most `widest` a row, `gap` px apart, and its pictures' `sizes`. */
export function cardGrid(count: number, { widest = 3, gap }: { widest?: 3 | 4; gap: number }): CardGrid {
  const plan = plannedColumns(count, widest)
  // A single card keeps a readable width (max-w-2xl) rather than span the page.
  if (plan.length === 0) return { className: 'max-w-2xl', sizes: columnSizes([], gap, 672) }
  return { className: classesOf(plan), sizes: columnSizes(plan, gap) }
}

/** Testimonials: three a row from medium screens up (the specification), never more than there are. */
export function testimonialColumns(count: number): string {
  if (count <= 1) return 'max-w-2xl'
  if (count === 2) return 'md:grid-cols-2'
  return 'md:grid-cols-3'
}

/** Certifications: one, two or three a row by screen width (the specification), never more than there are. */
export function certificationColumns(count: number): string {
  if (count <= 1) return 'max-w-xl'
  if (count === 2) return 'sm:grid-cols-2'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}

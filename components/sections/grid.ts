/**
 * Grid columns for a list of cards of any length: never more columns than cards, so one card is
 * not stranded in a third of the row, and the widest layout only where there are cards to fill it.
 * Whole class names, so Tailwind finds them.
 */
export function cardColumns(count: number, widest: 3 | 4 = 3): string {
  if (count <= 1) return 'max-w-2xl'
  if (count === 2) return 'md:grid-cols-2'
  if (count === 3) return 'md:grid-cols-3'
  if (count === 4 && widest === 4) return 'sm:grid-cols-2 lg:grid-cols-4'
  if (count === 4) return 'sm:grid-cols-2'
  return widest === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3'
}

/** Certifications: one, two or three a row by screen width (the specification), never more than there are. */
export function certificationColumns(count: number): string {
  if (count <= 1) return 'max-w-xl'
  if (count === 2) return 'sm:grid-cols-2'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}

/** Shared look of a navigation link, so the bar and the mobile menu highlight the same way. */
export function navLinkClass(active: boolean, layout: 'bar' | 'menu'): string {
  const base =
    layout === 'bar'
      ? 'inline-flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-semibold transition-colors'
      : 'flex min-h-12 items-center rounded-lg px-4 text-lg font-semibold transition-colors'
  const state = active
    ? 'bg-pasture-100 text-pasture-900 underline decoration-ochre-600 decoration-2 underline-offset-8'
    : 'text-ink-muted hover:bg-cream-100 hover:text-ink'
  return `${base} ${state}`
}

export const contactButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-ochre-700 px-3.5 whitespace-nowrap text-[0.95rem] font-semibold text-white shadow-sm transition-colors hover:bg-ochre-600 sm:px-5'

import type { PageTint } from '@/content/pages'

/** Each operation's own tint within the one palette, so a visitor knows which business they read about. */
export const heroTint: Record<PageTint, { background: string; hills: [string, string]; eyebrow: string }> = {
  home: { background: 'bg-pasture-900', hills: ['#24422c', '#2f5639'], eyebrow: 'text-wheat-300' },
  cattle: { background: 'bg-cattle-900', hills: ['#6e2c16', '#8c3a1e'], eyebrow: 'text-ochre-400' },
  garlic: { background: 'bg-garlic-900', hills: ['#3b4a19', '#4d5e23'], eyebrow: 'text-wheat-300' },
}

/** Section colours per operation: headings, the soft band behind alternate sections, accents. */
export const sectionTint: Record<
  PageTint,
  { heading: string; band: string; accent: string; accentSoft: string; accentText: string }
> = {
  home: { heading: 'text-pasture-900', band: 'bg-pasture-50', accent: 'bg-pasture-700', accentSoft: 'bg-pasture-100', accentText: 'text-pasture-700' },
  cattle: { heading: 'text-cattle-900', band: 'bg-cattle-50', accent: 'bg-cattle-700', accentSoft: 'bg-cattle-100', accentText: 'text-cattle-700' },
  garlic: { heading: 'text-garlic-900', band: 'bg-garlic-50', accent: 'bg-garlic-700', accentSoft: 'bg-garlic-100', accentText: 'text-garlic-700' },
}

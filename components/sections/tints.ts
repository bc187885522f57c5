import type { PageTint } from '@/content/pages'

/** Each operation's own tint within the one palette, so a visitor knows which business they read about. */
export const heroTint: Record<PageTint, { background: string; hills: [string, string]; eyebrow: string }> = {
  home: { background: 'bg-pasture-900', hills: ['#24422c', '#2f5639'], eyebrow: 'text-wheat-300' },
  cattle: { background: 'bg-cattle-900', hills: ['#6e2c16', '#8c3a1e'], eyebrow: 'text-ochre-400' },
  garlic: { background: 'bg-garlic-900', hills: ['#3b4a19', '#4d5e23'], eyebrow: 'text-wheat-300' },
}

import type { Tint } from '@/content/schema'

/**
 * Each operation's own tint within the one palette, so a visitor knows which business they read
 * about. Whole class names and token names, so Tailwind finds the classes and the hills' colours
 * come from app/globals.css.
 */
export const heroTint: Record<Tint, { background: string; hills: string; eyebrow: string }> = {
  home: {
    background: 'bg-pasture-900',
    hills: 'hills-home',
    eyebrow: 'text-wheat-300',
  },
  cattle: {
    background: 'bg-cattle-900',
    hills: 'hills-cattle',
    eyebrow: 'text-ochre-400',
  },
  garlic: {
    background: 'bg-garlic-900',
    hills: 'hills-garlic',
    eyebrow: 'text-wheat-300',
  },
}

/** Section colours per operation: headings, the soft band behind alternate sections, accents. */
export const sectionTint: Record<
  Tint,
  { heading: string; band: string; accent: string; accentSoft: string; accentText: string }
> = {
  home: {
    heading: 'text-pasture-900',
    band: 'bg-pasture-50',
    accent: 'bg-pasture-700',
    accentSoft: 'bg-pasture-100',
    accentText: 'text-pasture-700',
  },
  cattle: {
    heading: 'text-cattle-900',
    band: 'bg-cattle-50',
    accent: 'bg-cattle-700',
    accentSoft: 'bg-cattle-100',
    accentText: 'text-cattle-700',
  },
  garlic: {
    heading: 'text-garlic-900',
    band: 'bg-garlic-50',
    accent: 'bg-garlic-700',
    accentSoft: 'bg-garlic-100',
    accentText: 'text-garlic-700',
  },
}

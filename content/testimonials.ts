import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { words } from '@/content/schema'

const testimonial = z.strictObject({
  name: z.string().trim().min(2).max(80),
  role: words({ min: 2, max: 80 }),
  /** The customer's own words, in the language they wrote them in (shown as such on every page). */
  quote: z.strictObject({
    language: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code, such as en or af'),
    text: z.string().trim().min(40).max(400),
  }),
  /** Whole stars out of five. */
  rating: z.int().min(0).max(5),
})

export const testimonialsSchema = z.strictObject({ testimonials: z.array(testimonial) })

/** What customers say, on the home page (content/testimonials.yaml). */
export const testimonials = loadContent('testimonials.yaml', testimonialsSchema).testimonials

/** One testimonial in one language. */
export type Testimonial = Localized<(typeof testimonials)[number]>

import { z } from 'zod'
import { parseContent } from '@/lib/content-schema'

const testimonialSchema = z.object({
  name: z.string().min(2),
  role: z.string().min(2),
  content: z.string().min(40).max(400),
  /** Whole stars out of five. */
  rating: z.number().int().min(0).max(5),
})

export type Testimonial = z.infer<typeof testimonialSchema>

// Sample entries until real customers agree to be quoted (README, 'Content to confirm before launch').
export const homeTestimonials = parseContent('content/testimonials.ts', z.array(testimonialSchema).length(3), [
  {
    name: 'Pieter van der Merwe',
    role: 'Commercial cattle farmer, Limpopo',
    content:
      'The Bonsmara bulls we bought have settled in without trouble and their calves wean heavier than anything we had before. Straight answers, fair prices and cattle that do what the papers say.',
    rating: 5,
  },
  {
    name: 'Thandi Mokoena',
    role: 'Restaurant owner, Pretoria',
    content:
      'We switched our kitchen to their garlic two seasons ago. The bulbs are firm, clean and properly graded, and when we needed a bigger order before the holidays it arrived on time.',
    rating: 5,
  },
  {
    name: 'Johan Botha',
    role: 'Garlic grower, Settlers district',
    content:
      'Having our harvest cleaned and graded at their facility saved us buying machinery we would use for three weeks a year. The beds they shaped for us were the straightest we have had.',
    rating: 5,
  },
])

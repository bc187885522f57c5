import { z } from 'zod'
import type { Localized } from '@/lib/localize'
import { loadContent } from '@/content/load'
import { words } from '@/content/schema'

const testimonial = z.strictObject({
  name: z.string().trim().min(2).max(80).describe('The customer’s name, as they agreed to be quoted.'),
  role: words({ min: 2, max: 80 }),
  quote: z
    .strictObject({
      language: z
        .string()
        .regex(/^[a-z]{2}$/, 'must be a two-letter language code, such as en or af')
        .describe('The language the customer wrote in: en for English, af for Afrikaans.'),
      text: z.string().trim().min(40).max(400).describe('The customer’s own words: 40 to 400 characters.'),
    })
    .describe('The customer’s own words, in the language they wrote them in (shown as such on every page).'),
  rating: z.int().min(0).max(5).describe('Whole stars out of five.'),
})

export const testimonialsSchema = z
  .strictObject({
    testimonials: z.array(testimonial).describe('What customers say, on the home page, in this order; any number.'),
  })
  .describe(
    'What customers say. These are sample entries until real customers agree to ' +
      'be quoted (README, "Content to confirm before launch").',
  )

/** What customers say, on the home page (content/testimonials.yaml). */
export const testimonials = loadContent('testimonials.yaml', testimonialsSchema).testimonials

/** One testimonial in one language. */
export type Testimonial = Localized<(typeof testimonials)[number]>

import { testimonialColumns } from '@/components/sections/grid'
import { Section } from '@/components/sections/Section'
import { StarRating } from '@/components/sections/StarRating'
import type { Tint } from '@/content/schema'
import type { Testimonial } from '@/content/testimonials'

export type TestimonialsSectionProps = {
  testimonials: readonly Testimonial[]
  tint: Tint
  /** The page's language (en, af): a quote in another is marked with its own. */
  language: string
  /** 'What Our Customers Say' and 'Rated {rating} out of {outOf}', in the page's language. */
  words: { heading: string; rating: string }
}

/** Customers' words with their name, role and star rating; three per row from medium screens up. */
export function TestimonialsSection({ testimonials, tint, language, words }: TestimonialsSectionProps) {
  // No testimonials yet: no empty section.
  if (testimonials.length === 0) return null
  return (
    <Section id="testimonials" title={words.heading} tint={tint} banded>
      <ul aria-labelledby="testimonials-title" className={`grid gap-6 ${testimonialColumns(testimonials.length)}`}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="card flex h-full flex-col p-6 sm:p-7">
              <StarRating rating={testimonial.rating} label={words.rating} />
              <blockquote
                className="mt-4 flex-1 text-ink"
                lang={testimonial.quote.language === language ? undefined : testimonial.quote.language}
              >
                <p>“{testimonial.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-cream-200 pt-4">
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="sr-only">, </span>
                <span className="block text-sm text-ink-muted">{testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

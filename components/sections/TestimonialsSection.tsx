import { Section } from '@/components/sections/Section'
import { StarRating } from '@/components/sections/StarRating'
import type { PageTint } from '@/content/pages'
import type { Testimonial } from '@/content/testimonials'

export type TestimonialsSectionProps = {
  testimonials: Testimonial[]
  tint: PageTint
  title?: string
}

/** Customers' words with their name, role and star rating; three per row from medium screens up. */
export function TestimonialsSection({ testimonials, tint, title = 'What Our Customers Say' }: TestimonialsSectionProps) {
  return (
    <Section id="testimonials" title={title} tint={tint} banded>
      <ul aria-labelledby="testimonials-title" className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="card flex h-full flex-col p-6 sm:p-7">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-ink">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-cream-200 pt-4">
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="block text-sm text-ink-muted">{testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

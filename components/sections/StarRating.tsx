import { StarIcon } from '@/components/icons'
import { fillTemplate } from '@/lib/template'

export type StarRatingProps = {
  rating: number
  outOf?: number
  /** What a screen reader announces: 'Rated {rating} out of {outOf}', in the page's language. */
  label: string
}

/** Stars a sighted visitor sees, and one sentence a screen reader announces: 'Rated 5 out of 5'. */
export function StarRating({ rating, outOf = 5, label }: StarRatingProps) {
  return (
    <p role="img" aria-label={fillTemplate(label, { rating, outOf })} className="flex gap-0.5 text-ochre-600">
      {Array.from({ length: outOf }, (_, index) => (
        <StarIcon key={index} filled={index < rating} className={`size-5 ${index < rating ? '' : 'text-cream-200'}`} />
      ))}
    </p>
  )
}

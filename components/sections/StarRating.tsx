import { StarIcon } from '@/components/icons'

export type StarRatingProps = {
  rating: number
  outOf?: number
}

/** Stars a sighted visitor sees, and one sentence a screen reader announces: 'Rated 5 out of 5'. */
export function StarRating({ rating, outOf = 5 }: StarRatingProps) {
  const label = `Rated ${rating} out of ${outOf}`
  return (
    <p role="img" aria-label={label} className="flex gap-0.5 text-ochre-600">
      {Array.from({ length: outOf }, (_, index) => (
        <StarIcon key={index} filled={index < rating} className={`size-5 ${index < rating ? '' : 'text-cream-200'}`} />
      ))}
    </p>
  )
}

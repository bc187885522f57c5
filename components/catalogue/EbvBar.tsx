import { barPlacement } from '@/lib/sale/breeding-values'

export type EbvBarProps = {
  scale: { from: number; to: number }
  value: number
  accuracy: number | undefined
  average: number | undefined
}

const left = 6
const width = 188

/**
 * A breeding value drawn against the breed's average, as BREEDPLAN's graphs draw it: the average a
 * mark in the middle of the trait's scale, the value a dot, and around the dot a band as wide as
 * the evaluation is unsure (the lower the accuracy, the wider). The table beside it says all of it
 * in words, so a screen reader skips the drawing.
 */
export function EbvBar({ scale, value, accuracy, average }: EbvBarProps) {
  const { at, spread } = barPlacement(scale, value, accuracy)
  const x = (fraction: number) => left + fraction * width
  const middle = average === undefined ? null : x(barPlacement(scale, average, undefined).at)
  return (
    // Drawn in the text's colour, its parts told apart by their opacity: no colour of its own to style.
    <svg
      viewBox="0 0 200 24"
      width={176}
      height={21}
      className="ebv-bar text-cattle-800"
      aria-hidden="true"
      focusable="false"
    >
      <line x1={left} x2={left + width} y1={12} y2={12} stroke="currentColor" strokeOpacity={0.2} strokeWidth={2} />
      {middle !== null && (
        <line x1={middle} x2={middle} y1={3} y2={21} stroke="currentColor" strokeOpacity={0.65} strokeWidth={1.5} />
      )}
      {spread > 0 && (
        <rect
          x={x(Math.max(0, at - spread))}
          width={x(Math.min(1, at + spread)) - x(Math.max(0, at - spread))}
          y={7}
          height={10}
          rx={5}
          fill="currentColor"
          fillOpacity={0.15}
          stroke="currentColor"
          strokeWidth={1}
        />
      )}
      <circle cx={x(at)} cy={12} r={4.5} fill="currentColor" />
    </svg>
  )
}

import type { ComponentType } from 'react'
import type { IconProps } from '@/components/icons'

export type IconBadgeProps = {
  icon: ComponentType<IconProps>
  /** The operation whose tint the badge takes. */
  tint: 'cattle' | 'garlic'
}

// Whole class names, so Tailwind finds them in the source.
const tints: Record<IconBadgeProps['tint'], string> = {
  cattle: 'bg-cattle-100 text-cattle-700',
  garlic: 'bg-garlic-100 text-garlic-700',
}

/** A round, tinted badge holding a card's icon. */
export function IconBadge({ icon: Icon, tint }: IconBadgeProps) {
  return (
    <span aria-hidden="true" className={`inline-flex size-12 items-center justify-center rounded-full ${tints[tint]}`}>
      <Icon className="size-6" />
    </span>
  )
}

import { SavingsIcon, SproutIcon, TagIcon, UsersIcon } from '@/components/icons'
import { IconBadge } from '@/components/sections/IconBadge'
import { Section } from '@/components/sections/Section'
import type { whyChooseGarlic } from '@/content/garlic'

export type WhyChooseSectionProps = { content: typeof whyChooseGarlic }

// In the order the points are listed: seed, one team, prices, costs.
const icons = [SproutIcon, UsersIcon, TagIcon, SavingsIcon]

/** Four reasons to work with Du Toit Holdings. */
export function WhyChooseSection({ content }: WhyChooseSectionProps) {
  return (
    <Section id="why-choose" title={content.heading} tint="garlic" banded>
      <ul aria-labelledby="why-choose-title" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.points.map((point, index) => {
          const Icon = icons[index] ?? SproutIcon
          return (
            <li key={point.title} className="card p-6">
              <IconBadge icon={Icon} tint="garlic" />
              <h3 className="mt-4 font-sans text-lg font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-ink-muted">{point.text}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

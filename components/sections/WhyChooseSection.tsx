import { iconsByName } from '@/components/icons'
import { cardGrid } from '@/components/sections/grid'
import { IconBadge } from '@/components/sections/IconBadge'
import { Section } from '@/components/sections/Section'
import type { GarlicContent } from '@/content/garlic'

export type WhyChooseSectionProps = { content: GarlicContent['whyChoose'] }

/** The reasons to work with Du Toit Holdings, each with the icon its content names. */
export function WhyChooseSection({ content }: WhyChooseSectionProps) {
  return (
    <Section id="why-choose" title={content.heading} tint="garlic" banded>
      <ul
        aria-labelledby="why-choose-title"
        className={`grid gap-6 ${cardGrid(content.points.length, { widest: 4, gap: 24 }).className}`}
      >
        {content.points.map((point) => (
          <li key={point.title} className="card p-6 xl:p-5">
            <IconBadge icon={iconsByName[point.icon]} tint="garlic" />
            <h3 className="mt-4 font-sans text-lg font-semibold text-ink">{point.title}</h3>
            <p className="mt-2 text-ink-muted">{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

import { FigureList } from '@/components/sections/FigureList'
import { Section } from '@/components/sections/Section'
import type { BonsmaraContent } from '@/content/bonsmara'
import { formatNumber, formatPercentRange } from '@/lib/format'
import { fillTemplate } from '@/lib/template'

export type BackgroundingSectionProps = { content: BonsmaraContent['backgrounding'] }

/** The backgrounding programme: months on pasture, the grasses and their protein. */
export function BackgroundingSection({ content }: BackgroundingSectionProps) {
  const { min, max } = content.grassProteinPercent
  return (
    <Section id="backgrounding" title={content.heading} tint="cattle" banded>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="max-w-prose space-y-4 text-lg text-ink-muted">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <ul className="space-y-3 pt-2">
            {content.grasses.map((grass) => (
              <li
                key={grass.name}
                className="rounded-xl border-l-4 border-cattle-700 bg-white px-5 py-4 text-base shadow-(--shadow-card)"
              >
                <span className="font-semibold text-ink">{grass.name}</span>{' '}
                <i className="text-ink-muted" lang="la">
                  ({grass.botanicalName})
                </i>
                <span className="mt-1 block text-ink-muted">{grass.note}</span>
              </li>
            ))}
          </ul>
        </div>
        <FigureList
          valueClass="text-cattle-700"
          figures={[
            {
              value: fillTemplate(content.monthsFigure, { months: formatNumber(content.months) }),
              label: content.monthsLabel,
            },
            { value: formatPercentRange(min, max), label: content.proteinLabel },
          ]}
        />
      </div>
    </Section>
  )
}

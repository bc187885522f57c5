import { FigureList } from '@/components/sections/FigureList'
import { Section } from '@/components/sections/Section'
import type { BonsmaraContent } from '@/content/bonsmara'
import { formatPercent, formatPercentRange } from '@/lib/format'

export type RotationalGrazingSectionProps = { content: BonsmaraContent['grazing'] }

/** High intensity rotational grazing: how it works and what it gains. */
export function RotationalGrazingSection({ content }: RotationalGrazingSectionProps) {
  const { min, max } = content.grazingUnitCutPercent
  return (
    <Section id="grazing" title={content.heading} tint="cattle">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="max-w-prose space-y-4 text-lg text-ink-muted">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <FigureList
          valueClass="text-cattle-700"
          figures={[
            {
              qualifier: content.grazingUnitCutQualifier,
              value: formatPercentRange(min, max),
              label: content.grazingUnitCutLabel,
            },
            {
              qualifier: content.extraBiomassQualifier,
              value: formatPercent(content.extraBiomassPercent),
              label: content.extraBiomassLabel,
            },
          ]}
        />
      </div>
    </Section>
  )
}

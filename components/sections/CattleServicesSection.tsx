import { CheckIcon, iconsByName } from '@/components/icons'
import { cardGrid } from '@/components/sections/grid'
import { IconBadge } from '@/components/sections/IconBadge'
import { Section } from '@/components/sections/Section'
import type { BonsmaraContent } from '@/content/bonsmara'

export type CattleServicesSectionProps = { content: BonsmaraContent['services'] }

/** JLDT Bonsmara's services as cards, each with the icon its content names. */
export function CattleServicesSection({ content }: CattleServicesSectionProps) {
  return (
    <Section id="services" title={content.heading} intro={content.intro} tint="cattle">
      <ul
        aria-labelledby="services-title"
        className={`grid gap-6 ${cardGrid(content.items.length, { gap: 24 }).className}`}
      >
        {content.items.map((service) => (
          <li key={service.title} className="card flex flex-col border-t-4 border-cattle-700 p-6 sm:p-7">
            <IconBadge icon={iconsByName[service.icon]} tint="cattle" />
            <h3 className="mt-5 text-2xl font-semibold text-cattle-900">{service.title}</h3>
            <p className="mt-3 text-ink-muted">{service.description}</p>
            <ul className="mt-5 space-y-2 text-[0.95rem]">
              {service.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-cattle-700" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  )
}

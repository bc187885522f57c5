import { GaugeIcon, SavingsIcon, TruckIcon } from '@/components/icons'
import { PriceTable } from '@/components/sections/PriceTable'
import { Section } from '@/components/sections/Section'
import type { GarlicContent } from '@/content/garlic'
import { formatNumber, formatPercent, formatRand } from '@/lib/format'
import { formatPrice, type PerUnitWords } from '@/lib/prices'
import { fillTemplate } from '@/lib/template'

export type GarlicServicesSectionProps = {
  content: Pick<GarlicContent, 'services' | 'facility' | 'travel' | 'saving'>
  /** The price tables' column names and the words after each amount, in the page's language. */
  priceWords: { service: string; price: string; per: PerUnitWords }
}

/** Field and processing services with their prices, the facility's capacity, travel and savings. */
export function GarlicServicesSection({ content, priceWords }: GarlicServicesSectionProps) {
  const { services, facility, travel, saving } = content
  const facts = [
    {
      Icon: GaugeIcon,
      title: fillTemplate(facility.title, { tons: formatNumber(facility.tonsPerHour) }),
      text: fillTemplate(facility.text, { place: facility.place }),
    },
    {
      Icon: TruckIcon,
      title: formatPrice({ amount: travel.price, unit: 'kilometre' }, priceWords.per),
      text: travel.note,
    },
    {
      Icon: SavingsIcon,
      title: fillTemplate(saving.title, { percent: formatPercent(saving.percent) }),
      text: fillTemplate(saving.text, { amount: formatRand(saving.perHectare) }),
    },
  ]
  return (
    <Section id="services" title={services.heading} intro={services.intro} tint="garlic" banded>
      <div className="grid gap-6 lg:grid-cols-2">
        <PriceTable
          id="field-services"
          heading={services.field.heading}
          intro={services.field.intro}
          items={services.field.items.map((item) => ({
            name: item.name,
            price: { amount: item.price, unit: 'hectare' },
          }))}
          words={priceWords}
        />
        <PriceTable
          id="processing-services"
          heading={services.processing.heading}
          intro={services.processing.intro}
          items={services.processing.items.map((item) => ({
            name: item.name,
            price: { amount: item.price, unit: 'ton' },
          }))}
          words={priceWords}
        />
      </div>
      {/* Three a row only from 1 024 px, where each card's title has room for its longest word. */}
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {facts.map(({ Icon, title, text }) => (
          // On a phone the icon sits above the title, which then has the card's whole width.
          <li
            key={title}
            className="flex flex-col gap-3 rounded-(--radius-card) bg-garlic-900 p-6 text-cream-50 sm:flex-row sm:gap-4"
          >
            <Icon className="mt-0.5 size-7 shrink-0 text-wheat-300" />
            <div className="min-w-0">
              <h3 className="text-2xl font-semibold text-cream-50">{title}</h3>
              <p className="mt-2 text-cream-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

import { GaugeIcon, SavingsIcon, TruckIcon } from '@/components/icons'
import { PriceTable } from '@/components/sections/PriceTable'
import { Section } from '@/components/sections/Section'
import type {
  fieldServices,
  garlicServices,
  growerSaving,
  processingFacility,
  processingServices,
  travellingCharge,
} from '@/content/garlic'
import { formatNumber, formatPercent, formatRand } from '@/lib/format'
import { formatPrice } from '@/lib/prices'

export type GarlicServicesSectionProps = {
  intro: typeof garlicServices
  field: typeof fieldServices
  processing: typeof processingServices
  facility: typeof processingFacility
  travel: typeof travellingCharge
  saving: typeof growerSaving
}

/** Field and processing services with their prices, the facility's capacity, travel and savings. */
export function GarlicServicesSection({ intro, field, processing, facility, travel, saving }: GarlicServicesSectionProps) {
  const facts = [
    {
      Icon: GaugeIcon,
      title: `${formatNumber(facility.tonsPerHour)} tons per hour`,
      text: `Processing capacity at our central facility in ${facility.facility}. ${facility.note}`,
    },
    { Icon: TruckIcon, title: `${formatPrice(travel.price)}`, text: travel.note },
    {
      Icon: SavingsIcon,
      title: `${formatPercent(saving.percent)} average saving`,
      text: `About ${formatRand(saving.perHectare)} per hectare. ${saving.note}`,
    },
  ]
  return (
    <Section id="services" title={intro.heading} intro={intro.intro} tint="garlic" banded>
      <div className="grid gap-6 lg:grid-cols-2">
        <PriceTable id="field-services" heading={field.heading} intro={field.intro} items={field.items} />
        <PriceTable id="processing-services" heading={processing.heading} intro={processing.intro} items={processing.items} />
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {facts.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-(--radius-card) bg-garlic-900 p-6 text-cream-50">
            <Icon className="mt-0.5 size-7 shrink-0 text-wheat-300" />
            <div>
              <h3 className="text-2xl font-semibold text-cream-50">{title}</h3>
              <p className="mt-2 text-cream-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

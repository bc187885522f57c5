import type { ServiceGroup } from '@/lib/season-estimate'

export type ServiceChoicesProps = {
  group: ServiceGroup
  /** The group's services in the price list's order, each with its price as the price table writes it. */
  services: readonly { key: string; name: string; priceLabel: string }[]
}

/** A group's services as checkboxes, each with its published price. */
export function ServiceChoices({ group, services }: ServiceChoicesProps) {
  return (
    <div className="grid gap-2">
      {services.map((service) => (
        <label key={service.key} className="service-option">
          <input type="checkbox" name={group} value={service.key} />
          {service.name}
          <span>{service.priceLabel}</span>
        </label>
      ))}
    </div>
  )
}

import type { PlannerService } from '@/components/season-planner/types'
import type { ServiceGroup } from '@/lib/season-planner/types'

export type ServiceChoicesProps = {
  group: ServiceGroup
  /** The group's services in the price list's order, each with its price as the price table writes it. */
  services: readonly PlannerService[]
  /** The keys of the services ticked. */
  chosen: readonly string[]
  /** The keys ticked after a change, in the price list's order. */
  onChange: (chosen: string[]) => void
}

/** A group's services as checkboxes, each with its published price. */
export function ServiceChoices({ group, services, chosen, onChange }: ServiceChoicesProps) {
  const toggle = (key: string, on: boolean) =>
    onChange(services.map((service) => service.key).filter((each) => (each === key ? on : chosen.includes(each))))
  return (
    <div className="grid gap-2">
      {services.map((service) => (
        <label key={service.key} className="variety-option service-option">
          <input
            type="checkbox"
            name={group}
            value={service.key}
            checked={chosen.includes(service.key)}
            onChange={(event) => toggle(service.key, event.target.checked)}
          />
          {service.name} <span>{service.priceLabel}</span>
        </label>
      ))}
    </div>
  )
}

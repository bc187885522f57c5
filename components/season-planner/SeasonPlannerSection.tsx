import { QuantityField } from '@/components/season-planner/QuantityField'
import { plannerIds } from '@/components/season-planner/planner-ids'
import { SeasonEstimatePanel } from '@/components/season-planner/SeasonEstimatePanel'
import { ServiceChoices } from '@/components/season-planner/ServiceChoices'
import { TakeCalculatorLand } from '@/components/season-planner/TakeCalculatorLand'
import type { GarlicContent } from '@/content/garlic'
import type { PlannerWords } from '@/content/planner'
import { formatPrice, type PerUnitWords } from '@/lib/prices'
import type { EstimateMarkers } from '@/lib/season-estimate-text'
import { fillTemplate } from '@/lib/template'

export type SeasonPlannerSectionProps = {
  /** The prices the price tables show, the facility and the travelling charge (content/garlic.yaml). */
  content: Pick<GarlicContent, 'services' | 'facility' | 'travel'>
  words: PlannerWords
  /** The words after a price ('per hectare'), in the page's language. */
  per: PerUnitWords
  /** The first and last line of an estimate in the site's other languages. */
  otherLanguages: readonly EstimateMarkers[]
}

/**
 * "Price your season", after the calculator. The form is drawn here, in the page's HTML, with
 * native controls named as in the address, so it takes entries before any script; its boxes, hints
 * and the estimate panel are small islands, and the planner's working part comes on first use.
 * Without JavaScript nothing can be worked out, so the section is left out (`data-needs-js`) and the
 * price tables above remain.
 */
export function SeasonPlannerSection({ content, words, per, otherLanguages }: SeasonPlannerSectionProps) {
  const { services, facility, travel } = content
  const { field, processing } = words
  const priced = (group: 'field' | 'processing', unit: 'hectare' | 'ton') =>
    services[group].items.map(({ key, name, price }) => ({ key, name, price, priceLabel: formatPrice({ amount: price, unit }, per) }))
  const fieldServices = priced('field', 'hectare')
  const processingServices = priced('processing', 'ton')
  const kilometresLabel = fillTemplate(field.kilometres.label, { place: facility.place })
  return (
    <section id="season" aria-labelledby="season-title" data-needs-js="" className="py-20">
      <div className="container-page">
        <h2 id="season-title" className="text-3xl font-semibold text-garlic-900 sm:text-4xl">
          {words.heading}
        </h2>
        <p className="mt-4 max-w-prose text-lg text-ink-muted">{words.intro}</p>
        <div className="planner mt-10 grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8">
          {/* autoComplete off: on a reload Firefox would put back the ticks (its boxes hold nothing to put
              back), which the planner would take for the visitor's entry over the address it restores from. */}
          <form id={plannerIds.form} aria-label={words.formLabel} autoComplete="off" className="card grid gap-8 p-5 sm:p-8">
            <fieldset className="grid gap-5">
              <legend className="season-legend">{field.legend}</legend>
              <ServiceChoices group="field" services={fieldServices} />
              <QuantityField name="hectares" words={field.hectares}>
                <TakeCalculatorLand words={{ take: field.useCalculator, unit: words.units.hectares }} />
              </QuantityField>
              <QuantityField name="kilometres" words={{ ...field.kilometres, label: kilometresLabel, help: fillTemplate(field.kilometres.help, { price: formatPrice({ amount: travel.price, unit: 'kilometre' }, per) }) }} />
            </fieldset>
            <fieldset className="grid gap-5">
              <legend className="season-legend">{fillTemplate(processing.legend, { place: facility.place })}</legend>
              <ServiceChoices group="processing" services={processingServices} />
              <QuantityField name="tons" words={processing.tons} />
            </fieldset>
          </form>
          <SeasonEstimatePanel
            services={{ field: fieldServices.map(({ key, name, price }) => ({ key, name, price })), processing: processingServices.map(({ key, name, price }) => ({ key, name, price })) }}
            travel={{ name: travel.name, price: travel.price }}
            tonsPerHour={facility.tonsPerHour}
            words={{ results: words.results, hints: words.hints, units: words.units, message: words.message, otherLanguages }}
            labels={{ hectares: field.hectares.label, kilometres: kilometresLabel, tons: processing.tons.label }}
          />
        </div>
      </div>
    </section>
  )
}

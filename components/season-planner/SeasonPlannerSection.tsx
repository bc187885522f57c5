import { SeasonPlannerOnIntent } from '@/components/season-planner/SeasonPlannerOnIntent'
import type { GarlicContent } from '@/content/garlic'
import type { PlannerWords } from '@/content/planner'
import { varietiesInStock } from '@/lib/calculator/seed-order'
import { formatPrice, type PerUnitWords } from '@/lib/prices'
import type { EstimateWords } from '@/components/season-planner/types'
import type { EstimateMarkers } from '@/lib/season-planner/estimate-text'
import { fillTemplate } from '@/lib/template'
import type { ReactNode } from 'react'
import { toolMarks } from '@/components/tool-wake'
import type { SeedWords } from '@/components/calculator/seed-words'
import type { SeedVariety } from '@/components/calculator/labels'

export type SeasonPlannerSectionProps = {
  /** The prices the price tables show, the facility and the travelling charge (content/garlic.yaml). */
  content: Pick<GarlicContent, 'services' | 'facility' | 'travel' | 'varieties'>
  words: PlannerWords
  /** The seed's words, the calculator's: kilograms and bags, price on request, "Ask for this seed". */
  seedWords: SeedWords
  /** The varieties the calculator offers, the same objects (the planner prices those not sold out). */
  seedVarieties: readonly SeedVariety[]
  /** The words after a price ('per hectare'), in the page's language. */
  per: PerUnitWords
  /** The first and last line of an estimate in the site's other languages. */
  otherLanguages: readonly EstimateMarkers[]
  /** Sending an estimate, the business on its printed page, and the page's language. */
  paper: Pick<EstimateWords, 'share' | 'business' | 'lang'>
  /** What the planner says when the page's scripts cannot start (components/errors/ScriptsStalled). */
  stalled?: ReactNode
}

/**
 * The season planner's section, after the calculator: its heading and introduction, and the
 * planner, which gets its words with every gap filled and each service with its price as the price
 * table writes it. Without JavaScript nothing can be worked out, so the section is left out
 * (`data-needs-js`) and the price tables above remain.
 */
export function SeasonPlannerSection({
  content,
  words,
  seedWords,
  seedVarieties,
  per,
  otherLanguages,
  paper,
  stalled,
}: SeasonPlannerSectionProps) {
  const { services, facility, travel, varieties } = content
  // The varieties whose seed can be had: the calculator's own objects, so the page's payload carries
  // each once (React writes an object it has written before as a reference).
  const seeds = varietiesInStock(seedVarieties)
  const { field, processing } = words
  const priced = (group: 'field' | 'processing', unit: 'hectare' | 'ton') =>
    services[group].items.map(({ key, name, price }) => ({
      key,
      name,
      price,
      priceLabel: formatPrice({ amount: price, unit }, per),
    }))
  const kilometres = {
    ...field.kilometres,
    label: fillTemplate(field.kilometres.label, { place: facility.place }),
    help: fillTemplate(field.kilometres.help, { price: formatPrice({ amount: travel.price, unit: 'kilometre' }, per) }),
  }
  return (
    <section id="season" aria-labelledby="season-title" data-needs-js="" {...toolMarks.planner} className="py-20">
      <div className="container-page">
        <h2 id="season-title" className="text-2xl min-[400px]:text-3xl font-semibold text-garlic-900 sm:text-4xl">
          {words.heading}
        </h2>
        <p className="mt-4 max-w-prose text-lg text-ink-muted">{words.intro}</p>
        {stalled}
        <SeasonPlannerOnIntent
          services={{ field: priced('field', 'hectare'), processing: priced('processing', 'ton') }}
          travel={{ name: travel.name, price: travel.price }}
          tonsPerHour={facility.tonsPerHour}
          seeds={seeds}
          form={{
            label: words.formLabel,
            legends: { field: field.legend, processing: fillTemplate(processing.legend, { place: facility.place }) },
            quantities: { hectares: field.hectares, kilometres, tons: processing.tons },
            seed: field.seed,
            take: { take: field.useCalculator, unit: words.units.hectares },
            submit: words.submit,
          }}
          words={{
            results: words.results,
            hints: words.hints,
            units: words.units,
            message: words.message,
            document: words.document,
            seed: seedWords,
            orderWindow: varieties.orderWindow,
            otherLanguages,
            ...paper,
          }}
        />
      </div>
    </section>
  )
}

import type { SaleView } from '@/components/catalogue/sale-view'

/**
 * The sale's conditions (VAT, commission, insurance, delivery, confirmation), on the catalogue and
 * on its printed list.
 */
export function ConditionsOfSale({ view }: { view: SaleView }) {
  if (view.sale.conditions.length === 0) return null
  return (
    <section aria-labelledby="conditions-title" className="sale-conditions py-12 sm:py-16">
      <div className="container-page">
        <h2 id="conditions-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
          {view.words.conditions.heading}
        </h2>
        <ul className="mt-5 max-w-prose list-disc space-y-2 pl-6 text-lg">
          {view.sale.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}

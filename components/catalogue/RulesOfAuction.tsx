import type { SaleView } from '@/components/catalogue/sale-view'

/**
 * The rules of auction where the sale gives their text rather than a link: at the end of the
 * catalogue, where the auction notice on every page of the sale links to (`#rules`), and on paper.
 */
export function RulesOfAuction({ view }: { view: SaleView }) {
  const text = view.auction?.rules?.text
  if (!text) return null
  return (
    <section id="rules" aria-labelledby="rules-title" className="rules-of-auction py-12 sm:py-16">
      <div className="container-page">
        <h2 id="rules-title" className="text-2xl font-semibold text-cattle-900 min-[400px]:text-3xl">
          {view.words.notice.rules}
        </h2>
        <ol className="mt-5 max-w-prose list-decimal space-y-3 pl-6 text-lg [overflow-wrap:anywhere]">
          {text.map((rule, index) => (
            <li key={index}>{rule}</li>
          ))}
        </ol>
      </div>
    </section>
  )
}

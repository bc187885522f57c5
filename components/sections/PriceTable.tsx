import { formatPrice, type PerUnitWords, type Price } from '@/lib/prices'

export type PriceTableProps = {
  id: string
  heading: string
  intro: string
  items: readonly { name: string; price: Price }[]
  /** The column names screen readers read ('Service', 'Price') and the words after each amount. */
  words: { service: string; price: string; per: PerUnitWords }
}

/** One price list as a real table: a service per row, its price per unit on the right. */
export function PriceTable({ id, heading, intro, items, words }: PriceTableProps) {
  return (
    <div className="card p-6 sm:p-7">
      <h3 id={id} className="text-2xl font-semibold text-garlic-900">
        {heading}
      </h3>
      <p className="mt-1 text-ink-muted">{intro}</p>
      <table aria-labelledby={id} className="price-table">
        <thead className="sr-only">
          <tr>
            <th scope="col">{words.service}</th>
            <th scope="col">{words.price}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {items.map((item) => (
            <tr key={item.name}>
              <th scope="row">
                {item.name}
              </th>
              <td>{formatPrice(item.price, words.per)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import { formatRand } from '@/lib/format'
import type { PerUnitWords, Price } from '@/lib/prices'

export type PriceTableProps = {
  id: string
  heading: string
  intro: string
  items: readonly { name: string; price: Price }[]
  /** The column names screen readers read ('Service', 'Price') and the words after each amount. */
  words: { service: string; price: string; per: PerUnitWords }
}

/**
 * One price list as a real table: a service per row, its price per unit on the right; on a phone
 * each service on a line of its own with its price under it (app/globals.css, price-table). Read
 * in order it is still each service followed by its price, should a browser stop calling the rows
 * of a phone's layout a table.
 */
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
              <th scope="row">{item.name}</th>
              {/* The amount never breaks; "per hectare" may go under it. */}
              <td>
                <span className="whitespace-nowrap">{formatRand(item.price.amount)}</span>
                {` ${words.per[item.price.unit]}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

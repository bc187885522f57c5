import type { RefObject } from 'react'
import type { ToolWords } from '@/components/catalogue/tool-animals'
import { sexes, statuses } from '@/lib/sale/animal'
import { sortKeys, type SortKey } from '@/lib/sale/catalogue'
import type { CatalogueView } from '@/lib/sale/view'

export type ViewFormProps = {
  form: RefObject<HTMLFormElement | null>
  view: CatalogueView
  choose: (change: Partial<CatalogueView>) => void
  words: ToolWords
}

/** What a sort is named by: the lot, the price, the age or a figure, in the page's words. */
export function sortLabel(words: ToolWords, key: SortKey): string {
  if (key === 'lot') return words.list.lot
  if (key === 'price') return words.list.price
  if (key === 'born') return words.list.born
  return words.figures.names[key].name
}

const field = 'form-box mt-1 min-h-11'

/**
 * The catalogue's order and filters: native selects, so a choice made before the script runs is
 * adopted (use-catalogue-view.ts). Each choice shows at once; Enter in the form, or its button, does
 * the same for a keyboard.
 */
export function ViewForm({ form, view, choose, words }: ViewFormProps) {
  const { list, tools } = words
  return (
    <form
      ref={form}
      onSubmit={(event) => event.preventDefault()}
      aria-label={tools.legend}
      className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="font-semibold text-ink">
        {list.sortBy}
        <select
          name="sort"
          className={field}
          value={view.sort}
          onChange={(event) => choose({ sort: event.target.value as SortKey })}
        >
          {sortKeys.map((key) => (
            <option key={key} value={key}>
              {sortLabel(words, key)}
            </option>
          ))}
        </select>
      </label>
      <label className="font-semibold text-ink">
        {tools.order}
        <select
          name="dir"
          className={field}
          value={view.direction}
          onChange={(event) => choose({ direction: event.target.value as CatalogueView['direction'] })}
        >
          <option value="desc">{list.higherFirst}</option>
          <option value="asc">{list.lowerFirst}</option>
        </select>
      </label>
      <label className="font-semibold text-ink">
        {list.sex.legend}
        <select
          name="sex"
          className={field}
          value={view.sex}
          onChange={(event) => choose({ sex: event.target.value as CatalogueView['sex'] })}
        >
          <option value="all">{list.sex.all}</option>
          {sexes.map((sex) => (
            <option key={sex} value={sex}>
              {list.sex[sex]}
            </option>
          ))}
        </select>
      </label>
      <label className="font-semibold text-ink">
        {list.status.legend}
        <select
          name="status"
          className={field}
          value={view.status}
          onChange={(event) => choose({ status: event.target.value as CatalogueView['status'] })}
        >
          <option value="all">{list.status.all}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {list.status[status]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="direct-link justify-center sm:col-span-2 lg:col-span-4 lg:justify-self-start">
        {list.apply}
      </button>
    </form>
  )
}

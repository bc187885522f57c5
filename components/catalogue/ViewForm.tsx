import type { ReactNode, RefObject } from 'react'
import type { ToolWords } from '@/components/catalogue/tool-animals'
import { sexes } from '@/lib/sale/animal'
import { accuracySteps } from '@/lib/sale/breeding-values'
import type { SortKey } from '@/lib/sale/catalogue'
import type { CatalogueView } from '@/lib/sale/view'

export type ViewFormProps = {
  form: RefObject<HTMLFormElement | null>
  view: CatalogueView
  choose: (change: Partial<CatalogueView>) => void
  words: ToolWords
}

/** What a sort is named by: the lot, a breeding value, a measured figure, the price or the age, in the page's words. */
export function sortLabel(words: ToolWords, key: SortKey): string {
  return words.sorts.find((choice) => choice.key === key)?.label ?? key
}

/** One of the form's choices: a labelled native select, whose name is the address's. */
function Choice(props: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  children: ReactNode
}) {
  const hintId = props.hint ? `catalogue-${props.name}-hint` : undefined
  return (
    <label className="font-semibold text-ink">
      {props.label}
      <select
        name={props.name}
        className="form-box mt-1 min-h-11"
        value={props.value}
        aria-describedby={hintId}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
      {props.hint && (
        <span id={hintId} className="mt-1 block text-sm font-normal text-ink-muted">
          {props.hint}
        </span>
      )}
    </label>
  )
}

/**
 * The catalogue's order and filters: native selects, so a choice made before the script runs is
 * adopted (use-catalogue-view.ts). Each choice shows at once; Enter in the form, or its button, does
 * the same for a keyboard.
 */
export function ViewForm({ form, view, choose, words }: ViewFormProps) {
  const { list, tools } = words
  const group = (name: 'breedingValues' | 'performance') =>
    words.sorts
      .filter((choice) => choice.group === name)
      .map((choice) => (
        <option key={choice.key} value={choice.key}>
          {choice.label}
        </option>
      ))
  return (
    <form
      ref={form}
      onSubmit={(event) => event.preventDefault()}
      aria-label={tools.legend}
      className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Choice name="sort" label={list.sortBy} value={view.sort} onChange={(sort) => choose({ sort: sort as SortKey })}>
        {words.sorts
          .filter((choice) => !choice.group && choice.key === 'lot')
          .map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        {words.ebvs.length > 0 && <optgroup label={tools.breedingValues}>{group('breedingValues')}</optgroup>}
        <optgroup label={tools.performance}>{group('performance')}</optgroup>
        {words.sorts
          .filter((choice) => !choice.group && choice.key !== 'lot')
          .map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
      </Choice>
      <Choice
        name="dir"
        label={tools.order}
        value={view.direction}
        onChange={(direction) => choose({ direction: direction as CatalogueView['direction'] })}
      >
        <option value="desc">{list.higherFirst}</option>
        <option value="asc">{list.lowerFirst}</option>
      </Choice>
      {words.ebvs.length > 0 && (
        <Choice
          name="acc"
          label={tools.accuracy}
          value={String(view.minAccuracy)}
          hint={tools.accuracyHint}
          onChange={(accuracy) => choose({ minAccuracy: Number(accuracy) })}
        >
          <option value="0">{tools.accuracyAny}</option>
          {accuracySteps.map((step) => (
            <option key={step} value={String(step)}>{`${step}\u00a0%`}</option>
          ))}
        </Choice>
      )}
      <Choice
        name="sex"
        label={list.sex.legend}
        value={view.sex}
        onChange={(sex) => choose({ sex: sex as CatalogueView['sex'] })}
      >
        <option value="all">{list.sex.all}</option>
        {sexes.map((sex) => (
          <option key={sex} value={sex}>
            {list.sex[sex]}
          </option>
        ))}
      </Choice>
      {words.statuses.length > 1 && (
        <Choice
          name="status"
          label={list.status.legend}
          value={view.status}
          onChange={(status) => choose({ status: status as CatalogueView['status'] })}
        >
          <option value="all">{list.status.all}</option>
          {words.statuses.map((status) => (
            <option key={status} value={status}>
              {list.status[status]}
            </option>
          ))}
        </Choice>
      )}
      {words.sires.length > 1 && (
        <Choice name="sire" label={tools.sire} value={view.sire} onChange={(sire) => choose({ sire })}>
          <option value="all">{tools.sireAll}</option>
          {words.sires.map((sire) => (
            <option key={sire.slug} value={sire.slug}>
              {sire.label}
            </option>
          ))}
        </Choice>
      )}
      <button type="submit" className="direct-link justify-center sm:col-span-2 lg:col-span-3 lg:justify-self-start">
        {list.apply}
      </button>
    </form>
  )
}

import { plannerIds } from '@/components/season-planner/planner-ids'
import { formQuery, writeQueryPart } from '@/components/page-address'
import { parsePlannerQuery, serialisePlannerQuery } from '@/lib/season-planner/query'
import type { PlannerState } from '@/lib/season-planner/query'
import { plannerQuantities, serviceGroups } from '@/lib/season-estimate'
import type { ServiceGroup } from '@/lib/season-estimate'

/**
 * The planner's form is the server's, in the page's HTML: its state is what its fields hold, and
 * the address is kept beside the calculator's.
 */

export type ServiceKeys = Record<ServiceGroup, readonly string[]>

/** The form's fields carry the address's names, so the form read as a query is the planner's state, as typed. */
export function readForm(form: HTMLFormElement, keys: ServiceKeys): PlannerState {
  return parsePlannerQuery(formQuery(form), keys, { asTyped: true })
}

/** Puts a state (from the address) into the form, as if the visitor had entered it. */
export function fillForm(form: HTMLFormElement, state: PlannerState) {
  for (const name of plannerQuantities) {
    const box = document.getElementById(plannerIds.box(name))
    if (box instanceof HTMLInputElement) box.value = state[name]
  }
  for (const group of serviceGroups) {
    for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${group}"]`)) box.checked = state[group].includes(box.value)
  }
}

/** Writes the planner's part of the address; the calculator's part before it is kept. */
export function writeAddress(state: PlannerState) {
  writeQueryPart('planner', serialisePlannerQuery(state))
}

/** Adds `id` to what describes an element, or takes it out, keeping the element's own (its help). */
export function describeBy(element: Element, id: string, on: boolean) {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((each) => each !== '' && each !== id)
  if (on) ids.push(id)
  if (ids.length > 0) element.setAttribute('aria-describedby', ids.join(' '))
  else element.removeAttribute('aria-describedby')
}

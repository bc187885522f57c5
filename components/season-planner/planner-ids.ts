import type { PlannerQuantity, ServiceGroup } from '@/lib/season-estimate'

/**
 * The planner's form is drawn by the server, in the page's HTML; its islands and its working part
 * find the form, its boxes and their hints by these ids.
 */
export const plannerIds = {
  form: 'season-form',
  box: (name: PlannerQuantity) => `season-${name}`,
  hint: (name: PlannerQuantity | ServiceGroup) => `season-${name}-hint`,
}

/** Whether the visitor has ticked or typed anything in the planner's form. */
export function formHasEntries(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => element instanceof HTMLInputElement && (element.type === 'checkbox' ? element.checked : element.value !== ''))
}

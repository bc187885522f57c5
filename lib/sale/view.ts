import { sexes, statuses, type Status } from './animal'
import { accuracySteps } from './breeding-values'
import { betterFirst, indexSortKeys, sortKeys, type Direction, type Filter, type SortKey } from './catalogue'
import { listQuery } from './shortlist'

/** The catalogue's view: its order and filters, as the address keeps them. */
export type CatalogueView = Filter & { sort: SortKey; direction: Direction }

export const defaultView: CatalogueView = {
  sort: 'lot',
  direction: 'asc',
  sex: 'all',
  status: 'all',
  sire: 'all',
  minAccuracy: 0,
}

/** Every name the catalogue's address may carry: the view's parts, a shared shortlist and a comparison. */
export const catalogueQueryNames = ['sort', 'dir', 'sex', 'status', 'sire', 'acc', 'shortlist', 'compare'] as const

/**
 * What this sale's view may name beyond the fixed choices: its indexes' keys, its sires' address
 * parts and, where given, the statuses its animals have (a status none has filters nothing worth
 * keeping, and the form offers no way back from it).
 */
export type ViewChoices = { indexes: readonly string[]; sires: readonly string[]; statuses?: readonly Status[] }

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

/**
 * The view an address asks for (`?sort=ebv-weaning&acc=70&sire=jldt-17-012&sex=bull&status=available`);
 * anything unknown or mistyped falls back to the default for that part alone.
 */
export function readView(search: string, choices: ViewChoices = { indexes: [], sires: [] }): CatalogueView {
  const query = new URLSearchParams(search)
  const sort = query.get('sort')
  const direction = query.get('dir')
  const sex = query.get('sex')
  const status = query.get('status')
  const sire = query.get('sire')
  const accuracy = Number(query.get('acc'))
  const sortKey = isOneOf([...sortKeys, ...indexSortKeys(choices.indexes)], sort) ? sort : defaultView.sort
  return {
    sort: sortKey,
    direction: isOneOf(['asc', 'desc'] as const, direction) ? direction : betterFirst(sortKey),
    sex: isOneOf(sexes, sex) ? sex : 'all',
    status: isOneOf(choices.statuses ?? statuses, status) ? status : 'all',
    sire: isOneOf(choices.sires, sire) ? sire : 'all',
    minAccuracy: (accuracySteps as readonly number[]).includes(accuracy) ? accuracy : 0,
  }
}

/** The query string for a view, leaving out what is the default; '' for the default view. */
export function writeView(view: CatalogueView): string {
  const query = new URLSearchParams()
  if (view.sort !== defaultView.sort) query.set('sort', view.sort)
  if (view.direction !== betterFirst(view.sort)) query.set('dir', view.direction)
  if (view.sex !== 'all') query.set('sex', view.sex)
  if (view.status !== 'all') query.set('status', view.status)
  if (view.sire !== 'all') query.set('sire', view.sire)
  if (view.minAccuracy > 0) query.set('acc', String(view.minAccuracy))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * The catalogue's whole query string: its view, then a shared shortlist and a comparison where there
 * are; '' for the default view alone.
 */
export function catalogueSearch(view: CatalogueView, shared: readonly string[], comparing: readonly string[]): string {
  const parts = [
    writeView(view).slice(1),
    shared.length > 0 ? listQuery('shortlist', shared) : '',
    comparing.length > 0 ? listQuery('compare', comparing) : '',
  ].filter(Boolean)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

import { sexes, statuses } from './animal'
import { betterFirst, sortKeys, type Direction, type Filter, type SortKey } from './catalogue'
import { listQuery } from './shortlist'

/** The catalogue's view: its order and filters, as the address keeps them. */
export type CatalogueView = Filter & { sort: SortKey; direction: Direction }

export const defaultView: CatalogueView = { sort: 'lot', direction: 'asc', sex: 'all', status: 'all' }

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

/**
 * The view an address asks for (`?sort=weaning205&dir=desc&sex=bull&status=available`); anything
 * unknown or mistyped falls back to the default for that part alone.
 */
export function readView(search: string): CatalogueView {
  const query = new URLSearchParams(search)
  const sort = query.get('sort')
  const direction = query.get('dir')
  const sex = query.get('sex')
  const status = query.get('status')
  const sortKey = isOneOf(sortKeys, sort) ? sort : defaultView.sort
  return {
    sort: sortKey,
    direction: isOneOf(['asc', 'desc'] as const, direction) ? direction : betterFirst(sortKey),
    sex: isOneOf(sexes, sex) ? sex : 'all',
    status: isOneOf(statuses, status) ? status : 'all',
  }
}

/** The query string for a view, leaving out what is the default; '' for the default view. */
export function writeView(view: CatalogueView): string {
  const query = new URLSearchParams()
  if (view.sort !== defaultView.sort) query.set('sort', view.sort)
  if (view.direction !== betterFirst(view.sort)) query.set('dir', view.direction)
  if (view.sex !== 'all') query.set('sex', view.sex)
  if (view.status !== 'all') query.set('status', view.status)
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

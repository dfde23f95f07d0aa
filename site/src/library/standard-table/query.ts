/**
 * query.ts turns a standard table's fetch request into the query string of
 * the Tessera demo API, GET /tessera/api/orders:
 *
 *   page=0&pageSize=10&sort=-amount&search=anna&filter=status:EQUAL:open
 *
 * page counts from 0; sort is the column, with a minus sign for
 * descending; each applied filter is one filter=<column>:<OPERATION>:<value>,
 * where IN_RANGE reads min..max (either end left out for an open range),
 * ONE_OF a comma-separated list, IS_EMPTY nothing, a yes/no true or false,
 * and a number at most its filter's decimal places.
 */
import { isDateRange, isNumberRange, type AppliedFilter, type FetchRequest, type TableFilter } from './logic'

/** numberText writes a number without exponent or float noise, at most places decimals: 12.5, 0.125, 19.99. */
export function numberText(n: number, places?: number): string {
  if (places === undefined) return String(n)
  const fixed = n.toFixed(Math.max(0, Math.min(20, places)))
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed
}

/** filterValueText is an applied filter's value as the API reads it. */
export function filterValueText(applied: AppliedFilter, filter?: TableFilter): string {
  const { operation, value } = applied
  if (operation === 'IS_EMPTY' || value === null) return ''
  const places = filter?.decimalPlaces
  if (isNumberRange(value)) return `${value.min === null ? '' : numberText(value.min, places)}..${value.max === null ? '' : numberText(value.max, places)}`
  if (isDateRange(value)) return `${value.start ?? ''}..${value.end ?? ''}`
  if (Array.isArray(value)) return value.map(String).join(',')
  if (typeof value === 'number') return numberText(value, places)
  return String(value)
}

/** ordersQuery is the query string (without '?') of a fetch request; filters give each filter's decimal places. */
export function ordersQuery(request: FetchRequest, filters: readonly TableFilter[] = []): string {
  const q = new URLSearchParams()
  q.set('page', String(request.pagination.pageIndex))
  q.set('pageSize', String(request.pagination.pageSize))
  if (request.ordering) q.set('sort', `${request.ordering.direction === 'desc' ? '-' : ''}${request.ordering.columnId}`)
  const search = request.search.trim()
  if (search) q.set('search', search)
  for (const f of request.filters) {
    const value = filterValueText(f, filters.find((d) => d.id === f.id))
    q.append('filter', f.operation === 'IS_EMPTY' ? `${f.id}:IS_EMPTY` : `${f.id}:${f.operation}:${value}`)
  }
  return q.toString()
}

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FetchRequest, TableFilter } from './logic'
import { filterValueText, numberText, ordersQuery } from './query'

const FILTERS: TableFilter[] = [
  { id: 'amount', label: 'Amount', type: 'NUMBER_RANGE', decimalPlaces: 2 },
  { id: 'quantity', label: 'Quantity', type: 'NUMBER_RANGE', decimalPlaces: 0 },
  { id: 'weight', label: 'Weight', type: 'NUMBER_RANGE', decimalPlaces: 3 },
]

const base: FetchRequest = { filters: [], ordering: null, pagination: { pageIndex: 0, pageSize: 10 }, search: '' }

/** decoded reads a query string back as its pairs, so the expectations read as the API reads them. */
const decoded = (q: string) => [...new URLSearchParams(q)].map(([k, v]) => `${k}=${v}`)

describe('ordersQuery', () => {
  it('always sends the page, from 0, and the page size', () => {
    expect(ordersQuery(base)).toBe('page=0&pageSize=10')
    expect(ordersQuery({ ...base, pagination: { pageIndex: 4, pageSize: 25 } })).toBe('page=4&pageSize=25')
  })
  it('sends the ordering as sort=col or sort=-col', () => {
    expect(decoded(ordersQuery({ ...base, ordering: { columnId: 'amount', direction: 'asc' } }))).toContain('sort=amount')
    expect(decoded(ordersQuery({ ...base, ordering: { columnId: 'amount', direction: 'desc' } }))).toContain('sort=-amount')
  })
  it('sends a search trimmed, and none when blank', () => {
    expect(decoded(ordersQuery({ ...base, search: '  Anna Costa ' }))).toContain('search=Anna Costa')
    expect(ordersQuery({ ...base, search: '   ' })).toBe('page=0&pageSize=10')
  })
  it('sends one filter=<column>:<OPERATION>:<value> per applied filter', () => {
    const q = ordersQuery(
      {
        ...base,
        filters: [
          { id: 'status', operation: 'EQUAL', value: 'open' },
          { id: 'channels', operation: 'ONE_OF', value: ['web', 'phone'] },
          { id: 'amount', operation: 'IN_RANGE', value: { min: 10, max: 99.5 } },
          { id: 'quantity', operation: 'IN_RANGE', value: { min: null, max: 5 } },
          { id: 'orderedAt', operation: 'IN_RANGE', value: { start: '2026-01-01', end: null } },
          { id: 'isPriority', operation: 'EQUAL', value: true },
          { id: 'weight', operation: 'GREATER_THAN', value: 0.1 + 0.2 },
          { id: 'city', operation: 'IS_EMPTY', value: null },
        ],
      },
      FILTERS,
    )
    expect(decoded(q)).toEqual([
      'page=0',
      'pageSize=10',
      'filter=status:EQUAL:open',
      'filter=channels:ONE_OF:web,phone',
      'filter=amount:IN_RANGE:10..99.5',
      'filter=quantity:IN_RANGE:..5',
      'filter=orderedAt:IN_RANGE:2026-01-01..',
      'filter=isPriority:EQUAL:true',
      'filter=weight:GREATER_THAN:0.3',
      'filter=city:IS_EMPTY',
    ])
  })
  it('escapes what a query string must escape', () => {
    expect(ordersQuery({ ...base, search: 'a&b=c' })).toBe('page=0&pageSize=10&search=a%26b%3Dc')
  })
})

describe('numberText and filterValueText', () => {
  it('write numbers without float noise, at most the decimal places', () => {
    expect(numberText(0.1 + 0.2, 2)).toBe('0.3')
    expect(numberText(12, 2)).toBe('12')
    expect(numberText(12.345, 2)).toBe('12.35')
    expect(numberText(1500, 0)).toBe('1500')
    expect(numberText(-2.5, 3)).toBe('-2.5')
    expect(numberText(7)).toBe('7')
  })
  it('write IS_EMPTY as nothing', () => expect(filterValueText({ id: 'x', operation: 'IS_EMPTY', value: null })).toBe(''))
})

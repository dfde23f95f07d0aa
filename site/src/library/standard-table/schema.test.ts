// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { appliedFilterSchema, filterOptionSchema, RULE_UNIQUE_FILTER_IDS, standardTableSchema, tableFilterSchema } from './schema'
import { localStorageTableStorage, noStorage } from './storage'

const base = { id: 'orders', label: 'Orders', columns: [{ id: 'a', label: 'A' }], rows: [] }
const errors = (props: object) => propErrors('StandardTable', standardTableSchema, { ...base, ...props })

describe('standardTableSchema', () => {
  it('accepts valid props and gives the defaults', () => {
    expect(errors({})).toEqual([])
    expect(
      errors({
        filters: [{ id: 'a', label: 'A', type: 'SINGLE_SELECT', options: [{ label: 'X', value: 'x' }] }],
        defaultAppliedFilters: [{ id: 'a', operation: 'EQUAL', value: 'x' }],
        pagination: { type: 'remote', rowCount: 120 },
        storage: localStorageTableStorage(),
        onFetchRequest: () => {},
      }),
    ).toEqual([])
    expect(standardTableSchema.parse(base)).toMatchObject({
      filters: [],
      defaultAppliedFilters: [],
      isSearchable: true,
      isReorderable: true,
      pagination: { pageIndex: 0, pageSize: 10, pageSizeOptions: [10, 25, 50, 100], type: 'local' },
    })
  })
  it('has the table’s rules: Field cannot be empty, Column ids should be unique, page size options', () => {
    expect(errors({ id: '' })).toEqual(['StandardTable: invalid prop "id": Field cannot be empty'])
    expect(errors({ columns: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }] })).toEqual(['StandardTable: invalid prop "columns": Column ids should be unique'])
    expect(errors({ pagination: { pageSizeOptions: [50, 25] } })).toEqual(['StandardTable: invalid prop "pagination.pageSizeOptions": Entries in pageSizeOptions must be a strictly increasing sequence'])
  })
  it('checks the filters: types, operations, unique ids', () => {
    expect(errors({ filters: [{ id: 'a', label: 'A', type: 'TEXT' }] })[0]).toMatch(/^StandardTable: invalid prop "filters.0.type"/)
    expect(errors({ filters: [{ id: 'a', label: 'A', type: 'BOOLEAN', operations: ['LIKE'] }] })[0]).toMatch(/"filters.0.operations.0"/)
    expect(errors({ filters: [{ id: 'a', label: 'A', type: 'BOOLEAN' }, { id: 'a', label: 'B', type: 'BOOLEAN' }] })).toEqual([`StandardTable: invalid prop "filters": ${RULE_UNIQUE_FILTER_IDS}`])
    expect(errors({ appliedFilters: [{ id: 'a', operation: 'MATCHES', value: 1 }] })[0]).toMatch(/"appliedFilters.0.operation"/)
  })
  it('checks the storage', () => {
    expect(errors({ storage: noStorage })).toEqual([])
    expect(errors({ storage: { load: () => null } })).toEqual(['StandardTable: invalid prop "storage": must have load(tableId) and save(tableId, state)'])
  })
  it('describes every prop', () => {
    for (const shape of [standardTableSchema.shape, tableFilterSchema.shape, appliedFilterSchema.shape, filterOptionSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

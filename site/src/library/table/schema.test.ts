// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { tableColumnSchema, tablePaginationSchema, tableRowActionSchema, tableRowSchema, tableSchema } from './schema'

const base = { id: 'orders', label: 'Orders', columns: [{ id: 'a', label: 'A' }], rows: [] }
const errors = (props: object) => propErrors('Table', tableSchema, { ...base, ...props })

describe('tableSchema', () => {
  it('accepts valid props and gives the defaults', () => {
    expect(errors({})).toEqual([])
    expect(errors({ rows: [{ id: 1, cells: { a: 'x' }, actions: [{ label: 'Edit', icon: 'edit', onClick: () => {} }], onClick: () => {} }], pagination: {}, selectionMode: 'single-page' })).toEqual([])
    const parsed = tableSchema.parse(base)
    expect(parsed).toMatchObject({ isLoading: false, selectionMode: 'off', expansionMode: 'off', isReorderable: false, defaultOrdering: null })
    expect(tablePaginationSchema.parse({})).toEqual({ pageSize: 10, pageSizeOptions: [10, 25, 50, 100], type: 'local' })
    expect(tableColumnSchema.parse({ id: 'a', label: 'A' })).toMatchObject({ isSortable: false, sortBehavior: 'asc-desc', isNumeric: false, decimalPlaces: 2 })
  })
  it('needs a table id: Field cannot be empty', () => {
    expect(errors({ id: '' })).toEqual(['Table: invalid prop "id": Field cannot be empty'])
    expect(errors({ id: '  ' })).toEqual(['Table: invalid prop "id": Field cannot be empty'])
  })
  it('needs unique column ids: Column ids should be unique', () => {
    expect(errors({ columns: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }] })).toEqual(['Table: invalid prop "columns": Column ids should be unique'])
  })
  it('keeps its own column ids', () => {
    expect(errors({ columns: [{ id: 'select', label: 'Select' }] })[0]).toMatch(/"columns": Column ids expand, select and actions/)
  })
  it('needs at least one column', () => {
    expect(errors({ columns: [] })).toEqual(['Table: invalid prop "columns": array may not be empty'])
  })
  it('needs page size options that strictly increase, whole numbers of at least 5', () => {
    const rule = 'Table: invalid prop "pagination.pageSizeOptions": Entries in pageSizeOptions must be a strictly increasing sequence'
    expect(errors({ pagination: { pageSizeOptions: [25, 10] } })).toEqual([rule])
    expect(errors({ pagination: { pageSizeOptions: [10, 10] } })).toEqual([rule])
    expect(errors({ pagination: { pageSizeOptions: [3, 10] } })[0]).toMatch(/"pagination.pageSizeOptions.0"/)
    expect(errors({ pagination: { pageSizeOptions: [5, 20, 40] } })).toEqual([])
  })
  it('names the prop of other mistakes', () => {
    expect(errors({ columns: [{ id: 'a', label: 'A', sortBehavior: 'up' }] })[0]).toMatch(/^Table: invalid prop "columns.0.sortBehavior"/)
    expect(errors({ columns: [{ id: 'a', label: 'A', width: 'wide' }] })[0]).toMatch(/"columns.0.width": must be a CSS length/)
    expect(errors({ rows: [{ id: '', cells: {} }] })[0]).toMatch(/^Table: invalid prop "rows.0.id"/)
    expect(errors({ rows: [{ id: 1, cells: { a: [1] } }] })[0]).toMatch(/^Table: invalid prop "rows.0.cells.a"/)
    expect(errors({ rows: [{ id: 1, cells: {}, actions: [{ label: 'X', icon: 'nope' }] }] })[0]).toMatch(/"rows.0.actions.0.icon"/)
    expect(errors({ selectionMode: 'all' })[0]).toMatch(/^Table: invalid prop "selectionMode"/)
    expect(errors({ ordering: { columnId: 'a', direction: 'up' } })[0]).toMatch(/^Table: invalid prop "ordering.direction"/)
    expect(errors({ onOrderingChange: 'x' })[0]).toMatch(/^Table: invalid prop "onOrderingChange"/)
  })
  it('describes every prop', () => {
    for (const shape of [tableSchema.shape, tableColumnSchema.shape, tableRowSchema.shape, tableRowActionSchema.shape, tablePaginationSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

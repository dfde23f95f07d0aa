// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { filterBuilderSchema, filterColumnSchema, filtersSchema, RULE_OPTIONS_NEEDED, RULE_UNIQUE_KEYS } from './schema'

const status = { key: 'status', label: 'Status', type: 'SINGLE_SELECT', operations: ['EQUAL'], options: [{ label: 'Open', value: 'open' }] }
const amount = { key: 'amount', label: 'Amount', type: 'NUMBER_RANGE', operations: ['IN_RANGE'], currency: 'EUR', minimum: 0 }
const query = { key: 'q', label: 'Search', type: 'SEARCH', placeholder: 'Customer or city' }
const errors = (props: object) => propErrors('Filters', filtersSchema, props)

describe('filtersSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({ columns: [query, status, amount] })).toEqual([])
    expect(filtersSchema.parse({ columns: [status] })).toMatchObject({ defaultValue: [], defaultOpen: false })
    expect(
      errors({
        columns: [status, { key: 'shipped', label: 'Shipped', type: 'DATE_RANGE', operations: ['IN_RANGE'], shortcuts: ['today', { label: 'Q1', value: { start: '2026-01-01', end: '2026-03-31' } }], minimumDate: '2025-01-01' }],
        value: [{ key: 'status', operation: 'EQUAL', value: 'open' }],
        onValueChange: () => {},
        onAppliedFiltersChange: () => {},
        open: true,
        onOpenChange: () => {},
      }),
    ).toEqual([])
  })
  it('needs a non-empty list of columns with non-empty keys and labels, unique by key', () => {
    expect(errors({ columns: [] })).toEqual(['Filters: invalid prop "columns": array may not be empty'])
    expect(errors({ columns: [{ ...status, key: ' ' }] })).toEqual(['Filters: invalid prop "columns.0.key": may not be empty'])
    expect(errors({ columns: [{ ...status, label: '' }] })).toEqual(['Filters: invalid prop "columns.0.label": may not be empty'])
    expect(errors({ columns: [status, { ...amount, key: 'status' }] })).toEqual([`Filters: invalid prop "columns": ${RULE_UNIQUE_KEYS}`])
  })
  it('names the column type and operation that are not known', () => {
    const [type] = errors({ columns: [{ ...status, type: 'TEXT' }] })
    expect(type).toMatch(/^Filters: invalid prop "columns.0.type": .*"BOOLEAN"\|"DATE_RANGE"\|"MULTI_SELECT"\|"NUMBER_RANGE"\|"SINGLE_SELECT"\|"SEARCH"/)
    expect(errors({ columns: [{ ...status, operations: ['LIKE'] }] })[0]).toMatch(/^Filters: invalid prop "columns.0.operations.0": /)
  })
  it('needs options for selects, non-empty when given', () => {
    expect(errors({ columns: [{ ...status, options: undefined }] })).toEqual([`Filters: invalid prop "columns.0.options": ${RULE_OPTIONS_NEEDED}`])
    expect(errors({ columns: [{ ...status, options: [] }] })).toEqual(['Filters: invalid prop "columns.0.options": array may not be empty'])
  })
  it('checks the per-type options', () => {
    expect(errors({ columns: [{ ...amount, step: -1, decimalPlaces: 1.5 }] })).toHaveLength(2)
    expect(errors({ columns: [{ ...status, collapseTagsAfter: -1 }] })[0]).toMatch(/^Filters: invalid prop "columns.0.collapseTagsAfter"/)
    expect(errors({ columns: [{ key: 'd', label: 'D', type: 'DATE_RANGE', operations: ['IN_RANGE'], maximumDate: '01/02/2026' }] })).toEqual([
      'Filters: invalid prop "columns.0.maximumDate": must be a date written YYYY-MM-DD',
    ])
  })
  it('checks the filters’ shape', () => {
    expect(errors({ columns: [status], defaultValue: [{ key: '', operation: 'EQUAL', value: null }] })).toEqual(['Filters: invalid prop "defaultValue.0.key": may not be empty'])
    expect(errors({ columns: [status], value: [{ key: 'status', operation: 'LIKE', value: 'x' }] })[0]).toMatch(/^Filters: invalid prop "value.0.operation"/)
    expect(errors({ columns: [status], onValueChange: 'yes' })).toEqual(['Filters: invalid prop "onValueChange": Invalid input'])
  })
  it('describes every prop, and every column field', () => {
    for (const schema of [filtersSchema, filterBuilderSchema, filterColumnSchema]) {
      expect(Object.entries(schema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
  it('gives the builder the same rules without the popup’s props', () => {
    expect(propErrors('FilterBuilder', filterBuilderSchema, { columns: [] })).toEqual(['FilterBuilder: invalid prop "columns": array may not be empty'])
    expect(Object.keys(filterBuilderSchema.shape)).not.toContain('open')
  })
})

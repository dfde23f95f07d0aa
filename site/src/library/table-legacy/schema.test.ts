// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { tableLegacyColumnSchema, tableLegacySchema, tableLegacySortSchema, tableLegacyTranslationsSchema } from './schema'

const columns = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'qty', title: 'Quantity', align: 'right' as const },
]

describe('tableLegacySchema', () => {
  const errors = (props: object) => propErrors('TableLegacy', tableLegacySchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ caption: 'Parts', columns, data: [{ id: 1, name: 'Bolt', qty: 4 }], defaultSort: { key: 'name', order: 'desc' } })).toEqual([])
    const parsed = tableLegacySchema.parse({ caption: 'Parts', columns, defaultSort: { key: 'name' } })
    expect(parsed.columns[0]).toMatchObject({ align: 'left', sortable: true })
    expect(parsed.columns[1]).toMatchObject({ align: 'right', sortable: false })
    expect(parsed.defaultSort).toEqual({ key: 'name', order: 'none' })
    expect(parsed).toMatchObject({ data: [], rowKey: 'id', pageSize: 10, noDataText: null, translations: {} })
  })
  it('needs a caption and at least one column', () => {
    expect(errors({ columns })[0]).toMatch(/^TableLegacy: invalid prop "caption"/)
    expect(errors({ caption: ' ', columns })).toEqual(['TableLegacy: invalid prop "caption": may not be empty'])
    expect(errors({ caption: 'Parts', columns: [] })).toEqual(['TableLegacy: invalid prop "columns": array may not be empty'])
  })
  it('checks each column’s alignment and sort flag', () => {
    expect(errors({ caption: 'Parts', columns: [{ key: 'a', title: 'A', align: 'justify' }] })[0]).toMatch(/^TableLegacy: invalid prop "columns.0.align": Invalid option/)
    expect(errors({ caption: 'Parts', columns: [{ key: 'a', title: 'A', sortable: 'yes' }] })[0]).toMatch(/^TableLegacy: invalid prop "columns.0.sortable"/)
  })
  it('needs unique column keys', () => {
    expect(errors({ caption: 'Parts', columns: [...columns, { key: 'name', title: 'Again' }] })).toEqual(['TableLegacy: invalid prop "columns": Column keys should be unique'])
  })
  it('sorts by default only by a sortable column, in a known order', () => {
    expect(errors({ caption: 'Parts', columns, defaultSort: { key: 'qty', order: 'asc' } })).toEqual([
      'TableLegacy: invalid prop "defaultSort.key": defaultSort.key must be the key of a sortable column',
    ])
    expect(errors({ caption: 'Parts', columns, defaultSort: { key: 'name', order: 'up' } })[0]).toMatch(/^TableLegacy: invalid prop "defaultSort.order": Invalid option/)
  })
  it('needs rows as objects and a page size of at least 1', () => {
    expect(errors({ caption: 'Parts', columns, data: [1] })[0]).toMatch(/^TableLegacy: invalid prop "data.0"/)
    expect(errors({ caption: 'Parts', columns, pageSize: 0 })[0]).toMatch(/^TableLegacy: invalid prop "pageSize"/)
    expect(errors({ caption: 'Parts', columns, pageSize: 2.5 })[0]).toMatch(/^TableLegacy: invalid prop "pageSize"/)
  })
  it('takes functions for the callbacks and formats', () => {
    expect(errors({ caption: 'Parts', columns, onSortChange: 'sort' })[0]).toMatch(/^TableLegacy: invalid prop "onSortChange"/)
    expect(errors({ caption: 'Parts', columns: [{ key: 'a', title: 'A', format: 3 }] })[0]).toMatch(/^TableLegacy: invalid prop "columns.0.format"/)
  })
  it('describes every prop', () => {
    for (const schema of [tableLegacySchema, tableLegacyColumnSchema, tableLegacySortSchema, tableLegacyTranslationsSchema]) {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

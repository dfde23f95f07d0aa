// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { multiSelectSchema, selectActionSchema, selectOptionSchema, singleSelectSchema } from './schema'

const options = [
  { label: 'Brass', value: 'brass' },
  { label: 'Copper', value: 2, isDisabled: true, tooltip: 'Out of stock', dataTest: 'copper' },
]
const single = (props: object) => propErrors('SingleSelect', singleSelectSchema, { label: 'Material', options, ...props })
const multi = (props: object) => propErrors('MultiSelect', multiSelectSchema, { label: 'Materials', options, ...props })

describe('singleSelectSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(single({})).toEqual([])
    expect(
      single({ value: 2, onValueChange: () => {}, placeholder: 'Pick one', isUnsorted: true, actions: [{ label: 'New', icon: 'plus', onClick: () => {} }] }),
    ).toEqual([])
    expect(singleSelectSchema.parse({ label: 'Material', options })).toMatchObject({ defaultValue: null, isUnsorted: false, size: 'medium', isRequired: false })
  })
  it('the options may not be empty, except while loading', () => {
    expect(single({ options: [] })).toEqual(['SingleSelect: invalid prop "options": array may not be empty'])
    expect(single({ options: [], isLoading: true })).toEqual([])
  })
  it('the options are unique by value', () => {
    expect(single({ options: [...options, { label: 'Brass again', value: 'brass' }] })).toEqual([
      'SingleSelect: invalid prop "options.2.value": options need to be unique by `value`',
    ])
    expect(
      single({
        options: [
          { label: 'One', value: 1 },
          { label: 'One as text', value: '1' },
        ],
      }),
    ).toEqual([])
  })
  it('checks each option and action', () => {
    expect(single({ options: [{ label: ' ', value: 'x' }] })).toEqual(['SingleSelect: invalid prop "options.0.label": may not be empty'])
    expect(single({ options: [{ label: 'X', value: true }] })).toHaveLength(1)
    expect(single({ actions: [] })).toEqual(['SingleSelect: invalid prop "actions": array may not be empty'])
    expect(single({ actions: [{ label: 'New', onClick: 'no' }] })).toEqual(['SingleSelect: invalid prop "actions.0.onClick": must be a function'])
    expect(single({ actions: [{ label: 'New', icon: 'not-an-icon', onClick: () => {} }] })[0]).toMatch(
      /^SingleSelect: invalid prop "actions.0.icon": must be one of the icon names/,
    )
  })
  it('the value is a string, a number or null', () => {
    expect(single({ value: null })).toEqual([])
    expect(single({ value: ['brass'] })).toHaveLength(1)
  })
  it('keeps the field’s props and rules', () => {
    expect(single({ label: '' })).toEqual(['SingleSelect: invalid prop "label": may not be empty'])
    expect(single({ size: 'huge' })[0]).toMatch(/^SingleSelect: invalid prop "size"/)
  })
})

describe('multiSelectSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(multi({ defaultValue: ['brass'], maximumSelectable: 2, collapseTagsAfter: 0, clearOnSelect: true })).toEqual([])
    expect(multiSelectSchema.parse({ label: 'Materials', options })).toMatchObject({ defaultValue: [], clearOnSelect: false, isUnsorted: false })
  })
  it('checks maximumSelectable and collapseTagsAfter', () => {
    expect(multi({ maximumSelectable: 0 })[0]).toMatch(/^MultiSelect: invalid prop "maximumSelectable"/)
    expect(multi({ maximumSelectable: 1.5 })[0]).toMatch(/^MultiSelect: invalid prop "maximumSelectable"/)
    expect(multi({ collapseTagsAfter: -1 })[0]).toMatch(/^MultiSelect: invalid prop "collapseTagsAfter"/)
  })
  it('a value may not hold more than maximumSelectable entries', () => {
    expect(multi({ value: ['brass', 2], maximumSelectable: 1 })).toEqual(['MultiSelect: invalid prop "value": has more entries than maximumSelectable'])
    expect(multi({ defaultValue: ['brass', 2], maximumSelectable: 1 })).toEqual([
      'MultiSelect: invalid prop "defaultValue": has more entries than maximumSelectable',
    ])
  })
  it('the options may not be empty and are unique by value', () => {
    expect(multi({ options: [] })).toEqual(['MultiSelect: invalid prop "options": array may not be empty'])
    expect(multi({ options: [options[0], options[0]] })).toEqual(['MultiSelect: invalid prop "options.1.value": options need to be unique by `value`'])
  })
  it('the value is a list', () => {
    expect(multi({ value: 'brass' })[0]).toMatch(/^MultiSelect: invalid prop "value"/)
  })
})

describe('descriptions', () => {
  it('describes every prop', () => {
    for (const schema of [singleSelectSchema, multiSelectSchema, selectOptionSchema, selectActionSchema]) {
      expect(
        Object.entries(schema.shape)
          .filter(([, s]) => !z.globalRegistry.get(s)?.description)
          .map(([k]) => k),
      ).toEqual([])
    }
  })
})

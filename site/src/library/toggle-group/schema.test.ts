// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { toggleGroupOptionSchema, toggleGroupSchema } from './schema'

const options = [
  { key: 'bold', label: 'Bold' },
  { key: 'italic', label: 'Italic' },
]

describe('toggleGroupSchema', () => {
  const errors = (props: object) => propErrors('ToggleGroup', toggleGroupSchema, props)
  it('accepts single and multiple values', () => {
    expect(errors({ label: 'Style', options, value: 'bold' })).toEqual([])
    expect(errors({ label: 'Style', options, value: null })).toEqual([])
    expect(errors({ label: 'Style', options, isMultiple: true, defaultValue: ['bold', 'italic'] })).toEqual([])
  })
  it('wants options, not empty, unique by key', () => {
    expect(errors({ label: 'Style' })[0]).toMatch(/^ToggleGroup: invalid prop "options"/)
    expect(errors({ label: 'Style', options: [] })).toEqual(['ToggleGroup: invalid prop "options": array may not be empty'])
    expect(errors({ label: 'Style', options: [...options, { key: 'bold', label: 'Bold again' }] })).toEqual(['ToggleGroup: invalid prop "options": options need to be unique by `key`'])
  })
  it('wants a value that fits the mode', () => {
    expect(errors({ label: 'Style', options, isMultiple: true, value: 'bold' })).toEqual([
      'ToggleGroup: invalid prop "value": value must be a list of keys when isMultiple is set, otherwise a key or null',
    ])
    expect(errors({ label: 'Style', options, defaultValue: ['bold'] })).toHaveLength(1)
  })
  it('describes every prop', () => {
    for (const shape of [toggleGroupSchema.shape, toggleGroupOptionSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

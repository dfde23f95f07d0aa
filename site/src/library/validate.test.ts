// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { callback, isFunction, nonEmpty, propErrors } from './validate'

const schema = z.object({ items: nonEmpty(z.string()), size: z.enum(['small', 'large']).optional() })

describe('propErrors', () => {
  it('accepts valid props', () => {
    expect(propErrors('List', schema, { items: ['a'] })).toEqual([])
  })
  it('names component, prop and rule', () => {
    expect(propErrors('List', schema, { items: [] })).toEqual(['List: invalid prop "items": array may not be empty'])
  })
  it('reports every broken rule', () => {
    expect(propErrors('List', schema, { items: [1], size: 'huge' })).toHaveLength(2)
  })
})

describe('isFunction', () => {
  it('accepts a function or nothing, nothing else', () => {
    expect(isFunction(undefined)).toBe(true)
    expect(isFunction(() => {})).toBe(true)
    for (const v of [null, 0, 'f', {}, []]) expect(isFunction(v), String(v)).toBe(false)
  })
})

describe('callback', () => {
  const props = z.object({ onChange: callback<(v: string) => void>('(value: string) => void', 'Called with the new value.') })
  it('is an optional function', () => {
    expect(propErrors('Field', props, {})).toEqual([])
    expect(propErrors('Field', props, { onChange: () => {} })).toEqual([])
    expect(propErrors('Field', props, { onChange: 'x' })).toEqual(['Field: invalid prop "onChange": Invalid input'])
  })
  it('carries its TypeScript type and description for the docs', () => {
    expect(z.globalRegistry.get(props.shape.onChange)).toEqual({ tsType: '(value: string) => void', description: 'Called with the new value.' })
  })
})

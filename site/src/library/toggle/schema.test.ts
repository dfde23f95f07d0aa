// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { toggleSchema } from './schema'

describe('toggleSchema', () => {
  const errors = (props: object) => propErrors('Toggle', toggleSchema, props)
  it('accepts true, false and null, and defaults to off', () => {
    expect(errors({ label: 'Gift wrap', value: null })).toEqual([])
    expect(errors({ label: 'Gift wrap', defaultValue: true, onValueChange: () => {} })).toEqual([])
    expect(toggleSchema.parse({ label: 'Gift wrap' }).defaultValue).toBe(false)
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({})[0]).toMatch(/^Toggle: invalid prop "label"/)
    expect(errors({ label: 'Gift wrap', value: 'yes' })[0]).toMatch(/^Toggle: invalid prop "value"/)
    expect(errors({ label: 'Gift wrap', onValueChange: 'no' })[0]).toMatch(/^Toggle: invalid prop "onValueChange"/)
  })
  it('describes every prop', () => {
    expect(Object.entries(toggleSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

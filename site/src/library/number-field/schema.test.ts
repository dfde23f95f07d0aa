// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { numberFieldSchema, RULE_MIN_ABOVE_MAX, RULE_STEP_PRECISION } from './schema'

describe('numberFieldSchema', () => {
  const errors = (props: object) => propErrors('NumberField', numberFieldSchema, props)
  it('accepts valid props and has the defaults: step 1, 3 decimal places, left', () => {
    expect(errors({ label: 'Quantity', value: 5, minimum: 0, maximum: 10, step: 0.5, suffix: 'kg' })).toEqual([])
    expect(errors({ label: 'Quantity', value: null, step: 0 })).toEqual([])
    expect(numberFieldSchema.parse({ label: 'Quantity' })).toMatchObject({ step: 1, decimalPlaces: 3, align: 'left', minimum: null, maximum: null })
  })
  it('wants a step of 0 or more', () => {
    expect(errors({ label: 'Quantity', step: -1 })).toEqual(['NumberField: invalid prop "step": must be 0 or more'])
  })
  it('names the rules across props', () => {
    expect(errors({ label: 'Quantity', minimum: 10, maximum: 1 })).toEqual([`NumberField: invalid prop "maximum": ${RULE_MIN_ABOVE_MAX}`])
    expect(errors({ label: 'Quantity', step: 0.25, decimalPlaces: 1 })).toEqual([`NumberField: invalid prop "step": ${RULE_STEP_PRECISION}`])
  })
  it('names the prop and the rule of other mistakes', () => {
    expect(errors({ label: 'Quantity', value: '5' })[0]).toMatch(/^NumberField: invalid prop "value"/)
    expect(errors({ label: 'Quantity', decimalPlaces: 1.5 })[0]).toMatch(/^NumberField: invalid prop "decimalPlaces"/)
    expect(errors({ label: 'Quantity', align: 'center' })[0]).toMatch(/^NumberField: invalid prop "align": Invalid option/)
  })
  it('describes every prop', () => {
    expect(Object.entries(numberFieldSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { radioGroupSchema, radioOptionSchema } from './schema'

const options = [
  { value: 'card', label: 'Card' },
  { value: 'transfer', label: 'Bank transfer' },
]

describe('radioGroupSchema', () => {
  const errors = (props: object) => propErrors('RadioGroup', radioGroupSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ label: 'Payment', options, value: 'card' })).toEqual([])
    const parsed = radioGroupSchema.parse({ label: 'Payment', options })
    expect([parsed.direction, parsed.defaultValue, parsed.options[0].isDisabled]).toEqual(['vertical', null, false])
  })
  it('wants options, not empty, unique by value', () => {
    expect(errors({ label: 'Payment', options: [] })).toEqual(['RadioGroup: invalid prop "options": array may not be empty'])
    expect(errors({ label: 'Payment', options: [...options, { value: 'card', label: 'Card again' }] })).toEqual(['RadioGroup: invalid prop "options": options need to be unique by `value`'])
    expect(errors({ label: 'Payment', options: [{ value: '', label: 'Nothing' }] })).toEqual(['RadioGroup: invalid prop "options.0.value": may not be empty'])
  })
  it('names other mistakes', () => {
    expect(errors({ label: 'Payment', options, direction: 'diagonal' })[0]).toMatch(/^RadioGroup: invalid prop "direction"/)
    expect(errors({ label: 'Payment', options, value: 3 })[0]).toMatch(/^RadioGroup: invalid prop "value"/)
  })
  it('describes every prop', () => {
    for (const shape of [radioGroupSchema.shape, radioOptionSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

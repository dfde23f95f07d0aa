// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { valueLabelSchema, valueLabelValidationSchema } from './schema'

describe('valueLabelSchema', () => {
  const errors = (props: object) => propErrors('ValueLabel', valueLabelSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ label: 'Weight', value: 12.5, validation: { type: 'warning', text: 'Heavy' } })).toEqual([])
    expect(valueLabelSchema.parse({ label: 'Weight' })).toEqual({ label: 'Weight', value: null, helpText: null, validation: null, isLoading: false })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({})[0]).toMatch(/^ValueLabel: invalid prop "label"/)
    expect(errors({ label: 'Weight', value: true })[0]).toMatch(/^ValueLabel: invalid prop "value"/)
    expect(errors({ label: 'Weight', validation: { type: 'info', text: 'Hi' } })[0]).toMatch(/^ValueLabel: invalid prop "validation.type": Invalid option/)
    expect(errors({ label: 'Weight', validation: { type: 'error', text: '' } })).toEqual(['ValueLabel: invalid prop "validation.text": may not be empty'])
  })
  it('describes every prop', () => {
    for (const shape of [valueLabelSchema.shape, valueLabelValidationSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

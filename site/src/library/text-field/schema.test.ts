// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { textFieldSchema } from './schema'

describe('textFieldSchema', () => {
  const errors = (props: object) => propErrors('TextField', textFieldSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ label: 'Name', value: 'Ada', type: 'email', maxLength: 40, prefix: 'https://' })).toEqual([])
    expect(textFieldSchema.parse({ label: 'Name' })).toMatchObject({ label: 'Name', type: 'text', size: 'medium', isRequired: false, helpText: null })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({})[0]).toMatch(/^TextField: invalid prop "label"/)
    expect(errors({ label: 'Name', type: 'number' })[0]).toMatch(/^TextField: invalid prop "type": Invalid option/)
    expect(errors({ label: 'Name', maxLength: 0 })[0]).toMatch(/^TextField: invalid prop "maxLength"/)
    expect(errors({ label: 'Name', value: 3 })[0]).toMatch(/^TextField: invalid prop "value"/)
  })
  it('describes every prop', () => {
    expect(Object.entries(textFieldSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { formSchema, formSubmitSchema, listControllerSchema, objectControllerSchema } from './schema'

describe('formSchema', () => {
  const errors = (props: object) => propErrors('Form', formSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ defaultValue: { name: 'Ada' }, onSubmit: () => {}, preventSubmissionOn: 'NEVER' })).toEqual([])
    const parsed = formSchema.parse({})
    expect([parsed.preventSubmissionOn, parsed.isLoading]).toEqual(['error', false])
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ preventSubmissionOn: 'never' })[0]).toMatch(/^Form: invalid prop "preventSubmissionOn"/)
    expect(errors({ value: [] })[0]).toMatch(/^Form: invalid prop "value"/)
    expect(errors({ onSubmit: 'send' })[0]).toMatch(/^Form: invalid prop "onSubmit"/)
  })
})

describe('formSubmitSchema', () => {
  it('has the defaults and rejects an empty label', () => {
    expect(formSubmitSchema.parse({})).toEqual({ variant: 'primary', size: 'medium', isBlock: false })
    expect(propErrors('FormSubmit', formSubmitSchema, { label: ' ' })).toEqual(['FormSubmit: invalid prop "label": may not be empty'])
  })
})

describe('controller schemas', () => {
  it('want a formKey; a list controller wants a function as children', () => {
    expect(propErrors('ObjectController', objectControllerSchema, { formKey: 'address' })).toEqual([])
    expect(propErrors('ObjectController', objectControllerSchema, {})[0]).toMatch(/^ObjectController: invalid prop "formKey"/)
    expect(propErrors('ListController', listControllerSchema, { formKey: 'contacts', children: () => null })).toEqual([])
    expect(propErrors('ListController', listControllerSchema, { formKey: 'contacts', children: 'x' })).toEqual(['ListController: invalid prop "children": must be a function'])
  })
})

describe('descriptions', () => {
  it('describes every prop', () => {
    for (const schema of [formSchema, formSubmitSchema, objectControllerSchema, listControllerSchema]) {
      expect(Object.entries(schema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

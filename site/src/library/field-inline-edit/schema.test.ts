// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { fieldInlineEditSchema } from './schema'

describe('fieldInlineEditSchema', () => {
  const errors = (props: object) => propErrors('FieldInlineEdit', fieldInlineEditSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ label: 'Project name', value: 'Apollo', textStyle: 'heading' })).toEqual([])
    expect(errors({ label: 'Notes', isMultiline: true, blockOn: 'warning', validators: [() => ({ type: 'empty' })] })).toEqual([])
    const parsed = fieldInlineEditSchema.parse({ label: 'Project name' })
    expect(parsed).toEqual({ label: 'Project name', isRequired: false, validators: [], defaultValue: null, isMultiline: false, blockOn: 'error', isReadOnly: false })
  })
  it('textStyle cannot be combined with multiline', () => {
    expect(errors({ label: 'Notes', isMultiline: true, textStyle: 'body' })).toEqual(['FieldInlineEdit: invalid prop "textStyle": textStyle cannot be combined with multiline'])
  })
  it('names other mistakes', () => {
    expect(errors({})[0]).toMatch(/^FieldInlineEdit: invalid prop "label"/)
    expect(errors({ label: 'x', blockOn: 'always' })[0]).toMatch(/^FieldInlineEdit: invalid prop "blockOn"/)
    expect(errors({ label: 'x', textStyle: 'title' })[0]).toMatch(/^FieldInlineEdit: invalid prop "textStyle"/)
    expect(errors({ label: 'x', placeholder: '' })).toEqual(['FieldInlineEdit: invalid prop "placeholder": may not be empty'])
  })
  it('describes every prop', () => {
    expect(Object.entries(fieldInlineEditSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

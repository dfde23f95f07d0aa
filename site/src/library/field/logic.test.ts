import { describe, expect, it } from 'vitest'
import { fieldState, formKeyError, isEmptyValue, setValueError, validate, type Validator } from './logic'

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [Number.NaN, true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('%j → %s', (value, want) => expect(isEmptyValue(value)).toBe(want))
})

describe('validate', () => {
  const requiredText = 'This field is required'
  const warn: Validator<string> = () => ({ type: 'warning', text: 'w' })
  const err: Validator<string> = () => ({ type: 'error', text: 'e' })
  const ok: Validator<string> = () => ({ type: 'success', text: 's' })
  it('an empty required field is the required error', () => {
    expect(validate('', { isRequired: true, validators: [ok], requiredText })).toEqual({ type: 'error', text: requiredText })
  })
  it('an empty optional field is not judged by its validators', () => {
    expect(validate<string | null>(null, { validators: [err as Validator<string | null>], requiredText })).toEqual({ type: 'empty' })
  })
  it('the gravest result wins, the first among equals', () => {
    expect(validate('x', { validators: [ok, warn, err], requiredText })).toEqual({ type: 'error', text: 'e' })
    expect(validate('x', { validators: [ok, warn, () => ({ type: 'warning', text: 'second' })], requiredText })).toEqual({ type: 'warning', text: 'w' })
    expect(validate('x', { validators: [() => ({ type: 'empty' }), ok], requiredText })).toEqual({ type: 'success', text: 's' })
    expect(validate('x', { requiredText })).toEqual({ type: 'empty' })
  })
})

describe('fieldState', () => {
  it('orders disabled, loading, validation, then empty or filled', () => {
    expect(fieldState({ isDisabled: true, isLoading: true, validation: { type: 'error' }, value: 'x' })).toBe('disabled')
    expect(fieldState({ isLoading: true, validation: { type: 'error' }, value: 'x' })).toBe('loading')
    expect(fieldState({ validation: { type: 'warning' }, value: 'x' })).toBe('warning')
    expect(fieldState({ validation: { type: 'empty' }, value: '' })).toBe('empty')
    expect(fieldState({ validation: null, value: 'x' })).toBe('filled')
  })
})

describe('developer errors', () => {
  it('form keys: needed inside a form, not allowed outside', () => {
    expect(formKeyError('TextField', { inForm: true })).toBe('TextField: a field inside a Form needs a formKey')
    expect(formKeyError('TextField', { inForm: false, formKey: 'name' })).toBe('TextField: formKey "name" is set, but the field is not inside a Form')
    expect(formKeyError('TextField', { inForm: true, formKey: 'name' })).toBeNull()
    expect(formKeyError('TextField', { inForm: false })).toBeNull()
  })
  it('setting a disabled or loading field needs force', () => {
    expect(setValueError('NumberField', { isDisabled: true })).toMatch(/^NumberField: cannot set the value of a disabled field/)
    expect(setValueError('NumberField', { isLoading: true })).toMatch(/^NumberField: cannot set the value of a loading field/)
    expect(setValueError('NumberField', { isDisabled: true, force: true })).toBeNull()
    expect(setValueError('NumberField', {})).toBeNull()
  })
})

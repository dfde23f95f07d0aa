// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest'
import { withDefaults } from './with-defaults'

interface Props {
  size?: 'small' | 'medium'
  isOpen?: boolean
  label?: string | null
  title?: string
}

const DEFAULTS = { size: 'medium', isOpen: false, label: null } as const satisfies Partial<Props>

describe('withDefaults', () => {
  it('fills in the props left out', () => {
    expect(withDefaults({} as Props, DEFAULTS)).toEqual({ size: 'medium', isOpen: false, label: null })
  })
  it('keeps the props given, false and null too', () => {
    expect(withDefaults({ size: 'small', isOpen: true, label: 'A' } as Props, DEFAULTS)).toEqual({ size: 'small', isOpen: true, label: 'A' })
    expect(withDefaults({ isOpen: false, label: null } as Props, DEFAULTS)).toEqual({ size: 'medium', isOpen: false, label: null })
  })
  it('takes an explicit undefined for left out, as a destructuring default does', () => {
    expect(withDefaults({ size: undefined } as Props, DEFAULTS).size).toBe('medium')
  })
  it('keeps the props without a default as they are', () => {
    expect(withDefaults({ title: 'T' } as Props, DEFAULTS).title).toBe('T')
    expect('title' in withDefaults({} as Props, DEFAULTS)).toBe(false)
  })
  it('does not change the props it is given', () => {
    const props: Props = {}
    withDefaults(props, DEFAULTS)
    expect(props).toEqual({})
  })
  it('makes the defaulted props required in its type', () => {
    const p = withDefaults({} as Props, DEFAULTS)
    expectTypeOf(p.size).toEqualTypeOf<'small' | 'medium'>()
    expectTypeOf(p.isOpen).toEqualTypeOf<boolean>()
    expectTypeOf(p.label).toEqualTypeOf<string | null>()
    expectTypeOf(p.title).toEqualTypeOf<string | undefined>()
  })
  it('takes only defaults that the props can hold', () => {
    // @ts-expect-error: 'huge' is no size
    withDefaults({} as Props, { size: 'huge' })
    // @ts-expect-error: colour is no prop
    withDefaults({} as Props, { colour: 'red' })
    expect(withDefaults({} as Props, { size: 'small' }).size).toBe('small')
  })
})

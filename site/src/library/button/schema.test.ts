// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { buttonGroupSchema, buttonSchema, splitButtonActionSchema, splitButtonSchema } from './schema'

const button = (props: object) => propErrors('Button', buttonSchema, props)
const split = (props: object) => propErrors('SplitButton', splitButtonSchema, props)

describe('buttonSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(button({ label: 'Save' })).toEqual([])
    expect(button({ icon: 'edit', helpText: 'Edit' })).toEqual([])
    expect(button({ label: 'Bold', variant: 'text', pressed: true, onPressedChange: () => {} })).toEqual([])
    expect(buttonSchema.parse({ label: 'Save' })).toMatchObject({ variant: 'default', size: 'medium', iconPosition: 'left', isLoading: false, isDisabled: false, isBlock: false, isMultiline: false, type: 'button' })
  })

  it('logs the rules across props, naming the prop', () => {
    const cases: Array<[object, string[]]> = [
      [{ label: 'Save', helpText: 'Saves' }, ['Button: invalid prop "helpText": a labelled button cannot have help text']],
      [{ label: 'Bold', variant: 'primary', pressed: true }, ['Button: invalid prop "pressed": toggle status only on default or text buttons']],
      [{ label: 'Bold', variant: 'secondary', defaultPressed: false }, ['Button: invalid prop "pressed": toggle status only on default or text buttons']],
      [{ icon: 'edit' }, ['Button: invalid prop "label": a button without a label needs an icon and help text']],
    ]
    for (const [props, want] of cases) expect(button(props), JSON.stringify(props)).toEqual(want)
  })

  it('names the prop of a wrong value', () => {
    expect(button({ label: 'Save', variant: 'ghost' })[0]).toMatch(/^Button: invalid prop "variant": /)
    expect(button({ label: 'Save', size: 'huge' })[0]).toMatch(/^Button: invalid prop "size": /)
    expect(button({ label: 'Save', icon: 'no_such_icon' })[0]).toMatch(/^Button: invalid prop "icon": must be one of the icon names/)
    expect(button({ label: 'Save', onClick: 'save' })).toEqual(['Button: invalid prop "onClick": Invalid input'])
  })
})

describe('splitButtonSchema', () => {
  const actions = [{ label: 'Duplicate', icon: 'copy' }, { label: 'Archive', isDisabled: true }]
  it('accepts valid props', () => {
    expect(split({ label: 'Save', actions })).toEqual([])
    expect(splitButtonSchema.parse({ label: 'Save', actions })).toMatchObject({ variant: 'default', defaultOpen: false, actions: [{ isDisabled: false }, { isDisabled: true }] })
  })
  it('does not accept an empty list of actions', () => {
    expect(split({ label: 'Save', actions: [] })).toEqual(['SplitButton: invalid prop "actions": array may not be empty'])
  })
  it('names the field of a wrong action', () => {
    expect(split({ label: 'Save', actions: [{ label: '' }] })[0]).toMatch(/^SplitButton: invalid prop "actions.0.label": /)
    expect(split({ label: 'Save', variant: 'danger', actions })[0]).toMatch(/^SplitButton: invalid prop "variant": /)
  })
})

describe('the button schemas', () => {
  it('describe every prop and field', () => {
    const undescribed: string[] = []
    const walk = (shape: Record<string, z.core.$ZodType>, at: string) => {
      for (const [k, s] of Object.entries(shape)) if (!z.globalRegistry.get(s)?.description) undescribed.push(at + k)
    }
    walk(buttonSchema.shape, 'Button.')
    walk(buttonGroupSchema.shape, 'ButtonGroup.')
    walk(splitButtonSchema.shape, 'SplitButton.')
    walk(splitButtonActionSchema.shape, 'SplitButton.actions[].')
    expect(undescribed).toEqual([])
  })
})

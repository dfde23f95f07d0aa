// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { actionbarItemSchema, actionbarSchema } from './schema'

const valid = {
  headerTitle: 'Orders',
  items: [
    { title: 'Open', props: { href: '#open' }, isActive: true },
    { title: 'Archived', isDisabled: true, badges: [{ text: 'new', description: 'Added this week' }] },
  ],
}

const errors = (props: object) => propErrors('Actionbar', actionbarSchema, props)

describe('actionbarSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors(valid)).toEqual([])
    expect(errors({ ...valid, variant: 'top' })).toEqual([])
    expect(actionbarSchema.parse(valid)).toMatchObject({ variant: 'auto', items: [{ badges: [], isDisabled: false }, { isActive: false, props: {} }] })
  })

  it('does not accept an empty menu', () => {
    expect(errors({ ...valid, items: [] })).toEqual(['Actionbar: invalid prop "items": array may not be empty'])
  })

  it('names the prop and the rule of each mistake', () => {
    expect(errors({ ...valid, headerTitle: '' })).toEqual(['Actionbar: invalid prop "headerTitle": Too small: expected string to have >=1 characters'])
    expect(errors({ ...valid, variant: 'bottom' })[0]).toMatch(/^Actionbar: invalid prop "variant": Invalid option/)
    expect(errors({ ...valid, items: [{ title: 'A', badges: [{ text: '', description: 'x' }] }] })).toEqual([
      'Actionbar: invalid prop "items.0.badges.0.text": Too small: expected string to have >=1 characters',
    ])
    expect(errors({ ...valid, items: [{ title: 'A', isActive: 'yes' }] })[0]).toMatch(/^Actionbar: invalid prop "items.0.isActive": .*boolean/)
  })

  it('describes every prop and field', () => {
    const shapes = { '': actionbarSchema.shape, 'items[].': actionbarItemSchema.shape }
    const undescribed = Object.entries(shapes).flatMap(([at, shape]) => Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => at + k))
    expect(undescribed).toEqual([])
  })
})

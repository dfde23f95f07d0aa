// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { breadcrumbItemSchema, breadcrumbSchema } from './schema'

const items = [{ title: 'Shop', isCompleted: true, onClick: () => {} }, { title: 'Cart' }]
const errors = (props: object) => propErrors('Breadcrumb', breadcrumbSchema, props)

describe('breadcrumbSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({ items })).toEqual([])
    expect(errors({ items, activeIndex: 1, current: 'step', separator: { style: 'text', value: '/' }, label: 'Checkout' })).toEqual([])
    expect(errors({ items, separator: { style: 'icon', value: 'arrow_forward' } })).toEqual([])
    const parsed = breadcrumbSchema.parse({ items })
    expect(parsed).toMatchObject({ activeIndex: null, current: 'page', separator: { style: 'icon', value: 'chevron_right' } })
    expect(parsed.items[1]).toMatchObject({ isCompleted: false, isDisabled: false })
  })

  it('does not accept an empty list', () => {
    expect(errors({ items: [] })).toEqual(['Breadcrumb: invalid prop "items": array may not be empty'])
  })

  it('names the prop and the rule of each mistake', () => {
    expect(errors({ items, activeIndex: 2 })).toEqual(['Breadcrumb: invalid prop "activeIndex": activeIndex must point at an item'])
    expect(errors({ items: [{ title: '' }] })).toEqual(['Breadcrumb: invalid prop "items.0.title": may not be empty'])
    expect(errors({ items, separator: { style: 'icon', value: 'arrow' } })[0]).toMatch(/^Breadcrumb: invalid prop "separator.value": /)
    expect(errors({ items, separator: { style: 'text', value: '' } })).toEqual(['Breadcrumb: invalid prop "separator.value": may not be empty'])
    expect(errors({ items, current: 'location' })[0]).toMatch(/^Breadcrumb: invalid prop "current": /)
  })

  it('describes every prop and item field', () => {
    const shape: Record<string, z.ZodType> = breadcrumbSchema.shape
    const undescribed = [...Object.entries(shape), ...Object.entries(breadcrumbItemSchema.shape)].filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)
    expect(Object.keys(shape)).toContain('items')
    expect(undescribed).toEqual([])
  })
})

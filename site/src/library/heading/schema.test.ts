// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { headingSchema } from './schema'

describe('headingSchema', () => {
  const errors = (props: object) => propErrors('Heading', headingSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ text: 'Orders' })).toEqual([])
    expect(errors({ text: 'Orders', type: 'action', actionText: 'Add', icon: 'plus', level: 3, size: 4 })).toEqual([])
    expect(headingSchema.parse({ text: 'Orders' })).toEqual({
      text: 'Orders',
      level: 2,
      size: null,
      type: 'default',
      actionText: null,
      icon: null,
      actionHref: null,
      defaultOpen: false,
      viewText: null,
      closeText: null,
    })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ text: '' })).toEqual(['Heading: invalid prop "text": may not be empty'])
    expect(errors({ text: 'A', level: 7 })).toEqual(['Heading: invalid prop "level": Too big: expected number to be <=6'])
    expect(errors({ text: 'A', type: 'action' })).toEqual(['Heading: invalid prop "actionText": type "action" needs an actionText'])
    expect(errors({ text: 'A', icon: 'smile' })).toEqual(['Heading: invalid prop "icon": must be one of the icon names (see Foundations / Icons / List)'])
  })
  it('describes every prop', () => {
    expect(Object.entries(headingSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

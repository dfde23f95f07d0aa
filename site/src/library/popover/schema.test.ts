// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { popoverSchema } from './schema'

const errors = (props: object) => propErrors('Popover', popoverSchema, props)
const trigger = { type: 'button', props: {} }

describe('popoverSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({ content: 'Hello', children: trigger })).toEqual([])
    expect(popoverSchema.parse({ content: 'Hello', children: trigger })).toMatchObject({ trigger: 'click', placement: 'bottom', size: 'auto', isDisabled: false, defaultOpen: false })
    expect(errors({ content: () => 'Hi', children: trigger, trigger: 'hover', placement: 'left-end', size: 'xl', open: true, onOpenChange: () => {} })).toEqual([])
  })
  it('reports a popover without content as the developer error', () => {
    expect(errors({ children: trigger })).toEqual(['Popover: invalid prop "content": popover without content reference'])
    expect(errors({ content: null, children: trigger })).toEqual(['Popover: invalid prop "content": popover without content reference'])
  })
  it('names the prop and the rule of each mistake', () => {
    const messages = errors({ content: 'x', children: trigger, size: 'huge', trigger: 'manual', placement: 'auto' })
    expect(messages).toHaveLength(3)
    expect(messages[0]).toMatch(/^Popover: invalid prop "trigger": /)
    expect(messages[1]).toMatch(/^Popover: invalid prop "placement": /)
    expect(messages[2]).toMatch(/^Popover: invalid prop "size": .*"sm"\|"md"\|"lg"\|"xl"\|"auto"/)
    expect(errors({ content: 'x', children: trigger, onOpenChange: 'yes' })).toEqual(['Popover: invalid prop "onOpenChange": Invalid input'])
  })
  it('describes every prop', () => {
    expect(Object.entries(popoverSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

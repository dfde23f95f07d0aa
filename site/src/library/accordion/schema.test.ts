// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { accordionSchema } from './schema'

const errors = (props: object) => propErrors('Accordion', accordionSchema, props)

describe('accordionSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({ title: 'Details' })).toEqual([])
    expect(errors({ title: 'Details', icon: 'edit', open: true, onOpenChange: () => {}, headingLevel: 2 })).toEqual([])
    expect(accordionSchema.parse({ title: 'Details' })).toMatchObject({ icon: null, defaultOpen: false, headingLevel: 3 })
  })

  it('names the prop and the rule of each mistake', () => {
    expect(errors({ title: ' ' })).toEqual(['Accordion: invalid prop "title": may not be empty'])
    expect(errors({ title: 'A', icon: 'nope' })[0]).toMatch(/^Accordion: invalid prop "icon": /)
    expect(errors({ title: 'A', headingLevel: 1 })[0]).toMatch(/^Accordion: invalid prop "headingLevel": /)
    expect(errors({ title: 'A', onOpenChange: 'x' })).toEqual(['Accordion: invalid prop "onOpenChange": Invalid input'])
  })

  it('describes every prop', () => {
    expect(Object.entries(accordionSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { modalSchema } from './schema'

const errors = (props: object) => propErrors('Modal', modalSchema, props)

describe('modalSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({ title: 'Delete order' })).toEqual([])
    expect(errors({ header: 'Custom', size: 'xl', open: true, onOpenChange: () => {}, preventCloseOutside: true, showCloseButton: true, footer: 'x' })).toEqual([])
    expect(modalSchema.parse({ title: 'T' })).toMatchObject({ size: 'md', defaultOpen: false, preventCloseOutside: false, showCloseButton: false })
  })
  it('needs a title or a header', () => {
    expect(errors({})).toEqual(['Modal: invalid prop "title": a modal needs a title or a header to be labelled by'])
    expect(errors({ title: '' })).toEqual(['Modal: invalid prop "title": a modal needs a title or a header to be labelled by'])
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ title: 'T', size: 'full' })[0]).toMatch(/^Modal: invalid prop "size": .*"sm"\|"md"\|"lg"\|"xl"/)
    expect(errors({ title: 'T', onOpenChange: 1 })).toEqual(['Modal: invalid prop "onOpenChange": Invalid input'])
  })
  it('describes every prop', () => {
    expect(Object.entries(modalSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { colSchema, rowSchema } from './schema'

describe('rowSchema', () => {
  const errors = (props: object) => propErrors('Row', rowSchema, props)
  it('accepts valid props and has the grid’s defaults', () => {
    expect(errors({})).toEqual([])
    expect(errors({ gutter: 24, gap: 8, align: 'bottom', justify: 'space-around', tag: 'ul' })).toEqual([])
    expect(rowSchema.parse({})).toEqual({ gutter: 16, gap: 0, align: 'top', justify: 'start', tag: 'div' })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ gutter: -1 })).toEqual(['Row: invalid prop "gutter": Too small: expected number to be >=0'])
    expect(errors({ gap: 1.5 })).toEqual(['Row: invalid prop "gap": Invalid input: expected int, received number'])
    expect(errors({ justify: 'left' })[0]).toMatch(/^Row: invalid prop "justify": Invalid option/)
  })
})

describe('colSchema', () => {
  const errors = (props: object) => propErrors('Col', colSchema, props)
  it('accepts valid props and spans 24 columns unless told', () => {
    expect(errors({})).toEqual([])
    expect(errors({ span: 12, sm: 6, md: 8, lg: 4, xl: 3, offset: 12, push: 1, pull: 2 })).toEqual([])
    expect(colSchema.parse({})).toEqual({ span: 24, sm: null, md: null, lg: null, xl: null, offset: null, push: null, pull: null, tag: 'div' })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ span: 0 })).toEqual(['Col: invalid prop "span": Too small: expected number to be >=1'])
    expect(errors({ span: 25 })).toEqual(['Col: invalid prop "span": Too big: expected number to be <=24'])
    expect(errors({ md: 6.5 })).toEqual(['Col: invalid prop "md": Invalid input: expected int, received number'])
    expect(errors({ offset: 24 })).toEqual(['Col: invalid prop "offset": Too big: expected number to be <=23'])
    expect(errors({ span: 12, offset: 16 })).toEqual(['Col: invalid prop "offset": offset + span may not exceed 24 columns'])
  })
  it('describes every prop', () => {
    for (const shape of [rowSchema.shape, colSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

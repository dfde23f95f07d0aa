// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { skeletonSchema, spinnerSchema } from './schema'

describe('spinnerSchema', () => {
  const errors = (props: object) => propErrors('Spinner', spinnerSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({})).toEqual([])
    expect(spinnerSchema.parse({})).toEqual({ size: 'medium', tone: 'primary', decorative: false, inline: false })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ size: 'huge' })[0]).toMatch(/^Spinner: invalid prop "size": Invalid option/)
    expect(errors({ label: ' ' })).toEqual(['Spinner: invalid prop "label": may not be empty: leave it out for the locale’s “Loading”'])
  })
})

describe('skeletonSchema', () => {
  const errors = (props: object) => propErrors('Skeleton', skeletonSchema, props)
  it('accepts valid props', () => {
    expect(errors({ shape: 'text', lines: 4, width: '60%' })).toEqual([])
    expect(errors({ shape: 'block', height: '12rem' })).toEqual([])
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ lines: 0 })).toEqual(['Skeleton: invalid prop "lines": Too small: expected number to be >=1'])
    expect(errors({ width: 'wide' })).toEqual(['Skeleton: invalid prop "width": must be a CSS length such as 12rem or 60%'])
  })
  it('describes every prop', () => {
    for (const shape of [spinnerSchema.shape, skeletonSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

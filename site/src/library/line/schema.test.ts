// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { lineSchema } from './schema'

describe('lineSchema', () => {
  const errors = (props: object) => propErrors('Line', lineSchema, props)
  it('accepts valid props and is a plain centred line unless told', () => {
    expect(errors({})).toEqual([])
    expect(errors({ text: 'or', position: 'left', onClick: () => {} })).toEqual([])
    expect(lineSchema.parse({})).toEqual({ text: null, position: 'center' })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ position: 'top' })[0]).toMatch(/^Line: invalid prop "position": Invalid option/)
    expect(errors({ onClick: () => {} })).toEqual(['Line: invalid prop "onClick": onClick needs a text to click'])
  })
  it('describes every prop', () => {
    expect(Object.entries(lineSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

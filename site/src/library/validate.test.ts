// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { nonEmpty, propErrors } from './validate'

const schema = z.object({ items: nonEmpty(z.string()), size: z.enum(['small', 'large']).optional() })

describe('propErrors', () => {
  it('accepts valid props', () => {
    expect(propErrors('List', schema, { items: ['a'] })).toEqual([])
  })
  it('names component, prop and rule', () => {
    expect(propErrors('List', schema, { items: [] })).toEqual(['List: invalid prop "items": array may not be empty'])
  })
  it('reports every broken rule', () => {
    expect(propErrors('List', schema, { items: [1], size: 'huge' })).toHaveLength(2)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { textAreaSchema } from './schema'

describe('textAreaSchema', () => {
  const errors = (props: object) => propErrors('TextArea', textAreaSchema, props)
  it('accepts valid props and has the defaults: 5 rows, no auto-size, no maximum height', () => {
    expect(errors({ label: 'Notes', rows: 3, autoSize: true, maxHeight: 240 })).toEqual([])
    expect(textAreaSchema.parse({ label: 'Notes' })).toMatchObject({ rows: 5, autoSize: false, maxHeight: null })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ label: 'Notes', rows: 0 })[0]).toMatch(/^TextArea: invalid prop "rows"/)
    expect(errors({ label: 'Notes', rows: 2.5 })[0]).toMatch(/^TextArea: invalid prop "rows"/)
    expect(errors({ label: 'Notes', maxHeight: -1 })[0]).toMatch(/^TextArea: invalid prop "maxHeight"/)
  })
  it('describes every prop', () => {
    expect(Object.entries(textAreaSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { tagListSchema, tagSchema } from './schema'

describe('tagSchema', () => {
  const errors = (props: object) => propErrors('Tag', tagSchema, props)
  it('accepts valid props and is gray-light unless told', () => {
    expect(errors({ text: 'New' })).toEqual([])
    expect(errors({ children: 'Custom', colorStyle: 'violet-filled', onClose: () => {} })).toEqual([])
    expect(tagSchema.parse({ text: 'New' })).toEqual({ text: 'New', colorStyle: 'gray-light', isDisabled: false })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ text: 'New', colorStyle: 'pink-light' })).toEqual(['Tag: invalid prop "colorStyle": must be one of the 22 colour styles, e.g. blue-light or primary-filled'])
    expect(errors({})).toEqual(['Tag: invalid prop "text": a tag needs a text or children'])
    expect(errors({ text: 'New', onClose: 'close' })[0]).toMatch(/^Tag: invalid prop "onClose"/)
  })
})

describe('tagListSchema', () => {
  it('needs a label', () => {
    expect(propErrors('TagList', tagListSchema, { label: 'Tags' })).toEqual([])
    expect(propErrors('TagList', tagListSchema, {})[0]).toMatch(/^TagList: invalid prop "label"/)
  })
  it('describes every prop', () => {
    for (const shape of [tagSchema.shape, tagListSchema.shape]) {
      expect(Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
    }
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { cardSchema } from './schema'

const errors = (props: object) => propErrors('Card', cardSchema, props)

describe('cardSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({})).toEqual([])
    expect(errors({ header: 'Bracket', children: 'Body', imgUrl: '/a.svg', imgPosition: 'middle', primaryActionLabel: 'Order', onPrimaryAction: () => {} })).toEqual([])
    expect(cardSchema.parse({})).toMatchObject({ imgUrl: null, imgAlt: '', imgPosition: 'top', isImgLoading: false, isTextLoading: false, headingLevel: 3, primaryActionLabel: null, secondaryActionLabel: null })
  })

  it('names the prop and the rule of each mistake', () => {
    expect(errors({ imgPosition: 'left' })[0]).toMatch(/^Card: invalid prop "imgPosition": .*"top"\|"middle"\|"bottom"/)
    expect(errors({ primaryActionLabel: ' ' })).toEqual(['Card: invalid prop "primaryActionLabel": may not be empty'])
    expect(errors({ imgUrl: '' })[0]).toMatch(/^Card: invalid prop "imgUrl": /)
    expect(errors({ onSecondaryAction: 1 })).toEqual(['Card: invalid prop "onSecondaryAction": Invalid input'])
  })

  it('describes every prop', () => {
    expect(Object.entries(cardSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

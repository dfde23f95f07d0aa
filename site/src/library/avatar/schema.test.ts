// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { avatarGroupSchema, avatarItemSchema, avatarSchema } from './schema'

const items = [{ name: 'Ada Lovelace', src: '/ada.svg' }, { name: 'Ben Okafor' }]

describe('avatarSchema', () => {
  const errors = (props: object) => propErrors('Avatar', avatarSchema, props)
  it('accepts valid props and fills the defaults', () => {
    expect(errors({})).toEqual([])
    expect(errors({ name: 'Ada', src: '/ada.svg', size: 'large', isHoverable: true, onClick: () => {} })).toEqual([])
    expect(avatarSchema.parse({})).toMatchObject({ name: null, src: null, size: 'medium', isHoverable: false })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ size: 'md' })[0]).toMatch(/^Avatar: invalid prop "size": .*"small"\|"medium"\|"large"/)
    expect(errors({ src: '' })[0]).toMatch(/^Avatar: invalid prop "src": /)
  })
})

describe('avatarGroupSchema', () => {
  const errors = (props: object) => propErrors('AvatarGroup', avatarGroupSchema, props)
  it('accepts valid props and fills the defaults', () => {
    expect(errors({ items })).toEqual([])
    expect(errors({ items, count: 1, size: 'small', isStack: true, isHoverable: true, label: 'Team', content: () => null })).toEqual([])
    const parsed = avatarGroupSchema.parse({ items })
    expect(parsed).toMatchObject({ count: 2, size: 'medium', isStack: false, isHoverable: false })
    expect(parsed.items[1].src).toBeNull()
  })
  it('does not accept an empty list', () => {
    expect(errors({ items: [] })).toEqual(['AvatarGroup: invalid prop "items": array may not be empty'])
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ items: [{ name: '' }] })).toEqual(['AvatarGroup: invalid prop "items.0.name": may not be empty'])
    expect(errors({ items, count: 0 })[0]).toMatch(/^AvatarGroup: invalid prop "count": .*>=1/)
  })
})

it('describes every prop and field', () => {
  const undescribed = [avatarSchema, avatarGroupSchema, avatarItemSchema].flatMap((s) =>
    Object.entries(s.shape)
      .filter(([, f]) => !z.globalRegistry.get(f)?.description)
      .map(([k]) => k),
  )
  expect(undescribed).toEqual([])
})

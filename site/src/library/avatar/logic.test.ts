// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { AVATAR_GROUP_DEFAULT_COUNT, AVATAR_SIZE_PX, AVATAR_SIZES, AVATAR_TONES, avatarState, groupLayout, initials, toneOf } from './logic'

describe('avatar logic', () => {
  it('has three sizes', () => {
    expect([...AVATAR_SIZES]).toEqual(['small', 'medium', 'large'])
    expect(AVATAR_SIZE_PX).toEqual({ small: 24, medium: 32, large: 48 })
  })

  it('takes the initials of the first and last words', () => {
    expect(initials('Ada Lovelace')).toBe('AL')
    expect(initials('  jony   o’five ')).toBe('JO')
    expect(initials('Grace Brewster Murray Hopper')).toBe('GH')
    expect(initials('Cher')).toBe('C')
    expect(initials('Élodie Ürün')).toBe('ÉÜ')
    expect(initials('山田 太郎')).toBe('山太')
    expect(initials('𝒜da Byron')).toBe('𝒜B')
    expect(initials('')).toBe('')
    expect(initials('   ')).toBe('')
    expect(initials(null)).toBe('')
  })

  it('shows the image, else the initials, else the icon', () => {
    expect(avatarState('/a.svg', false, 'Ada Lovelace')).toBe('image')
    expect(avatarState('/a.svg', true, 'Ada Lovelace')).toBe('initials')
    expect(avatarState(null, false, 'Ada Lovelace')).toBe('initials')
    expect(avatarState('', false, 'Ada')).toBe('initials')
    expect(avatarState(null, false, null)).toBe('icon')
    expect(avatarState('/a.svg', true, ' ')).toBe('icon')
    expect(avatarState('/a.svg', false, null)).toBe('image')
  })

  it('gives a name the same tone every time', () => {
    expect(toneOf('Ada Lovelace')).toBe(toneOf('Ada Lovelace'))
    const tones = new Set(['Ada', 'Ben', 'Chloe', 'Dev', 'Emi', 'Femi', 'Gus', 'Hana'].map(toneOf))
    for (const t of tones) expect(t >= 0 && t < AVATAR_TONES).toBe(true)
    expect(tones.size).toBeGreaterThan(1)
    expect(toneOf(null)).toBe(0)
  })

  it('shows the first count items of a group and counts the rest', () => {
    const items = ['a', 'b', 'c', 'd', 'e']
    expect(AVATAR_GROUP_DEFAULT_COUNT).toBe(2)
    expect(groupLayout(items)).toEqual({ shown: ['a', 'b'], hidden: ['c', 'd', 'e'], rest: 3 })
    expect(groupLayout(items, 4)).toEqual({ shown: ['a', 'b', 'c', 'd'], hidden: ['e'], rest: 1 })
    expect(groupLayout(items, 5).rest).toBe(0)
    expect(groupLayout(items, 9)).toEqual({ shown: items, hidden: [], rest: 0 })
    expect(groupLayout(items, 0).shown).toEqual(['a'])
    expect(groupLayout(items, 2.7).shown).toEqual(['a', 'b'])
    expect(groupLayout(items, Number.NaN).rest).toBe(0)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { userMenuLinkSchema, userMenuSchema, userMenuSectionSchema } from './schema'

const valid = {
  userName: 'Ada Lovelace',
  sections: [
    { title: 'Switch to', links: [{ title: 'Admin panel', link: '#admin' }] },
    { links: [{ title: 'Sign out', link: '#sign-out' }] },
  ],
}

const errors = (props: object) => propErrors('UserMenu', userMenuSchema, props)

describe('userMenuSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors(valid)).toEqual([])
    expect(errors({ ...valid, sections: [{ links: [{ title: 'Sign out', onClick: () => {} }] }] })).toEqual([])
    expect(errors({ ...valid, userAvatar: '/ada.svg', userStatus: 'Available', isNarrow: true, onLinkClick: () => {} })).toEqual([])
    expect(userMenuSchema.parse(valid)).toMatchObject({ userAvatar: null, userStatus: null, isNarrow: false, sections: [{ title: 'Switch to' }, { title: null }] })
  })

  it('does not accept empty lists', () => {
    expect(errors({ ...valid, sections: [] })).toEqual(['UserMenu: invalid prop "sections": array may not be empty'])
    expect(errors({ ...valid, sections: [{ title: 'Nothing', links: [] }] })).toEqual(['UserMenu: invalid prop "sections.0.links": array may not be empty'])
  })

  it('names the prop and the rule of each mistake', () => {
    expect(errors({ ...valid, userName: '' })).toEqual(['UserMenu: invalid prop "userName": Too small: expected string to have >=1 characters'])
    expect(errors({ ...valid, userStatus: 3 })).toEqual(['UserMenu: invalid prop "userStatus": Invalid input: expected string, received number'])
    expect(errors({ ...valid, sections: [{ links: [{ title: 'No link' }] }] })).toEqual(['UserMenu: invalid prop "sections.0.links.0": a link needs `link` or `onClick`'])
    expect(errors({ ...valid, sections: [{ links: [{ title: 'Sign out', onClick: 'yes' }] }] })[0]).toMatch(/^UserMenu: invalid prop "sections.0.links.0.onClick"/)
    expect(errors({ ...valid, onLinkClick: true })).toEqual(['UserMenu: invalid prop "onLinkClick": Invalid input'])
  })

  it('describes every prop and field', () => {
    const shapes = { '': userMenuSchema.shape, 'sections[].': userMenuSectionSchema.shape, 'sections[].links[].': userMenuLinkSchema.shape }
    const undescribed = Object.entries(shapes).flatMap(([at, shape]) => Object.entries(shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => at + k))
    expect(undescribed).toEqual([])
  })
})

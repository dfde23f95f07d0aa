// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { navbarLinkSchema, navbarNotificationSchema, navbarQuickLinkSchema, navbarSchema, navbarSectionSchema } from './schema'

const valid = {
  logoUrl: '/logo.svg',
  sections: [
    { title: null, links: [{ title: 'Dashboard', icon: 'dashboard', isActive: true, props: { href: '#dashboard' } }] },
    { title: 'Orders', links: [{ title: 'Orders', icon: 'description' }] },
  ],
}

const errors = (props: object) => propErrors('Navbar', navbarSchema, props)

describe('navbarSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors(valid)).toEqual([])
    expect(errors({ ...valid, theme: 'reverse', variant: 'top', isNarrow: true, label: 'Example', notification: { count: 0, link: '#', title: 'Messages' }, quickLinks: [{ title: 'Docs', link: 'https://example.org' }], onLinkClick: () => {} })).toEqual([])
    const parsed = navbarSchema.parse(valid)
    expect(parsed).toMatchObject({ isNarrow: false, theme: 'default', variant: 'auto', label: 'Main', notification: null, quickLinks: [], logoAlt: 'Home' })
    expect(parsed.sections[1]).toMatchObject({ links: [{ isActive: false, props: {} }] })
  })

  it('does not accept empty lists', () => {
    expect(errors({ ...valid, sections: [] })).toEqual(['Navbar: invalid prop "sections": array may not be empty'])
    expect(errors({ ...valid, sections: [{ title: 'Empty', links: [] }] })).toEqual(['Navbar: invalid prop "sections.0.links": array may not be empty'])
  })

  it('names the prop and the rule of each mistake', () => {
    const messages = errors({ ...valid, theme: 'pink', variant: 'floating', notification: { count: -1, link: '#', title: 'Messages' } })
    expect(messages).toHaveLength(3)
    expect(messages[0]).toMatch(/^Navbar: invalid prop "notification.count": .*>=0/)
    expect(messages[1]).toMatch(/^Navbar: invalid prop "theme": .*"default"\|"dark"\|"light"\|"reverse"/)
    expect(messages[2]).toMatch(/^Navbar: invalid prop "variant": /)
    expect(errors({ ...valid, sections: [{ title: null, links: [{ title: 'X', icon: 'no_such_icon' }] }] })[0]).toMatch(/^Navbar: invalid prop "sections.0.links.0.icon": /)
    expect(errors({ ...valid, logoUrl: '' })[0]).toMatch(/^Navbar: invalid prop "logoUrl": /)
    expect(errors({ ...valid, onLogoClick: 'home' })).toEqual(['Navbar: invalid prop "onLogoClick": Invalid input'])
    expect(errors({ sections: valid.sections })).toEqual(['Navbar: invalid prop "logoUrl": Invalid input: expected string, received undefined'])
  })

  it('describes every prop and field', () => {
    const undescribed: string[] = []
    const walk = (shape: Record<string, z.core.$ZodType>, at: string) => {
      for (const [k, s] of Object.entries(shape)) {
        if (!z.globalRegistry.get(s)?.description) undescribed.push(at + k)
      }
    }
    walk(navbarSchema.shape, '')
    walk(navbarSectionSchema.shape, 'sections[].')
    walk(navbarLinkSchema.shape, 'sections[].links[].')
    walk(navbarNotificationSchema.shape, 'notification.')
    walk(navbarQuickLinkSchema.shape, 'quickLinks[].')
    expect(undescribed).toEqual([])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ROUTES } from './menu'
import { sectionPages } from './sections'

describe('sectionPages', () => {
  const cases: Array<{ name: string; paths: string[]; want: Record<string, string> }> = [
    { name: 'no sections', paths: ['/', '/changelog'], want: {} },
    {
      name: 'the first page in order, not alphabetical',
      paths: ['/', '/usage/components/toggle', '/usage/components/button', '/usage/patterns/forms'],
      want: { '/usage': '/usage/components/toggle', '/usage/components': '/usage/components/toggle', '/usage/patterns': '/usage/patterns/forms' },
    },
    { name: 'a route that is a prefix is no section', paths: ['/changelog', '/changelog/1.2.0'], want: {} },
    { name: 'a prefix must end at a slash', paths: ['/usage-guide/a'], want: { '/usage-guide': '/usage-guide/a' } },
  ]
  for (const c of cases) {
    it(c.name, () => {
      expect(Object.fromEntries(sectionPages(c.paths.map((path) => ({ path }))))).toEqual(c.want)
    })
  }

  it('gives the manifest’s sections a page of their own', () => {
    const got = sectionPages(ROUTES)
    expect(got.get('/usage/components'), 'the components section').toBe(ROUTES.find((r) => r.path.startsWith('/usage/components/'))!.path)
    expect(got.get('/foundations/colors'), 'the colours section').toBe(ROUTES.find((r) => r.path.startsWith('/foundations/colors/'))!.path)
    for (const [section, page] of got) expect(page.startsWith(`${section}/`), `${section} → ${page}`).toBe(true)
  })
})

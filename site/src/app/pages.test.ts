import { describe, expect, it } from 'vitest'
import { ROUTES } from './menu'
import { pageFile } from './pages'

describe('pageFile', () => {
  it('finds a page file for every route of the manifest', () => {
    for (const route of ROUTES) expect(() => pageFile(route), route.slug).not.toThrow()
  })

  it('names the file a route without one needs', () => {
    const route = { ...ROUTES[0], slug: 'usage-components-nothing' }
    expect(() => pageFile(route)).toThrow('pages: route usage-components-nothing has no page file: add site/src/docs/pages/usage-components-nothing.mdx')
  })
})

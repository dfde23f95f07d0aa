// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { drawerSchema } from './schema'

const errors = (props: object) => propErrors('Drawer', drawerSchema, props)

describe('drawerSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({ title: 'Filters' })).toEqual([])
    expect(errors({ title: 'Filters', defaultWidth: '400px', expandWidth: '37.5rem', disallowCloseOutside: true, isWide: true, expanded: true, onExpandedChange: () => {} })).toEqual([])
    expect(drawerSchema.parse({ title: 'T' })).toMatchObject({ isWide: false, defaultWidth: null, expandWidth: null, disallowCloseOutside: false, defaultExpanded: false })
  })
  it('needs both custom widths or neither', () => {
    expect(errors({ title: 'T', defaultWidth: '400px' })).toEqual(['Drawer: invalid prop "expandWidth": defaultWidth and expandWidth go together: give both or neither'])
    expect(errors({ title: 'T', expandWidth: '600px' })).toEqual(['Drawer: invalid prop "expandWidth": defaultWidth and expandWidth go together: give both or neither'])
  })
  it('needs a title or a header', () => {
    expect(errors({})).toEqual(['Drawer: invalid prop "title": a drawer needs a title or a header to be labelled by'])
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ title: 'T', defaultWidth: 'wide', expandWidth: '600px' })).toEqual(['Drawer: invalid prop "defaultWidth": a CSS length such as 400px, 25rem or 50vw'])
    expect(errors({ title: 'T', onOpenChange: 'x' })).toEqual(['Drawer: invalid prop "onOpenChange": Invalid input'])
  })
  it('describes every prop', () => {
    expect(Object.entries(drawerSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

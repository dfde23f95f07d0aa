// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { bannerActionSchema, bannerSchema } from './schema'

const errors = (props: object) => propErrors('Banner', bannerSchema, props)

describe('bannerSchema', () => {
  it('accepts valid props and fills the defaults', () => {
    expect(errors({})).toEqual([])
    expect(errors({ type: 'error', header: 'Oops', text: 'Try again', action: { label: 'Retry', onClick: () => {} }, closable: true, open: false, onOpenChange: () => {} })).toEqual([])
    expect(errors({ action: { label: 'Docs', href: '/docs' }, icon: null })).toEqual([])
    expect(bannerSchema.parse({})).toMatchObject({ type: 'info', header: null, text: null, action: null, closable: false, defaultOpen: true })
  })

  it('names the prop and the rule of each mistake', () => {
    expect(errors({ type: 'danger' })[0]).toMatch(/^Banner: invalid prop "type": .*"error"\|"info"\|"success"\|"warning"/)
    expect(errors({ action: { label: '' } })).toEqual(['Banner: invalid prop "action.label": may not be empty'])
    expect(errors({ onOpenChange: true })).toEqual(['Banner: invalid prop "onOpenChange": Invalid input'])
  })

  it('describes every prop and field', () => {
    const undescribed = [...Object.entries(bannerSchema.shape), ...Object.entries(bannerActionSchema.shape).map(([k, s]) => [`action.${k}`, s] as const)]
      .filter(([, s]) => !z.globalRegistry.get(s)?.description)
      .map(([k]) => k)
    expect(undescribed).toEqual([])
  })
})

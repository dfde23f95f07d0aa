// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { toasterSchema, toastSchema } from './schema'

describe('toasterSchema', () => {
  const errors = (props: object) => propErrors('Toaster', toasterSchema, props)
  it('accepts valid props and fills the defaults', () => {
    expect(errors({})).toEqual([])
    expect(errors({ max: 5, render: { info: () => null }, inline: true, label: 'Preview' })).toEqual([])
    expect(toasterSchema.parse({})).toMatchObject({ max: 3, render: {}, inline: false })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ max: 0 })[0]).toMatch(/^Toaster: invalid prop "max": .*>=1/)
    expect(errors({ render: { info: 'x' } })).toEqual(['Toaster: invalid prop "render.info": Invalid input'])
    expect(errors({ render: { fancy: () => null } })[0]).toMatch(/^Toaster: invalid prop "render/)
  })
  it('describes every prop', () => {
    expect(Object.entries(toasterSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

describe('toastSchema', () => {
  const errors = (props: object) => propErrors('Toast', toastSchema, props)
  it('accepts valid toasts', () => {
    expect(errors({ text: 'Saved' })).toEqual([])
    expect(errors({ text: 'Saved', header: 'Order', type: 'warning', duration: null, data: { href: '#' } })).toEqual([])
    expect(toastSchema.parse({ text: 'x' })).toMatchObject({ type: 'info' })
  })
  it('needs a positive integer or null as duration', () => {
    for (const duration of [0, -1, 2.5, '5000']) expect(errors({ text: 'x', duration }), String(duration)).toEqual(['Toast: invalid prop "duration": toast duration must be a positive integer or null'])
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ text: '' })[0]).toMatch(/^Toast: invalid prop "text": /)
    expect(errors({ text: 'x', type: 'default' })[0]).toMatch(/^Toast: invalid prop "type": .*"error"\|"info"\|"success"\|"warning"/)
  })
  it('describes every field', () => {
    expect(Object.entries(toastSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

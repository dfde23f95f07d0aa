// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { propErrors } from '../validate'
import { passwordFieldSchema } from './schema'

describe('passwordFieldSchema', () => {
  const errors = (props: object) => propErrors('PasswordField', passwordFieldSchema, props)
  it('accepts valid props and has the defaults', () => {
    expect(errors({ label: 'Password', autoComplete: 'new-password' })).toEqual([])
    expect(passwordFieldSchema.parse({ label: 'Password' })).toMatchObject({ autoComplete: 'current-password' })
  })
  it('names the prop and the rule of each mistake', () => {
    expect(errors({ label: 'Password', autoComplete: 'password' })[0]).toMatch(/^PasswordField: invalid prop "autoComplete": Invalid option/)
    expect(errors({ label: ' ' })[0]).toBe('PasswordField: invalid prop "label": may not be empty')
  })
  it('describes every prop', () => {
    expect(Object.entries(passwordFieldSchema.shape).filter(([, s]) => !z.globalRegistry.get(s)?.description).map(([k]) => k)).toEqual([])
  })
})

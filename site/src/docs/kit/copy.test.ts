// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { copyMessage } from './copy'

describe('copyMessage', () => {
  it('quotes short text whole', () => expect(copyMessage('<Tag />')).toBe('Copied “<Tag />” to the clipboard'))
  it('flattens whitespace and cuts after 40 characters', () => {
    expect(copyMessage('<Button\n  type="primary"\n  label="Save changes now please"\n/>')).toBe('Copied “<Button type="primary" label="Save chang…” to the clipboard')
  })
})

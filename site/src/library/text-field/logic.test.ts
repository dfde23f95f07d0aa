// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultAutoComplete, TEXT_FIELD_TYPES } from './logic'

describe('text field rules', () => {
  it('offers text, email, tel, url and search', () => expect(TEXT_FIELD_TYPES).toEqual(['text', 'email', 'tel', 'url', 'search']))
  it.each([
    ['text', undefined],
    ['search', undefined],
    ['email', 'email'],
    ['tel', 'tel'],
    ['url', 'url'],
  ] as const)('type %s implies autocomplete %j', (type, want) => expect(defaultAutoComplete(type)).toBe(want))
})

import { describe, expect, it } from 'vitest'
import { scrollTarget } from './hash-scroll'

describe('scrollTarget', () => {
  it.each([
    ['a link to a page starts at its top', 'PUSH', '', 'top'],
    ['a link with a hash goes to its target', 'PUSH', '#props', 'hash'],
    ['Back and Forward keep what the browser restores', 'POP', '', 'stay'],
    ['Back to a hash goes to its target', 'POP', '#props', 'hash'],
    ['a replace keeps the page where it is', 'REPLACE', '', 'stay'],
    ['a replace with a hash keeps the page where the reader has it', 'REPLACE', '#props', 'stay'],
  ] as const)('%s', (_, type, hash, want) => {
    expect(scrollTarget(type, hash)).toBe(want)
  })
})

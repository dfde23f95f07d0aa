// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lineKind, lineSegments } from './logic'

describe('lineKind', () => {
  it('is plain without text, even with a click handler', () => {
    expect(lineKind({ text: null, interactive: false })).toBe('plain')
    expect(lineKind({ text: '   ', interactive: true })).toBe('plain')
    expect(lineKind({ interactive: true })).toBe('plain')
  })
  it('has text, and is interactive with a handler', () => {
    expect(lineKind({ text: 'or', interactive: false })).toBe('text')
    expect(lineKind({ text: 'Show more', interactive: true })).toBe('interactive')
  })
})

describe('lineSegments', () => {
  it('centres with two growing rules', () => {
    expect(lineSegments('center')).toEqual({ before: 'grow', after: 'grow' })
    expect(lineSegments(undefined)).toEqual({ before: 'grow', after: 'grow' })
    expect(lineSegments('middle')).toEqual({ before: 'grow', after: 'grow' })
  })
  it('puts a short lead rule before a left text and after a right text', () => {
    expect(lineSegments('left')).toEqual({ before: 'lead', after: 'grow' })
    expect(lineSegments('right')).toEqual({ before: 'grow', after: 'lead' })
  })
})

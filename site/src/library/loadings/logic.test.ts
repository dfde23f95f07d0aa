// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_SKELETON_LINES, skeletonClasses, skeletonLineWidths, spinnerClasses } from './logic'

describe('spinnerClasses', () => {
  it('is the medium primary ring unless told', () => {
    expect(spinnerClasses({})).toEqual(['ts-spinner'])
    expect(spinnerClasses({ size: 'medium', tone: 'primary' })).toEqual(['ts-spinner'])
  })
  it('adds a class per size, tone and inline', () => {
    expect(spinnerClasses({ size: 'small', tone: 'muted' })).toEqual(['ts-spinner', 'ts-spinner-sm', 'ts-spinner-muted'])
    expect(spinnerClasses({ size: 'large', tone: 'on-primary', inline: true })).toEqual(['ts-spinner', 'ts-spinner-lg', 'ts-spinner-on-primary', 'ts-spinner-inline'])
  })
  it('falls back to the defaults for unknown values', () => {
    expect(spinnerClasses({ size: 'huge' as never, tone: 'pink' as never })).toEqual(['ts-spinner'])
  })
})

describe('skeletonClasses', () => {
  it('maps shapes and sizes to classes', () => {
    expect(skeletonClasses({})).toEqual(['ts-skeleton', 'ts-skeleton-rect'])
    expect(skeletonClasses({ shape: 'circle', size: 'large' })).toEqual(['ts-skeleton', 'ts-skeleton-circle', 'ts-skeleton-lg'])
    expect(skeletonClasses({ shape: 'square', size: 'small' })).toEqual(['ts-skeleton', 'ts-skeleton-square', 'ts-skeleton-sm'])
    expect(skeletonClasses({ shape: 'text' })).toEqual(['ts-skeleton-text'])
  })
  it('gives a block no size class', () => {
    expect(skeletonClasses({ shape: 'block', size: 'large' })).toEqual(['ts-skeleton', 'ts-skeleton-block'])
  })
})

describe('skeletonLineWidths', () => {
  it('draws one full line, or full lines and a shorter last one', () => {
    expect(skeletonLineWidths(1)).toEqual(['100%'])
    expect(skeletonLineWidths(3)).toEqual(['100%', '100%', '60%'])
  })
  it('clamps the count to 1..12', () => {
    expect(skeletonLineWidths(0)).toHaveLength(1)
    expect(skeletonLineWidths(-4)).toHaveLength(1)
    expect(skeletonLineWidths(Number.NaN)).toHaveLength(1)
    expect(skeletonLineWidths(99)).toHaveLength(MAX_SKELETON_LINES)
  })
})

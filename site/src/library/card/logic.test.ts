// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CARD_IMG_POSITIONS, cardSections, cardState, TEXT_SKELETON_LINES } from './logic'

const all = { hasImage: true, hasHeader: true, hasBody: true, hasActions: true, hasFooter: true }

describe('card logic', () => {
  it('places the image at the top, in the middle or at the bottom', () => {
    expect([...CARD_IMG_POSITIONS]).toEqual(['top', 'middle', 'bottom'])
    expect(cardSections({ ...all, imgPosition: 'top' })).toEqual(['image', 'header', 'body', 'actions', 'footer'])
    expect(cardSections({ ...all, imgPosition: 'middle' })).toEqual(['header', 'image', 'body', 'actions', 'footer'])
    expect(cardSections({ ...all, imgPosition: 'bottom' })).toEqual(['header', 'body', 'image', 'actions', 'footer'])
    expect(cardSections(all)).toEqual(['image', 'header', 'body', 'actions', 'footer'])
  })

  it('leaves out sections without content', () => {
    expect(cardSections({ ...all, hasImage: false, imgPosition: 'middle' })).toEqual(['header', 'body', 'actions', 'footer'])
    expect(cardSections({ ...all, hasHeader: false, imgPosition: 'middle' })).toEqual(['image', 'body', 'actions', 'footer'])
    expect(cardSections({ hasImage: false, hasHeader: false, hasBody: true, hasActions: false, hasFooter: false })).toEqual(['body'])
  })

  it('falls back to the top for an unknown position', () => {
    // @ts-expect-error an invalid position on purpose
    expect(cardSections({ ...all, imgPosition: 'left' })[0]).toBe('image')
  })

  it('names what is loading', () => {
    expect(cardState(false, false)).toBe('ready')
    expect(cardState(true, false)).toBe('loading-image')
    expect(cardState(false, true)).toBe('loading-text')
    expect(cardState(true, true)).toBe('loading')
    expect(TEXT_SKELETON_LINES).toBe(3)
  })
})

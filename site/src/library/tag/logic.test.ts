// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../tokens/contrast'
import { BASE_COLORS, type BaseColorName } from '../tokens/tokens'
import { parseColorStyle, TAG_COLOR_STYLES, tagColors, tagState, tagStyleVars, tagText } from './logic'

describe('TAG_COLOR_STYLES', () => {
  it('are the ten hues plus primary, each filled and light: 22 styles', () => {
    expect(TAG_COLOR_STYLES).toHaveLength(22)
    for (const hue of ['blue', 'gray', 'green', 'mint', 'orange', 'purple', 'red', 'slate', 'violet', 'yellow', 'primary']) {
      expect(TAG_COLOR_STYLES).toContain(`${hue}-filled`)
      expect(TAG_COLOR_STYLES).toContain(`${hue}-light`)
    }
  })
})

describe('tagColors', () => {
  it('paints every style with base colours of tokens.css', () => {
    for (const style of TAG_COLOR_STYLES) {
      const c = tagColors(style)
      for (const name of [c.background, c.text, c.hover]) expect(BASE_COLORS.has(name as BaseColorName), `${style}: ${name}`).toBe(true)
    }
  })
  it('keeps WCAG AA contrast (4.5:1) between text and background in all 22 styles', () => {
    const failing = TAG_COLOR_STYLES.map((style) => {
      const c = tagColors(style)
      return { style, ratio: contrastRatio(BASE_COLORS.get(c.text as BaseColorName)!, BASE_COLORS.get(c.background as BaseColorName)!) }
    }).filter((r) => r.ratio < 4.5)
    expect(failing).toEqual([])
  })
  it('fills with step 70 under white, primary with 60, yellow with 40 under 100; light is 80 on 20', () => {
    expect(tagColors('red-filled')).toEqual({ background: 'red-70', text: 'white', hover: 'red-80' })
    expect(tagColors('primary-filled')).toEqual({ background: 'primary-60', text: 'white', hover: 'primary-70' })
    expect(tagColors('yellow-filled')).toEqual({ background: 'yellow-40', text: 'yellow-100', hover: 'yellow-50' })
    expect(tagColors('mint-light')).toEqual({ background: 'mint-20', text: 'mint-80', hover: 'mint-30' })
  })
  it('gives an unknown style the default gray-light', () => {
    expect(tagColors('pink-filled')).toEqual(tagColors('gray-light'))
  })
})

describe('parseColorStyle', () => {
  it('splits a style into hue and variant', () => {
    expect(parseColorStyle('violet-light')).toEqual({ hue: 'violet', variant: 'light' })
    expect(parseColorStyle('primary-filled')).toEqual({ hue: 'primary', variant: 'filled' })
  })
  it('returns null for anything else', () => {
    expect(parseColorStyle('blue')).toBeNull()
    expect(parseColorStyle('blue-dark')).toBeNull()
  })
})

describe('tagStyleVars', () => {
  it('sets the three custom properties as var() of base colours, never a raw colour', () => {
    expect(tagStyleVars('blue-light')).toEqual({ '--tag-background': 'var(--blue-20)', '--tag-color': 'var(--blue-80)', '--tag-hover': 'var(--blue-30)' })
  })
})

describe('tagState', () => {
  it('is closable with onClose, static without, and disabled wins', () => {
    expect(tagState({ closable: true })).toBe('closable')
    expect(tagState({ closable: false })).toBe('static')
    expect(tagState({ closable: true, isDisabled: true })).toBe('disabled')
  })
})

describe('tagText', () => {
  it('puts the label before the text', () => {
    expect(tagText({ text: 'Shipped' })).toBe('Shipped')
    expect(tagText({ label: 'Status', text: 'Shipped' })).toBe('Status: Shipped')
    expect(tagText({})).toBe('')
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../library/tokens/contrast'
import { PALETTES, PURE } from '../../library/tokens/tokens'
import { applyRamp, BRAND_PRESETS, customRamp, fillOf, presetRamp } from './theming'

describe('brand presets', () => {
  it('start with the default and have unique ids', () => {
    expect(BRAND_PRESETS[0].palette).toBe('primary')
    expect(new Set(BRAND_PRESETS.map((p) => p.id)).size).toBe(BRAND_PRESETS.length)
  })

  it('each keep the contrast the primary palette needs', () => {
    for (const preset of BRAND_PRESETS) {
      const colors = PALETTES.find((p) => p.name === preset.palette)!.colors
      expect(contrastRatio(fillOf(preset), PURE.white), `white on ${preset.palette}-60`).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(colors[70], PURE.white), `${preset.palette}-70 on white`).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(colors[70], colors[10]), `${preset.palette}-70 on ${preset.palette}-10`).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('ramps', () => {
  it('point a preset at the same steps of its palette', () => {
    expect(presetRamp('purple')[60]).toBe('var(--purple-60)')
    expect(presetRamp('purple')[10]).toBe('var(--purple-10)')
  })

  it('derive a custom ramp around the brand colour', () => {
    const ramp = customRamp('#8a3f0a')
    expect(ramp[60]).toBe('#8a3f0a')
    expect(ramp[10]).toBe('color-mix(in oklab, #8a3f0a 8%, white)')
    expect(ramp[100]).toBe('color-mix(in oklab, #8a3f0a 32%, black)')
  })

  it('are set and removed through the CSSOM', () => {
    const el = document.createElement('div')
    applyRamp(el, presetRamp('violet'))
    expect(el.style.getPropertyValue('--primary-60')).toBe('var(--violet-60)')
    applyRamp(el, null)
    expect(el.style.getPropertyValue('--primary-60')).toBe('')
    expect(el.getAttribute('style')).toBe('')
  })
})

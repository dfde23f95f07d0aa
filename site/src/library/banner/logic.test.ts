// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BANNER_DEFAULT_TYPE, BANNER_ICONS, BANNER_STATES, BANNER_TRANSITIONS, BANNER_TYPES, bannerRole, bannerType, canClose, nextBannerState } from './logic'

describe('banner logic', () => {
  it('knows the four types, info by default, each with its icon', () => {
    expect([...BANNER_TYPES]).toEqual(['error', 'info', 'success', 'warning'])
    expect(BANNER_DEFAULT_TYPE).toBe('info')
    expect(BANNER_ICONS).toEqual({ error: 'error', info: 'info', success: 'check_circle', warning: 'warning' })
  })

  it('gives an error the role alert and the others status', () => {
    expect(bannerRole('error')).toBe('alert')
    expect(bannerRole('info')).toBe('status')
    expect(bannerRole('success')).toBe('status')
    expect(bannerRole('warning')).toBe('status')
  })

  it('falls back to info for an unknown type', () => {
    expect(bannerType('warning')).toBe('warning')
    expect(bannerType('pink')).toBe('info')
    expect(bannerType(undefined)).toBe('info')
  })

  it('closes and is restored', () => {
    expect(nextBannerState('open', 'close')).toBe('closed')
    expect(nextBannerState('closed', 'close')).toBe('closed')
    expect(nextBannerState('closed', 'restore')).toBe('open')
    expect(nextBannerState('open', 'restore')).toBe('open')
    for (const s of BANNER_STATES) for (const next of Object.values(BANNER_TRANSITIONS[s])) expect(BANNER_STATES).toContain(next)
  })

  it('offers the close button only when closable and open', () => {
    expect(canClose(true, 'open')).toBe(true)
    expect(canClose(false, 'open')).toBe(false)
    expect(canClose(true, 'closed')).toBe(false)
  })
})

// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'

type Registry = typeof import('./registry')
let registry: Registry

beforeEach(async () => {
  vi.resetModules()
  registry = await import('./registry')
})

describe('icon registry', () => {
  it('starts with the shell icons, and nothing else', () => {
    expect(registry.iconSvg('close')).toMatch(/^<svg/)
    expect(registry.iconSvg('menu')).toMatch(/^<svg/)
    expect(registry.iconSvg('zip')).toBeUndefined()
    expect(registry.loadedIconCount()).toBe(17)
  })

  it('loads every other icon in one request, shared by concurrent callers, and tells its subscribers', { timeout: 30_000 }, async () => {
    const listener = vi.fn()
    const unsubscribe = registry.subscribeIcons(listener)
    const before = registry.iconsVersion()
    const a = registry.loadAllIcons()
    const b = registry.loadAllIcons()
    expect(a).toBe(b)
    await a
    const { ICON_NAMES } = await import('./names')
    for (const name of ICON_NAMES) expect(registry.iconSvg(name), name).toMatch(/^<svg/)
    expect(registry.loadedIconCount()).toBe(ICON_NAMES.length)
    expect(registry.iconsVersion()).toBeGreaterThan(before)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    registry.registerIcons({ zip: '<svg viewBox="0 0 1 1"></svg>' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('does not notify when nothing changes', () => {
    const listener = vi.fn()
    registry.subscribeIcons(listener)
    registry.registerIcons({ close: registry.iconSvg('close') })
    expect(listener).not.toHaveBeenCalled()
  })

  it('knows nothing of names outside the list', () => {
    expect(registry.iconSvg('not_an_icon')).toBeUndefined()
    expect(registry.iconSvg('__proto__')).toBeUndefined()
  })
})

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_WINDOW_MS, guarded, handleChunkError, isChunkLoadError, shouldReload, type GuardEnv } from './chunk-guard'

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/tessera/assets/button-AbC.js')

function env(now: number, stored: string | null): GuardEnv & { writes: string[]; reloads: number } {
  const e = {
    writes: [] as string[],
    reloads: 0,
    now: () => now,
    read: () => stored,
    write: (v: string) => void e.writes.push(v),
    reload: () => void e.reloads++,
  }
  return e
}

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: x.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /tessera/assets/a.css', true],
    ['Loading chunk 12 failed.', true],
    ['Loading CSS chunk 3 failed.', true],
    ['Cannot read properties of undefined', false],
    ['', false],
  ])('%s', (message, want) => {
    expect(isChunkLoadError(new Error(message))).toBe(want)
  })
})

describe('shouldReload', () => {
  it.each([
    [100_000, null, true],
    [100_000, 100_000 - CHUNK_RELOAD_WINDOW_MS, true],
    [100_000, 100_000 - CHUNK_RELOAD_WINDOW_MS + 1, false],
    [100_000, 99_000, false],
    [100_000, 200_000, true], // a clock that went back does not lock the guard
    [100_000, Number.NaN, true],
  ])('now %d, last %s', (now, last, want) => {
    expect(shouldReload(now, last)).toBe(want)
  })
})

describe('handleChunkError', () => {
  it('reloads once and records the time', () => {
    const e = env(1_000_000, null)
    expect(handleChunkError(chunkError, e)).toBe(true)
    expect(e.reloads).toBe(1)
    expect(e.writes).toEqual(['1000000'])
  })
  it('shows the error on a second failure inside 60 s', () => {
    const e = env(1_030_000, '1000000')
    expect(handleChunkError(chunkError, e)).toBe(false)
    expect(e.reloads).toBe(0)
  })
  it('reloads again once the window has passed', () => {
    const e = env(1_060_000, '1000000')
    expect(handleChunkError(chunkError, e)).toBe(true)
  })
  it('leaves other errors alone', () => {
    const e = env(1, null)
    expect(handleChunkError(new Error('boom'), e)).toBe(false)
    expect(e.reloads).toBe(0)
  })
})

describe('guarded', () => {
  it('passes a module through', async () => {
    await expect(guarded(() => Promise.resolve(42), env(0, null))()).resolves.toBe(42)
  })
  it('rethrows a non-chunk error', async () => {
    await expect(guarded(() => Promise.reject(new Error('boom')), env(0, null))()).rejects.toThrow('boom')
  })
  it('rethrows a chunk error inside the window', async () => {
    await expect(guarded(() => Promise.reject(chunkError), env(10, '5'))()).rejects.toThrow('dynamically imported')
  })
  it('never settles while the page reloads', async () => {
    const e = env(0, null)
    const settled = vi.fn()
    guarded(() => Promise.reject(chunkError), e)().then(settled, settled)
    await new Promise((r) => setTimeout(r, 10))
    expect(settled).not.toHaveBeenCalled()
    expect(e.reloads).toBe(1)
  })
})

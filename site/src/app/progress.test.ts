// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProgress, IDLE, PROGRESS_CAP, PROGRESS_MARK, progressReducer, type Progress, type ProgressEvent, type Timers } from './progress'

describe('progressReducer', () => {
  const table: Array<[Progress, ProgressEvent, Progress]> = [
    [IDLE, 'start', { state: 'waiting', percent: 0 }],
    [IDLE, 'finish', IDLE],
    [IDLE, 'fail', { state: 'failed', percent: 100 }],
    [{ state: 'waiting', percent: 0 }, 'throttleElapsed', { state: 'running', percent: 0 }],
    [{ state: 'waiting', percent: 0 }, 'finish', IDLE],
    [{ state: 'waiting', percent: 0 }, 'tick', { state: 'waiting', percent: 0 }],
    [{ state: 'running', percent: 10 }, 'tick', { state: 'running', percent: 12 }],
    [{ state: 'running', percent: 94 }, 'tick', { state: 'running', percent: PROGRESS_CAP }],
    [{ state: 'running', percent: 40 }, 'finish', { state: 'done', percent: 100 }],
    [{ state: 'running', percent: 40 }, 'fail', { state: 'failed', percent: 100 }],
    [{ state: 'done', percent: 100 }, 'hideElapsed', IDLE],
    [{ state: 'failed', percent: 100 }, 'hideElapsed', IDLE],
    [{ state: 'done', percent: 100 }, 'start', { state: 'waiting', percent: 0 }],
  ]
  it.each(table)('%o + %s', (from, event, want) => {
    expect(progressReducer(from, event)).toEqual(want)
  })
})

describe('createProgress', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const states = (seen: Progress[]) => [...new Set(seen.map((p) => p.state))]

  it('does not show a load that finishes inside the 200 ms throttle', () => {
    const seen: Progress[] = []
    const p = createProgress((x) => seen.push(x))
    p.start()
    vi.advanceTimersByTime(199)
    p.finish()
    vi.advanceTimersByTime(5000)
    expect(states(seen)).toEqual(['waiting', 'idle'])
  })

  it('shows after 200 ms, rises in steps, fills and hides 500 ms later', () => {
    const seen: Progress[] = []
    const p = createProgress((x) => seen.push(x))
    p.start()
    vi.advanceTimersByTime(200)
    expect(p.get()).toEqual({ state: 'running', percent: 0 })
    vi.advanceTimersByTime(1000)
    expect(p.get().percent).toBe(20)
    vi.advanceTimersByTime(2500)
    expect(p.get().percent).toBe(70)
    p.finish()
    expect(p.get()).toEqual({ state: 'done', percent: 100 })
    vi.advanceTimersByTime(499)
    expect(p.get().state).toBe('done')
    vi.advanceTimersByTime(1)
    expect(p.get()).toEqual(IDLE)
  })

  it('stops rising at the cap when the load takes longer than 5000 ms', () => {
    const p = createProgress(() => {})
    p.start()
    vi.advanceTimersByTime(200 + 20000)
    expect(p.get().percent).toBe(PROGRESS_CAP)
  })

  it('turns red on failure and hides after 500 ms', () => {
    const p = createProgress(() => {})
    p.start()
    vi.advanceTimersByTime(300)
    p.fail()
    expect(p.get()).toEqual({ state: 'failed', percent: 100 })
    vi.advanceTimersByTime(500)
    expect(p.get()).toEqual(IDLE)
  })

  it('leaves no timer behind', () => {
    const p = createProgress(() => {})
    p.start()
    vi.advanceTimersByTime(400)
    p.finish()
    vi.advanceTimersByTime(500)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('marks each state it enters before it starts that state\'s timer', () => {
    const calls: string[] = []
    const timers: Timers = {
      setTimeout: (fn, ms) => (calls.push(`setTimeout ${ms}`), globalThis.setTimeout(fn, ms)),
      clearTimeout: (id) => globalThis.clearTimeout(id as number),
      setInterval: (fn, ms) => (calls.push(`setInterval ${ms}`), globalThis.setInterval(fn, ms)),
      clearInterval: (id) => globalThis.clearInterval(id as number),
    }
    const p = createProgress(() => {}, timers, (name) => calls.push(name))
    p.start()
    vi.advanceTimersByTime(200)
    p.finish()
    vi.advanceTimersByTime(500)
    const m = (state: string) => PROGRESS_MARK + state
    expect(calls).toEqual([m('waiting'), 'setTimeout 200', m('running'), 'setInterval 100', m('done'), 'setTimeout 500', m('idle')])
  })
})

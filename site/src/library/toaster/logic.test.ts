// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_TICK_MS,
  TOAST_WIDTH_PX,
  createToasterEngine,
  isDuration,
  isRunning,
  makeToast,
  toastReducer,
  visibleToasts,
  type Toast,
} from './logic'

const toast = (id: string, over: Partial<Toast> = {}): Toast => ({ ...makeToast(id, { text: id }), ...over })
const ids = (q: readonly Toast[]) => q.map((t) => t.id)

describe('constants', () => {
  it('are 5 s, 3 visible, 400 px wide', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000)
    expect(TOAST_MAX_VISIBLE).toBe(3)
    expect(TOAST_WIDTH_PX).toBe(400)
  })
})

describe('makeToast', () => {
  it(`defaults to info, ${TOAST_DEFAULT_DURATION_MS} ms and progress 0`, () => {
    expect(makeToast('a', { text: 'Hi' })).toEqual({ id: 'a', header: undefined, text: 'Hi', type: 'info', duration: TOAST_DEFAULT_DURATION_MS, progress: 0, paused: false, data: undefined })
    expect(makeToast('a', { text: 'Hi', type: 'error', duration: null, data: { href: '#' } })).toMatchObject({ type: 'error', duration: null, data: { href: '#' } })
  })
  it('falls back to the default duration for an invalid one', () => {
    for (const duration of [0, -1, 1.5, Number.NaN]) expect(makeToast('a', { text: 'x', duration }).duration, String(duration)).toBe(TOAST_DEFAULT_DURATION_MS)
  })
})

describe('isDuration', () => {
  it('accepts positive integers and null', () => {
    const cases = [
      { v: 1, want: true },
      { v: 5000, want: true },
      { v: null, want: true },
      { v: 0, want: false },
      { v: -5, want: false },
      { v: 2.5, want: false },
      { v: '5000', want: false },
      { v: undefined, want: false },
    ]
    for (const c of cases) expect(isDuration(c.v), String(c.v)).toBe(c.want)
  })
})

describe('toastReducer', () => {
  it('queues first in, first out and shows at most 3', () => {
    const q = ['a', 'b', 'c', 'd', 'e'].reduce((q, id) => toastReducer(q, { type: 'add', toast: toast(id) }), [] as Toast[])
    expect(ids(visibleToasts(q))).toEqual(['a', 'b', 'c'])
    expect(ids(visibleToasts(toastReducer(q, { type: 'remove', id: 'b' })))).toEqual(['a', 'c', 'd'])
    expect(ids(visibleToasts(q, 1))).toEqual(['a'])
    expect(toastReducer(q, { type: 'clear' })).toEqual([])
  })
  it('moves only the visible, running toasts with a duration', () => {
    const q = [toast('a'), toast('b', { duration: null }), toast('c', { paused: true }), toast('d')]
    const next = toastReducer(q, { type: 'tick', elapsed: 1000 })
    expect(next.map((t) => t.progress)).toEqual([0.2, 0, 0, 0])
  })
  it('removes a toast whose progress reaches 1, and the next one shows', () => {
    const q = [toast('a', { progress: 0.9 }), toast('b'), toast('c'), toast('d')]
    const next = toastReducer(q, { type: 'tick', elapsed: 500 })
    expect(ids(next)).toEqual(['b', 'c', 'd'])
    expect(ids(visibleToasts(next))).toEqual(['b', 'c', 'd'])
  })
  it('pauses and resumes', () => {
    const q = toastReducer([toast('a')], { type: 'pause', id: 'a' })
    expect(q[0].paused).toBe(true)
    expect(isRunning(q)).toBe(false)
    expect(toastReducer(q, { type: 'resume', id: 'a' })[0].paused).toBe(false)
  })
  it('leaves the queue as it is when nothing changes', () => {
    const q = [toast('a', { duration: null })]
    expect(toastReducer(q, { type: 'tick', elapsed: 100 })).toBe(q)
    expect(toastReducer(q, { type: 'remove', id: 'zz' })).toBe(q)
    expect(toastReducer(q, { type: 'resume', id: 'a' })).toBe(q)
  })
})

describe('createToasterEngine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('removes a toast after its duration, with its progress shown on the way', () => {
    const engine = createToasterEngine()
    engine.show({ text: 'Saved', type: 'success' })
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS / 2)
    expect(engine.getState()[0].progress).toBeCloseTo(0.5, 2)
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS / 2 - TOAST_TICK_MS)
    expect(engine.getState()).toHaveLength(1)
    vi.advanceTimersByTime(TOAST_TICK_MS)
    expect(engine.getState()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows at most 3 and starts the clock of the next one when it shows', () => {
    const engine = createToasterEngine()
    engine.show({ text: '1', duration: 1000 })
    engine.show({ text: '2', duration: 2000 })
    engine.show({ text: '3', duration: null })
    engine.show({ text: '4', duration: 1000 })
    engine.show({ text: '5', duration: 1000 })
    const texts = () => visibleToasts(engine.getState()).map((t) => t.text)
    expect(texts()).toEqual(['1', '2', '3'])
    vi.advanceTimersByTime(1000)
    expect(texts()).toEqual(['2', '3', '4'])
    expect(engine.getState()[2].progress).toBe(0)
    vi.advanceTimersByTime(1000)
    // 2 and 4 both end now; 5 shows with its clock at 0
    expect(texts()).toEqual(['3', '5'])
    expect(engine.getState()[1].progress).toBe(0)
    vi.advanceTimersByTime(1000)
    expect(texts()).toEqual(['3'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('lets a toast that stays be closed, and the next one shows', () => {
    const engine = createToasterEngine({ max: 2 })
    const a = engine.show({ text: 'a', duration: null })
    engine.show({ text: 'b', duration: null })
    engine.show({ text: 'c', duration: null })
    vi.advanceTimersByTime(60_000)
    expect(engine.getState().map((t) => t.text)).toEqual(['a', 'b', 'c'])
    expect(vi.getTimerCount()).toBe(0)
    engine.close(a)
    expect(visibleToasts(engine.getState(), 2).map((t) => t.text)).toEqual(['b', 'c'])
  })

  it('stops the clock of a paused toast', () => {
    const engine = createToasterEngine()
    const id = engine.show({ text: 'a', duration: 1000 })
    vi.advanceTimersByTime(500)
    engine.pause(id)
    vi.advanceTimersByTime(10_000)
    expect(engine.getState()[0].progress).toBeCloseTo(0.5, 2)
    engine.resume(id)
    vi.advanceTimersByTime(500)
    expect(engine.getState()).toEqual([])
  })

  it('tells its subscribers of each change, and clears', () => {
    const engine = createToasterEngine()
    const listener = vi.fn()
    const unsubscribe = engine.subscribe(listener)
    engine.show({ text: 'a', duration: null })
    engine.show({ text: 'b' })
    expect(listener).toHaveBeenCalledTimes(2)
    engine.clear()
    expect(engine.getState()).toEqual([])
    unsubscribe()
    engine.show({ text: 'c' })
    expect(listener).toHaveBeenCalledTimes(3)
    engine.dispose()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('follows a new max', () => {
    const engine = createToasterEngine({ max: 1 })
    for (const text of ['a', 'b', 'c']) engine.show({ text, duration: 1000 })
    engine.setMax(2)
    vi.advanceTimersByTime(1000)
    expect(engine.getState().map((t) => t.text)).toEqual(['c'])
  })
})

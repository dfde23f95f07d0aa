/**
 * The page-loading progress bar as a transition table and a small timer
 * controller. The view renders Progress; nothing here touches the DOM.
 */

const PROGRESS_THROTTLE_MS = 200
const PROGRESS_DURATION_MS = 5000
const PROGRESS_HIDE_MS = 500
const PROGRESS_TICK_MS = 100
/** PROGRESS_CAP is where a bar that has not finished stops rising. */
export const PROGRESS_CAP = 95
/**
 * PROGRESS_MARK names the User Timing mark (performance.mark) the controller
 * takes as it enters a state, before it starts that state's timer: the bar's
 * own record of when each state began, on the clock its timers run on.
 */
export const PROGRESS_MARK = 'tessera:progress:'

type ProgressState = 'idle' | 'waiting' | 'running' | 'done' | 'failed'
export type ProgressEvent = 'start' | 'throttleElapsed' | 'tick' | 'finish' | 'fail' | 'hideElapsed'

export interface Progress {
  state: ProgressState
  /** percent, 0..100 */
  percent: number
}

export const IDLE: Progress = { state: 'idle', percent: 0 }

/** STEP is how much the bar rises per tick so that it would be full after PROGRESS_DURATION_MS. */
const STEP = (100 * PROGRESS_TICK_MS) / PROGRESS_DURATION_MS

/**
 * progressReducer is the bar's transition table. A load that finishes inside
 * the throttle never shows the bar; one that fails always shows it red.
 */
export function progressReducer(p: Progress, event: ProgressEvent): Progress {
  switch (p.state) {
    case 'idle':
      if (event === 'start') return { state: 'waiting', percent: 0 }
      if (event === 'fail') return { state: 'failed', percent: 100 }
      return p
    case 'waiting':
      if (event === 'throttleElapsed') return { state: 'running', percent: 0 }
      if (event === 'finish') return IDLE
      if (event === 'fail') return { state: 'failed', percent: 100 }
      return p
    case 'running':
      if (event === 'tick') return { state: 'running', percent: Math.min(PROGRESS_CAP, round(p.percent + STEP)) }
      if (event === 'finish') return { state: 'done', percent: 100 }
      if (event === 'fail') return { state: 'failed', percent: 100 }
      return p
    case 'done':
    case 'failed':
      if (event === 'hideElapsed') return IDLE
      if (event === 'start') return { state: 'waiting', percent: 0 }
      return p
  }
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000
}

/** Timers are the scheduling functions the controller uses; tests pass fake ones. */
export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (id: unknown) => void
}

/** ProgressController drives the reducer with time: start, finish and fail are its whole API. */
export interface ProgressController {
  start(): void
  finish(): void
  fail(): void
  get(): Progress
}

/** markState takes the state's mark, keeping only the latest of each name. */
function markState(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return
  performance.clearMarks(name)
  performance.mark(name)
}

/** createProgress returns a controller that calls onChange with every new Progress. */
export function createProgress(
  onChange: (p: Progress) => void,
  timers: Timers = globalThis as unknown as Timers,
  mark: (name: string) => void = markState,
): ProgressController {
  let current = IDLE
  let throttle: unknown = null
  let ticker: unknown = null
  let hide: unknown = null

  const clearAll = () => {
    if (throttle !== null) timers.clearTimeout(throttle)
    if (ticker !== null) timers.clearInterval(ticker)
    if (hide !== null) timers.clearTimeout(hide)
    throttle = ticker = hide = null
  }
  const send = (event: ProgressEvent) => {
    const next = progressReducer(current, event)
    if (next === current) return
    const entered = next.state !== current.state
    current = next
    if (entered) {
      mark(PROGRESS_MARK + next.state)
      clearAll()
      if (next.state === 'waiting') throttle = timers.setTimeout(() => send('throttleElapsed'), PROGRESS_THROTTLE_MS)
      if (next.state === 'running') ticker = timers.setInterval(() => send('tick'), PROGRESS_TICK_MS)
      if (next.state === 'done' || next.state === 'failed') hide = timers.setTimeout(() => send('hideElapsed'), PROGRESS_HIDE_MS)
    }
    onChange(next)
  }
  return {
    start: () => send('start'),
    finish: () => send('finish'),
    fail: () => send('fail'),
    get: () => current,
  }
}

/**
 * The toaster's rules: a first-in, first-out queue of which only the oldest
 * few are visible, and the clock that moves each visible toast's progress
 * from 0 to 1 over its duration and removes it at 1. Pure: no React, no DOM;
 * the clock uses setInterval and Date.now, so tests drive it with fake timers.
 */

export const TOAST_TYPES = ['error', 'info', 'success', 'warning'] as const
export type ToastType = (typeof TOAST_TYPES)[number]
/** TOAST_DEFAULT_DURATION_MS is how long a toast stays unless told. */
export const TOAST_DEFAULT_DURATION_MS = 5000
/** TOAST_MAX_VISIBLE is how many toasts show at once unless told. */
export const TOAST_MAX_VISIBLE = 3
/** TOAST_WIDTH_PX is the width of a toast. */
export const TOAST_WIDTH_PX = 400
/** TOAST_TICK_MS is how often the clock moves the progress of the visible toasts. */
export const TOAST_TICK_MS = 50
/** TOAST_CONTEXT_ERROR is the developer error of showing a toast outside a toaster. */
export const TOAST_CONTEXT_ERROR = 'toast without context'

export interface Toast {
  id: string
  header?: string
  text: string
  type: ToastType
  /** duration in ms, or null for a toast that stays until it is closed */
  duration: number | null
  /** progress 0..1 of its duration; at 1 the toast is removed */
  progress: number
  /** paused while the pointer is over the toast or the focus is in it */
  paused: boolean
  /** data is the caller's payload, for a toaster's custom render per type */
  data?: unknown
}

/** ToastInput is what show() takes. */
export interface ToastInput {
  header?: string
  text: string
  type?: ToastType
  /** duration in ms (a positive integer), or null for a toast that stays; TOAST_DEFAULT_DURATION_MS unless told */
  duration?: number | null
  data?: unknown
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'pause'; id: string }
  | { type: 'resume'; id: string }
  /** tick moves the progress of the visible, running toasts by elapsed ms */
  | { type: 'tick'; elapsed: number; max?: number }

/** isDuration tells whether a value is a valid duration: a positive integer of ms, or null. */
export function isDuration(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0)
}

/** clampProgress keeps a progress within 0..1. */
export function clampProgress(progress: number): number {
  return Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0
}

/** makeToast is the toast of an input: type info and the default duration unless told; an invalid duration falls back to the default. */
export function makeToast(id: string, input: ToastInput): Toast {
  return {
    id,
    header: input.header,
    text: input.text,
    type: input.type && (TOAST_TYPES as readonly string[]).includes(input.type) ? input.type : 'info',
    duration: input.duration === undefined || !isDuration(input.duration) ? TOAST_DEFAULT_DURATION_MS : input.duration,
    progress: 0,
    paused: false,
    data: input.data,
  }
}

/** visibleToasts are the oldest max toasts of the queue. */
export function visibleToasts(queue: readonly Toast[], max = TOAST_MAX_VISIBLE): Toast[] {
  return queue.slice(0, Math.max(1, max))
}

/** isRunning tells whether the clock has work: a visible toast with a duration that is not paused. */
export function isRunning(queue: readonly Toast[], max = TOAST_MAX_VISIBLE): boolean {
  return visibleToasts(queue, max).some((t) => t.duration !== null && !t.paused)
}

/** toastReducer applies one action to the queue. */
export function toastReducer(queue: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [...queue, action.toast]
    case 'remove':
      return queue.some((t) => t.id === action.id) ? queue.filter((t) => t.id !== action.id) : queue
    case 'clear':
      return queue.length ? [] : queue
    case 'pause':
    case 'resume': {
      const paused = action.type === 'pause'
      return queue.some((t) => t.id === action.id && t.paused !== paused) ? queue.map((t) => (t.id === action.id ? { ...t, paused } : t)) : queue
    }
    case 'tick': {
      const visible = new Set(visibleToasts(queue, action.max).map((t) => t.id))
      let changed = false
      const next: Toast[] = []
      for (const t of queue) {
        if (!visible.has(t.id) || t.duration === null || t.paused || action.elapsed <= 0) {
          next.push(t)
          continue
        }
        changed = true
        const progress = clampProgress(t.progress + action.elapsed / t.duration)
        if (progress < 1) next.push({ ...t, progress })
      }
      return changed ? next : queue
    }
  }
}

export interface ToasterEngine {
  /** show queues a toast and returns its id */
  show(input: ToastInput): string
  /** close removes a toast, visible or waiting */
  close(id: string): void
  /** clear removes every toast */
  clear(): void
  pause(id: string): void
  resume(id: string): void
  /** getState is the queue, oldest first; a new array after each change */
  getState(): Toast[]
  subscribe(listener: () => void): () => void
  /** setMax changes how many toasts show at once */
  setMax(max: number): void
  /** dispose stops the clock */
  dispose(): void
}

/**
 * createToasterEngine is a toaster's queue and clock. While a visible toast
 * runs, a timer ticks every tickMs and moves its progress by the time that
 * passed; a toast that reaches 1 is removed and the next waiting one becomes
 * visible (its own clock starts then). With nothing running, no timer runs.
 */
export function createToasterEngine(options: { max?: number; tickMs?: number; now?: () => number } = {}): ToasterEngine {
  const { tickMs = TOAST_TICK_MS, now = () => Date.now() } = options
  let max = options.max ?? TOAST_MAX_VISIBLE
  let queue: Toast[] = []
  let counter = 0
  let timer: ReturnType<typeof setInterval> | null = null
  let last = 0
  const listeners = new Set<() => void>()

  const schedule = () => {
    const running = isRunning(queue, max)
    if (running && timer === null) {
      last = now()
      timer = setInterval(tick, tickMs)
    } else if (!running && timer !== null) {
      clearInterval(timer)
      timer = null
    }
  }
  const dispatch = (action: ToastAction) => {
    const next = toastReducer(queue, action)
    if (next !== queue) {
      queue = next
      for (const l of [...listeners]) l()
    }
    schedule()
  }
  function tick() {
    const t = now()
    const elapsed = t - last
    last = t
    dispatch({ type: 'tick', elapsed, max })
  }

  return {
    show(input) {
      const id = `toast-${++counter}`
      dispatch({ type: 'add', toast: makeToast(id, input) })
      return id
    },
    close: (id) => dispatch({ type: 'remove', id }),
    clear: () => dispatch({ type: 'clear' }),
    pause: (id) => dispatch({ type: 'pause', id }),
    resume: (id) => dispatch({ type: 'resume', id }),
    getState: () => queue,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setMax(next) {
      if (next === max) return
      max = next
      for (const l of [...listeners]) l()
      schedule()
    },
    dispose() {
      if (timer !== null) clearInterval(timer)
      timer = null
    },
  }
}

/** TOASTER_DEFAULTS are the defaults of toasterSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TOASTER_DEFAULTS = { max: TOAST_MAX_VISIBLE, render: {}, inline: false } as const

/** TOAST_DEFAULTS are the defaults of toastSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TOAST_DEFAULTS = { type: 'info' } as const

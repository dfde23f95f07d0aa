/**
 * The banner's rules: its types with their default icons and ARIA roles, and
 * the transition table of its open/closed state. Pure: no React, no DOM.
 */
import type { IconName } from '../icon/names'

export const BANNER_TYPES = ['error', 'info', 'success', 'warning'] as const
export type BannerType = (typeof BANNER_TYPES)[number]
export const BANNER_DEFAULT_TYPE: BannerType = 'info'

/** BANNER_ICONS is each type's default icon. */
export const BANNER_ICONS: Readonly<Record<BannerType, IconName>> = {
  error: 'error',
  info: 'info',
  success: 'check_circle',
  warning: 'warning',
}

/** bannerRole is the live-region role of a type: an error interrupts (alert), the others wait their turn (status). */
export function bannerRole(type: BannerType): 'alert' | 'status' {
  return type === 'error' ? 'alert' : 'status'
}

/** bannerType falls back to info for a type the banner does not know, so an invalid prop still renders. */
export function bannerType(type: unknown): BannerType {
  return (BANNER_TYPES as readonly unknown[]).includes(type) ? (type as BannerType) : BANNER_DEFAULT_TYPE
}

export const BANNER_STATES = ['open', 'closed'] as const
export type BannerState = (typeof BANNER_STATES)[number]
export type BannerEvent = 'close' | 'restore'

/** BANNER_TRANSITIONS: the close button closes; restoring (open again from outside) reopens. */
export const BANNER_TRANSITIONS: Readonly<Record<BannerState, Readonly<Record<BannerEvent, BannerState>>>> = {
  open: { close: 'closed', restore: 'open' },
  closed: { close: 'closed', restore: 'open' },
}

export function nextBannerState(state: BannerState, event: BannerEvent): BannerState {
  return BANNER_TRANSITIONS[state][event]
}

/** canClose says whether the banner shows its close button: only when closable and open. */
export function canClose(closable: boolean, state: BannerState): boolean {
  return closable && state === 'open'
}

/** BANNER_DEFAULTS are the defaults of bannerSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const BANNER_DEFAULTS = { type: 'info', header: null, text: null, action: null, closable: false, defaultOpen: true } as const

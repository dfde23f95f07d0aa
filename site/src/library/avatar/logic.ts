/**
 * The avatar's rules: sizes, what it shows (image, initials or an icon),
 * initials from a name, a stable colour per name, and how a group splits its
 * items into shown avatars and a "+N" count. Pure: no React, no DOM.
 */

export const AVATAR_SIZES = ['small', 'medium', 'large'] as const
export type AvatarSize = (typeof AVATAR_SIZES)[number]
/** AVATAR_SIZE_PX is each size's diameter in pixels. */
export const AVATAR_SIZE_PX: Readonly<Record<AvatarSize, number>> = { small: 24, medium: 32, large: 48 }

export type AvatarState = 'image' | 'initials' | 'icon'

/**
 * initials are the first letters of a name's first and last words, in upper
 * case: 'Ada Lovelace' → 'AL', 'Cher' → 'C'. Whole characters count, so a name
 * in any script works; an empty name has none.
 */
export function initials(name: string | null | undefined, locale?: string): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean)
  if (words.length === 0) return ''
  const first = Array.from(words[0])[0]
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : ''
  return (first + last).toLocaleUpperCase(locale)
}

/**
 * avatarState says what the avatar shows: the image while its source is
 * given and has not failed to load; otherwise the initials of the name; and
 * the person icon when there is no name either.
 */
export function avatarState(src: string | null | undefined, failed: boolean, name: string | null | undefined): AvatarState {
  if (src && !failed) return 'image'
  return initials(name) ? 'initials' : 'icon'
}

/** AVATAR_TONES is how many colour pairs the initials can have. */
export const AVATAR_TONES = 6

/** toneOf picks a colour pair for a name, the same one every time. */
export function toneOf(name: string | null | undefined): number {
  let hash = 0
  for (const ch of name ?? '') hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return hash % AVATAR_TONES
}

/** AVATAR_GROUP_DEFAULT_COUNT is how many avatars a group shows unless told. */
export const AVATAR_GROUP_DEFAULT_COUNT = 2

export interface GroupLayout<T> {
  shown: T[]
  hidden: T[]
  /** rest is the number behind the "+N" badge; 0 shows none */
  rest: number
}

/**
 * groupLayout splits a group's items: the first `count` are shown (at least
 * one, at most all), the rest are counted in a "+N" badge.
 */
export function groupLayout<T>(items: readonly T[], count: number = AVATAR_GROUP_DEFAULT_COUNT): GroupLayout<T> {
  const n = Number.isFinite(count) ? Math.min(items.length, Math.max(1, Math.trunc(count))) : items.length
  const shown = items.slice(0, n)
  const hidden = items.slice(n)
  return { shown, hidden, rest: hidden.length }
}

/** AVATAR_DEFAULTS are the defaults of avatarSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const AVATAR_DEFAULTS = { name: null, src: null, size: 'medium', isHoverable: false } as const

/** AVATAR_ITEM_DEFAULTS are the defaults of avatarItemSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const AVATAR_ITEM_DEFAULTS = { src: null } as const

/** AVATAR_GROUP_DEFAULTS are the defaults of avatarGroupSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const AVATAR_GROUP_DEFAULTS = { count: AVATAR_GROUP_DEFAULT_COUNT, size: AVATAR_DEFAULTS.size, isStack: false, isHoverable: false } as const

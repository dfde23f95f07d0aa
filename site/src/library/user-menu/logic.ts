/** initials gives up to two capital letters for a name: 'Ada Lovelace' is 'AL'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((p) => p[0]!.toLocaleUpperCase()).join('')
}

/** USER_MENU_SECTION_DEFAULTS are the defaults of userMenuSectionSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const USER_MENU_SECTION_DEFAULTS = { title: null } as const

/** USER_MENU_DEFAULTS are the defaults of userMenuSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const USER_MENU_DEFAULTS = { userAvatar: null, userStatus: null, isNarrow: false } as const

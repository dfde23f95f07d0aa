/** The navbar's props defaults. No React, no DOM, no zod. */

/** NAVBAR_LINK_DEFAULTS are the defaults of navbarLinkSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const NAVBAR_LINK_DEFAULTS = { isActive: false, props: {} } as const

/** NAVBAR_SECTION_DEFAULTS are the defaults of navbarSectionSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const NAVBAR_SECTION_DEFAULTS = { title: null } as const

/** NAVBAR_DEFAULTS are the defaults of navbarSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const NAVBAR_DEFAULTS = {
  headingLevel: 2,
  isNarrow: false,
  label: 'Main',
  logoAlt: 'Home',
  notification: null,
  quickLinks: [] as never[],
  theme: 'default',
  variant: 'auto',
} as const

/** The icon's props defaults. No React, no DOM, no zod. */

/** ICON_DEFAULTS are the defaults of iconSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const ICON_DEFAULTS = { size: 'medium' } as const

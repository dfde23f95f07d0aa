/**
 * BREAKPOINTS are the widths where layouts change, in CSS pixels (min-width).
 * A module of its own so the app shell can read them without the palettes.
 */
export const BREAKPOINTS = { sm: 600, md: 840, lg: 960, xl: 1280 } as const
export type Breakpoint = keyof typeof BREAKPOINTS

/** TOP_BAR_BELOW is the width below which the navbar is a bar across the top: the md breakpoint. */
export const TOP_BAR_BELOW = BREAKPOINTS.md

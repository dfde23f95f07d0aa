import { UNITS } from '../../library/tokens/tokens'

/** WIDEST is the largest step of the unit scale in pixels: the full length of the scale's bars. */
export const WIDEST = UNITS.at(-1)!.px

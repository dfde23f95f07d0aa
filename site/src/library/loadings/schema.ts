import { z } from 'zod'
import { MAX_SKELETON_LINES, SKELETON_DEFAULTS, SKELETON_SHAPES, SKELETON_SIZES, SPINNER_DEFAULTS, SPINNER_SIZES, SPINNER_TONES } from './logic'

export const spinnerSchema = z.object({
  size: z.enum(SPINNER_SIZES).default(SPINNER_DEFAULTS.size).meta({ description: 'small 16 px (inside buttons and text), medium 24 px, large 40 px (a whole panel loading).' }),
  tone: z
    .enum(SPINNER_TONES)
    .default(SPINNER_DEFAULTS.tone)
    .meta({ description: 'primary on light surfaces, muted where the brand colour would compete, on-primary on a primary button or a dark surface.' }),
  label: z
    .string()
    .trim()
    .min(1, 'may not be empty: leave it out for the locale’s “Loading”')
    .optional()
    .meta({ description: 'What screen readers hear, e.g. “Loading orders”; “Loading” from the locale unless told. Ignored when decorative.' }),
  decorative: z
    .boolean()
    .default(SPINNER_DEFAULTS.decorative)
    .meta({ description: 'Hides the spinner from screen readers, for one next to text that already says what loads (a “Saving” button with aria-busy).' }),
  inline: z.boolean().default(SPINNER_DEFAULTS.inline).meta({ description: 'Sits in a line of text or a button, aligned with the text, with a small gap after it.' }),
})

const cssLength = z
  .string()
  .regex(/^(\d+(\.\d+)?(px|rem|em|%|ch)|0)$/, 'must be a CSS length such as 12rem or 60%')

export const skeletonSchema = z.object({
  shape: z
    .enum(SKELETON_SHAPES)
    .default(SKELETON_DEFAULTS.shape)
    .meta({ description: 'text: lines of a paragraph; circle: an avatar; square: an icon or thumbnail; rectangle: a line of a given width; block: an image or a card body.' }),
  size: z.enum(SKELETON_SIZES).default(SKELETON_DEFAULTS.size).meta({ description: 'The height of a rectangle and the edge of a circle or square: small, medium or large. Not used by text and block.' }),
  lines: z.number().int().min(1).max(MAX_SKELETON_LINES).default(SKELETON_DEFAULTS.lines).meta({ description: 'How many lines a text skeleton draws; the last of several is shorter.' }),
  width: cssLength.optional().meta({ description: 'The width of a rectangle, text or block (a CSS length); the full width unless told.' }),
  height: cssLength.optional().meta({ description: 'The height of a block (a CSS length); 8rem unless told.' }),
})

export type SpinnerProps = z.input<typeof spinnerSchema>
export type SkeletonProps = z.input<typeof skeletonSchema>

/**
 * The card's rules: where the image goes among the sections, and the loading
 * state. Pure: no React, no DOM.
 */

export const CARD_IMG_POSITIONS = ['top', 'middle', 'bottom'] as const
export type CardImgPosition = (typeof CARD_IMG_POSITIONS)[number]

export type CardSection = 'image' | 'header' | 'body' | 'actions' | 'footer'

export interface CardLayoutInput {
  imgPosition?: CardImgPosition
  /** hasImage: an image URL is given, or the image is loading (its skeleton takes its place) */
  hasImage: boolean
  hasHeader: boolean
  hasBody: boolean
  hasActions: boolean
  hasFooter: boolean
}

/**
 * cardSections lists the card's sections in order: the image on top (above
 * the header), in the middle (between header and body) or at the bottom
 * (after the body, above the actions); sections without content are left out.
 */
export function cardSections(input: CardLayoutInput): CardSection[] {
  const text: CardSection[] = []
  if (input.hasHeader) text.push('header')
  if (input.hasBody) text.push('body')
  const position = (CARD_IMG_POSITIONS as readonly string[]).includes(input.imgPosition ?? 'top') ? (input.imgPosition ?? 'top') : 'top'
  let order: CardSection[]
  if (!input.hasImage) order = text
  else if (position === 'top') order = ['image', ...text]
  else if (position === 'bottom') order = [...text, 'image']
  else order = input.hasHeader ? ['header', 'image', ...text.slice(1)] : ['image', ...text]
  if (input.hasActions) order.push('actions')
  if (input.hasFooter) order.push('footer')
  return order
}

export type CardState = 'ready' | 'loading-image' | 'loading-text' | 'loading'

/** cardState names what is still loading: nothing, the image, the text, or both. */
export function cardState(isImgLoading: boolean, isTextLoading: boolean): CardState {
  if (isImgLoading && isTextLoading) return 'loading'
  if (isImgLoading) return 'loading-image'
  if (isTextLoading) return 'loading-text'
  return 'ready'
}

/** TEXT_SKELETON_LINES is how many lines stand in for the body while the text loads (the header gets one more, shorter). */
export const TEXT_SKELETON_LINES = 3

/** CARD_DEFAULTS are the defaults of cardSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const CARD_DEFAULTS = {
  imgUrl: null,
  imgAlt: '',
  imgPosition: 'top',
  isImgLoading: false,
  isTextLoading: false,
  headingLevel: 3,
  primaryActionLabel: null,
  secondaryActionLabel: null,
} as const

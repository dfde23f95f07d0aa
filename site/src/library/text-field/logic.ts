/**
 * The text field's rules: the input types it offers and the autocomplete
 * each implies unless told otherwise. No React, no DOM.
 */
import { FIELD_DEFAULTS } from '../field/logic'

export const TEXT_FIELD_TYPES = ['text', 'email', 'tel', 'url', 'search'] as const
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number]

/** defaultAutoComplete is the autocomplete a type implies: e-mail, telephone and URL fields offer what the browser knows; plain text offers nothing. */
export function defaultAutoComplete(type: TextFieldType): string | undefined {
  switch (type) {
    case 'email':
      return 'email'
    case 'tel':
      return 'tel'
    case 'url':
      return 'url'
    default:
      return undefined
  }
}

/** TEXT_FIELD_DEFAULTS are the defaults of textFieldSchema: its `.default()`s, and what the view fills in (withDefaults). */
export const TEXT_FIELD_DEFAULTS = { ...FIELD_DEFAULTS, type: 'text' } as const

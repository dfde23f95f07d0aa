/**
 * The hook moved to ../use-controllable. This re-export keeps the imports of
 * files another change owns (SplitButton, table, date-field, file-upload,
 * field-inline-edit) working until they import it from there; then delete it.
 */
export { useControllable } from '../use-controllable'

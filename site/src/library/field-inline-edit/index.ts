// The public API of field-inline-edit: @tessera-ds/library/field-inline-edit.
export * from './FieldInlineEdit'
export * from './schema'
export * from './logic'

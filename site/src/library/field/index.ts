// The public API of field: @tessera-ds/library/field.
export * from './schema'
export * from './logic'
export * from './use-field'

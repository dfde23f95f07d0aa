// The public API of text-field: @tessera-ds/library/text-field.
export * from './TextField'
export * from './schema'
export * from './logic'

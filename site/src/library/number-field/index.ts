// The public API of number-field: @tessera-ds/library/number-field.
export * from './NumberField'
export * from './schema'
export * from './logic'

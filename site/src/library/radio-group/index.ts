// The public API of radio-group: @tessera-ds/library/radio-group.
export * from './RadioGroup'
export * from './schema'
export * from './logic'

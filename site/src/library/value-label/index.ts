// The public API of value-label: @tessera-ds/library/value-label.
export * from './ValueLabel'
export * from './schema'
export * from './logic'

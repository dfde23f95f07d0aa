// The public API of icon: @tessera-ds/library/icon.
export * from './Icon'
export * from './schema'
export * from './names'
export * from './logic'

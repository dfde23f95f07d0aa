// The public API of toggle: @tessera-ds/library/toggle.
export * from './Toggle'
export * from './schema'
export * from './logic'

// The public API of actionbar: @tessera-ds/library/actionbar.
export * from './Actionbar'
export * from './schema'
export * from './logic'

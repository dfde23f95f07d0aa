// The public API of popover: @tessera-ds/library/popover.
export * from './Popover'
export * from './schema'
export * from './logic'

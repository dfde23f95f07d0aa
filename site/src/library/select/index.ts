// The public API of select: @tessera-ds/library/select.
export * from './MultiSelect'
export * from './SingleSelect'
export * from './schema'
export * from './logic'

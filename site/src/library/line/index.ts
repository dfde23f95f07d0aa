// The public API of line: @tessera-ds/library/line.
export * from './Line'
export * from './schema'
export * from './logic'

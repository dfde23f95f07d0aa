// The public API of grid: @tessera-ds/library/grid.
export * from './Grid'
export * from './schema'
export * from './logic'

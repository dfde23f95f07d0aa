// The public API of loadings: @tessera-ds/library/loadings.
export * from './Loading'
export * from './schema'
export * from './logic'

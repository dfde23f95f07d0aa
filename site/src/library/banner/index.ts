// The public API of banner: @tessera-ds/library/banner.
export * from './Banner'
export * from './schema'
export * from './logic'

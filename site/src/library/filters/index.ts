// The public API of filters: @tessera-ds/library/filters.
export * from './FilterBuilder'
export * from './Filters'
export * from './table-adapter'
export * from './schema'
export * from './logic'

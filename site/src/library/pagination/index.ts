// The public API of pagination: @tessera-ds/library/pagination.
export * from './Pagination'
export * from './schema'
export * from './logic'

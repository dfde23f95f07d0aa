// The public API of table: @tessera-ds/library/table.
export * from './Table'
export * from './schema'
export * from './logic'

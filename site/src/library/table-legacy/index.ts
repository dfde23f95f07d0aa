// The public API of table-legacy: @tessera-ds/library/table-legacy.
export * from './TableLegacy'
export * from './schema'
export * from './logic'

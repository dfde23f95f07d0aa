// The public API of standard-table: @tessera-ds/library/standard-table.
export * from './StandardTable'
export * from './schema'
export * from './logic'
export * from './storage'
export { ordersQuery } from './query'

// The public API of breadcrumb: @tessera-ds/library/breadcrumb.
export * from './Breadcrumb'
export * from './schema'
export * from './logic'

// The public API of drawer: @tessera-ds/library/drawer.
export * from './Drawer'
export * from './schema'
export * from './logic'
